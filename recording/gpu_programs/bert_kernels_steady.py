"""CUDA, one GPU: bert_kernels.py's compiled HF BERT forward (small BertConfig, fp16, eval) at
sequence lengths 128, 64, 96 (a static and a dynamic compile), then 24 more calls at 128: a
steady state for the profile recipe (its warm-up and its 10 profiled calls). Exit 0 when every
call matches eager."""

import torch
from transformers import BertConfig, BertModel


def main() -> int:
    torch.manual_seed(0)
    cfg = BertConfig(vocab_size=1000, hidden_size=256, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=512, max_position_embeddings=256)  # fmt: skip
    model = BertModel(cfg).cuda().half().eval()
    compiled = torch.compile(model)
    worst = 0.0
    with torch.no_grad():
        for seq in (128, 64, 96) + (128,) * 24:
            ids = torch.randint(0, cfg.vocab_size, (4, seq), device="cuda")
            out = compiled(input_ids=ids).last_hidden_state
            ref = model(input_ids=ids).last_hidden_state
            worst = max(worst, (out.float() - ref.float()).abs().max().item())
    print(f"max abs diff vs eager {worst:.4g}; ok: {worst < 5e-2}", flush=True)
    return 0 if worst < 5e-2 else 1


if __name__ == "__main__":
    raise SystemExit(main())
