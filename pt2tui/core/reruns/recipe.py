"""One rerun recipe (the dataclass) and the names its fields use; the recipes themselves are
in recipes.py and recipes_triage.py."""

from __future__ import annotations

from dataclasses import dataclass

RUN_DIR = "{run_dir}"  # placeholder for the new run directory
DEFAULT_LOGS = "graph_breaks,recompiles,guards"  # as runner/rundir.py
BISECTOR_MODULE = "torch._inductor.compiler_bisector"

PROGRAM = "program"  # rerun the parent's program
LAUNCHER = "launcher"  # python minifier_launcher.py minify
REPRO = "repro"  # python repro.py
BISECT = "bisect"  # python -m torch._inductor.compiler_bisector run <program>


class RecipeError(Exception):
    """The recipe cannot be applied to this parent (unknown name, no launcher, no argv ...)."""


@dataclass(frozen=True, slots=True)
class Recipe:
    """One rerun the PyTorch debugging guides prescribe: its environment, logs and what to expect."""

    name: str
    title: str
    purpose: str  # one line: when to use it
    description: str  # what it does, what to expect
    kind: str  # PROGRAM | LAUNCHER | REPRO | BISECT
    env: tuple[tuple[str, str], ...] = ()
    logs: tuple[str, ...] = ()  # TORCH_LOGS additions
    launcher_args: tuple[str, ...] = ()
    debug_dir: bool = True  # TORCH_COMPILE_DEBUG=1 into the new run dir
    guide: str = ""  # where the PyTorch docs describe it

    @property
    def env_dict(self) -> dict[str, str]:
        return dict(self.env)

    def as_dict(self) -> dict:
        return {
            "name": self.name,
            "title": self.title,
            "purpose": self.purpose,
            "description": self.description,
            "kind": self.kind,
            "env": dict(self.env),
            "logs": list(self.logs),
            "launcher_args": list(self.launcher_args),
            "debug_dir": self.debug_dir,
            "guide": self.guide,
        }
