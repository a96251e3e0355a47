"""A stack of 10 layers, each compiled alone (the per-layer recipe: ``torch.compile`` on every
layer), whose forward reads the layer's own ``layer_idx``. Every layer is the same code object:
the first layer compiles it, each next layer recompiles it (a guard on the previous layer's
``layer_idx`` fails), until torch hits ``recompile_limit`` (8): the last layers run eager,
logged once at W level. One training step with backward (N layers: argv[1], default 10).

    pt2tui run sample_traces/programs/layers_recompile_limit.py [N]   # exit 0
"""
import sys
import torch


class Layer(torch.nn.Module):
    def __init__(self, layer_idx: int, dim: int) -> None:
        super().__init__()
        self.layer_idx = layer_idx
        self.fc = torch.nn.Linear(dim, dim)

    def forward(self, x):
        # per-layer state read as a Python int: Dynamo guards on its value
        scale = 1.0 / (1 + self.layer_idx)
        return x + scale * torch.tanh(self.fc(x))


def main() -> None:
    torch.manual_seed(0)
    dim = 16
    layers = torch.nn.ModuleList(Layer(i, dim) for i in range(int(sys.argv[1]) if sys.argv[1:] else 10))
    for layer in layers:
        layer.compile()
    opt = torch.optim.SGD(layers.parameters(), lr=0.01)
    for step in range(2):
        h = torch.randn(4, dim)
        for layer in layers:
            h = layer(h)
        loss = h.pow(2).mean()
        loss.backward()
        opt.step()
        opt.zero_grad()
        print(f"step {step} loss {loss.item():.4f}", flush=True)


if __name__ == "__main__":
    main()
