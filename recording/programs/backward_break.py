"""A training step compiled whole, with loss.backward() inside it: Dynamo breaks the graph at
the backward call (and its log says how to trace it instead), compiling the forward and the
optimizer step as separate graphs. Exit 0.

    pt2tui run sample_traces/programs/backward_break.py
"""

import torch


def main() -> None:
    torch.manual_seed(0)
    model = torch.nn.Linear(8, 4)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)

    @torch.compile
    def train_step(x, y):
        loss = torch.nn.functional.mse_loss(model(x), y)
        loss.backward()
        opt.step()
        opt.zero_grad()
        return loss

    for i in range(2):
        loss = train_step(torch.randn(16, 8), torch.randn(16, 4))
        print(f"step {i} loss {loss.item():.4f}", flush=True)


if __name__ == "__main__":
    main()
