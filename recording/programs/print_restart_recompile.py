"""A module with a ``print`` in its forward (a graph break: Dynamo restarts the frame's analysis,
[0/0] -> [0/0_1]) trained at batch sizes 4, 8 and 16 with backward. The second size recompiles
the forward inside a restarted attempt ([0/1] -> [0/1_1]): one recompile, whatever its attempts;
automatic dynamic makes the batch dim a symbol and the third size reuses it. Exit 0.

    pt2tui run sample_traces/programs/print_restart_recompile.py
"""

import torch


class Block(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = torch.nn.Linear(16, 32)
        self.fc2 = torch.nn.Linear(32, 4)

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        print("hidden", tuple(h.shape))  # a graph break
        return self.fc2(h)


def main() -> None:
    torch.manual_seed(0)
    model = Block()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    compiled = torch.compile(model)
    for step, batch in enumerate((4, 8, 16)):
        x, y = torch.randn(batch, 16), torch.randn(batch, 4)
        loss = torch.nn.functional.mse_loss(compiled(x), y)
        loss.backward()
        opt.step()
        opt.zero_grad()
        print(f"step {step} batch {batch} loss {loss.item():.4f}", flush=True)


if __name__ == "__main__":
    main()
