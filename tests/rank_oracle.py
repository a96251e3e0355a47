"""tlparse --all-ranks-html as the oracle for rank divergences: what its landing page warns
about (with the rank groups it names) and the graphs its per-rank collectives_parity.json
lists. Runs on a private copy (tlparse's tests overwrite inputs), cached by content hash."""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

from conftest import CACHE, _tlparse_bin

_HEADS = {
    "cache": "Cache hit/miss pattern groups:",
    "collectives": "Collective operation sequence groups:",
    "tensor_meta": "Groups with identical signatures:",
}


def all_ranks_report(src_dir: Path) -> dict:
    """{"flags": [what...], "groups": {what: [[ranks]...]}, "parity": [[rank, compile_id]...]}"""
    h = hashlib.sha1()
    for p in sorted(src_dir.iterdir()):
        h.update(p.name.encode())
        h.update(p.read_bytes())
    digest = h.hexdigest()[:16]
    cached = CACHE / f"allranks-{digest}.json"
    if cached.exists():
        return json.loads(cached.read_text())
    work = CACHE / f"allranks-{digest}.in{os.getpid()}"
    out = CACHE / f"allranks-{digest}.out{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(src_dir, work)
    subprocess.run([_tlparse_bin(), str(work), "--all-ranks-html", "-o", str(out), "--no-browser",
                    "--overwrite"], capture_output=True, timeout=900, check=True)  # fmt: skip
    report = _read(out)
    shutil.rmtree(work, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    cached.parent.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(report))
    return report


def _read(out: Path) -> dict:
    t = (out / "index.html").read_text()
    t = re.sub(r"<script.*?</script>|<style.*?</style>", "", t, flags=re.S)
    lines = [ln.strip() for ln in html.unescape(re.sub(r"<[^>]+>", "\n", t)).split("\n") if ln.strip()]
    text = "\n".join(lines)
    flags = []
    if "Diverging Compilation IDs" in text:
        flags.append("compile_ids")
    if "Diverging Cache hit/miss" in text:
        flags.append("cache")
    if "Diverging collective operation sequences" in text:
        flags.append("collectives")
    if "divergent inductor tensor metadata" in text:
        flags.append("tensor_meta")
    if "Graph execution order differs" in text:
        flags.append("execution_order")
    groups: dict[str, list[list[int]]] = {}
    for what, head in _HEADS.items():
        if head not in lines:
            continue
        i = lines.index(head) + 1
        gs = []
        while i < len(lines) and lines[i].startswith("Ranks:"):
            gs.append(sorted(int(x) for x in lines[i][6:].split(",")))
            i += 1
        groups[what] = sorted(gs)
    parity = []
    for rank_dir in sorted(out.glob("rank_*")):
        pj = rank_dir / "collectives_parity.json"
        if pj.exists():
            for g in json.loads(pj.read_text()).get("graphs", []):
                parity.append([int(rank_dir.name[5:]), g["compile_id"]])
    return {"flags": flags, "groups": groups, "parity": sorted(parity)}
