"""CUDA: torchvision resnet18 (weights=None), torch.compile'd, a few SGD training steps under
torch.autocast("cuda", dtype=torch.bfloat16). Expected to succeed (exit 0)."""

import torch
import torch.nn.functional as F
import torchvision


def main() -> int:
    torch.manual_seed(0)
    model = torchvision.models.resnet18(weights=None, num_classes=10).cuda().train()
    opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    cmodel = torch.compile(model)
    x = torch.randn(32, 3, 96, 96, device="cuda")
    y = torch.randint(0, 10, (32,), device="cuda")
    for step in range(4):
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cuda", dtype=torch.bfloat16):
            logits = cmodel(x)
            loss = F.cross_entropy(logits.float(), y)
        loss.backward()
        opt.step()
        print(f"step {step}: loss {loss.item():.4f} logits dtype {logits.dtype}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
