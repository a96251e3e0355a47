"""A Hugging Face GPT-2 (built from a tiny config: no weights download) compiled whole and
called on sequence lengths 8, 16, 24: the frame torch.compile wraps is transformers' forward
(library code). The second length recompiles it (a size guard on input_ids fails), automatic
dynamic shapes make the length a symbol, and the third length runs without a recompile.

    HF_HUB_OFFLINE=1 pt2tui run sample_traces/programs/hf_seq_recompile.py
"""

import torch
from transformers import GPT2Config, GPT2Model


def main() -> None:
    torch.manual_seed(0)
    cfg = GPT2Config(n_layer=1, n_head=2, n_embd=32, vocab_size=128, n_positions=64)
    model = GPT2Model(cfg).eval()
    compiled = torch.compile(model)
    with torch.no_grad():
        for n in (8, 16, 24):
            ids = torch.randint(0, cfg.vocab_size, (2, n))
            out = compiled(input_ids=ids)
            print(f"length {n}: {tuple(out.last_hidden_state.shape)}", flush=True)


if __name__ == "__main__":
    main()
