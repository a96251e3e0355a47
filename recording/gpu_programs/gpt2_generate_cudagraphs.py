"""CUDA: a small GPT-2 (config only, no weights) whose forward is compiled with
mode="reduce-overhead" (CUDA graphs), used by model.generate twice; then an output of an earlier
compiled call is read after a later call, which CUDA graph trees refuse with
"accessing tensor output of CUDAGraphs that has been overwritten by a subsequent run".

    python gpt2_generate_cudagraphs.py [--device cpu]   (cpu: a plain compile, no cudagraphs)
"""

import os
import sys

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import torch
from transformers import GPT2Config, GPT2LMHeadModel


def main() -> int:
    device = "cpu" if "--device" in sys.argv and sys.argv[-1] == "cpu" else "cuda"
    mode = "reduce-overhead" if device == "cuda" else None
    torch.manual_seed(0)
    config = GPT2Config(
        n_layer=2, n_head=4, n_embd=128, vocab_size=1000, n_positions=64,
        bos_token_id=999, eos_token_id=999,
    )
    model = GPT2LMHeadModel(config).to(device).eval()
    model.forward = torch.compile(model.forward, mode=mode)
    ids = torch.randint(0, 1000, (2, 8), device=device)
    mask = torch.ones_like(ids)

    for i in range(2):
        out = model.generate(
            ids, attention_mask=mask, max_new_tokens=6, do_sample=False, pad_token_id=0
        )
        print(f"generate #{i + 1}:", out[0].tolist(), flush=True)

    # The same compiled forward called directly: warm up / record, then keep an output of one
    # call and read it after the next call has replayed the graph.
    with torch.no_grad():
        for _ in range(3):
            model(ids, attention_mask=mask, use_cache=False)
        out1 = model(ids, attention_mask=mask, use_cache=False).logits
        out2 = model(ids, attention_mask=mask, use_cache=False).logits
        print("out2 sum:", float(out2.sum()), flush=True)
        print("out1 sum (read after a later call):", float(out1.sum()), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
