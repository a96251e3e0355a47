"""CUDA, one GPU: a compiled HF BERT forward (BertModel from a small BertConfig, fp16, eval: no
weights downloaded) at three sequence lengths (128, then 64 and 96: the second recompiles with
dynamic shapes, whose kernels are then launched with two shapes). Checks each against eager
(fp16 tolerance); prints the max difference; exit 0 when close."""

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
        for seq in (128, 64, 96):
            ids = torch.randint(0, cfg.vocab_size, (4, seq), device="cuda")
            out = compiled(input_ids=ids).last_hidden_state
            ref = model(input_ids=ids).last_hidden_state
            diff = (out.float() - ref.float()).abs().max().item()
            worst = max(worst, diff)
            print(f"seq {seq}: max abs diff vs eager {diff:.4g}", flush=True)
    print("ok:", worst < 5e-2, flush=True)
    return 0 if worst < 5e-2 else 1


if __name__ == "__main__":
    raise SystemExit(main())
