"""The torch backend (torch 2.x: tensors are torch's own, so autograd and torch.compile work)."""

from ivy.backends._support import assemble

NAME = "torch"
assemble(globals())
