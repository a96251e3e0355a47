"""Inference of a compiled HF BERT encoder (BertModel from a BertConfig: 6 layers, fp16, batch 32
x seq 128) on one GPU, no profiler of its own: what pt2tui's profile recipes time.

    pt2tui run sample_traces/gpu_programs/timing_bert.py              # CALLS calls (default 1500)
    python sample_traces/gpu_programs/timing_bert.py --oracle OUT.json # timed alone, no pt2tui

``--oracle`` (or ``TIMING_ORACLE=OUT.json``, which a rerun does not inherit: the parent run
times itself, its reruns run the loop): the same model compiled and eager, each timed alone in
alternating blocks (timing_common.py), CUDA-synchronized medians: the figures pt2tui's are
tested against.
Without CUDA it runs on the CPU in fp32; TIMING_TINY=1: 2 layers, hidden 64, batch 2 x 16.
"""

import copy
import os
import sys

import torch
from timing_common import alternate, write_oracle
from transformers import BertConfig, BertModel


def build():
    cuda = torch.cuda.is_available()
    device = torch.device("cuda" if cuda else "cpu")
    tiny = os.environ.get("TIMING_TINY") == "1"
    if tiny:
        cfg = BertConfig(num_hidden_layers=2, hidden_size=64, num_attention_heads=4, intermediate_size=128,
                         vocab_size=1000)
        b, s = 2, 16
    else:
        cfg = BertConfig(num_hidden_layers=6)
        b, s = 32, 128
    torch.manual_seed(0)
    model = BertModel(cfg).eval().to(device)
    if cuda:
        model = model.half()
    ids = torch.randint(0, cfg.vocab_size, (b, s), device=device)
    return model, ids, device


def main() -> None:
    model, ids, device = build()
    path = sys.argv[sys.argv.index("--oracle") + 1] if "--oracle" in sys.argv else os.environ.get("TIMING_ORACLE")
    if path:
        compiled = torch.compile(copy.deepcopy(model))
        with torch.no_grad():
            times = alternate({"compiled": lambda: compiled(ids), "eager": lambda: model(ids)}, device,
                              warmup=5, blocks=int(os.environ.get("BLOCKS", 6)),
                              per_block=int(os.environ.get("PER_BLOCK", 25)))
        write_oracle(path, "bert inference: ms per call", times, per="call",
                     device=torch.cuda.get_device_name() if device.type == "cuda" else "cpu",
                     torch=torch.__version__)
        return
    cmodel = torch.compile(model)
    n = int(os.environ.get("CALLS", 1500))  # 2 s of warm-up on GPU, then 30 timed and 10 profiled
    with torch.no_grad():
        for _ in range(n):
            out = cmodel(ids)
    print("done", tuple(out.last_hidden_state.shape), flush=True)


if __name__ == "__main__":
    main()
