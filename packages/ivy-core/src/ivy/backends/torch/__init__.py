"""The torch backend (torch 2.x: tensors are torch's own, so autograd and torch.compile work)."""

import sys

from ivy.backends._support import assemble

NAME = "torch"
assemble(globals())

if "torch._dynamo" in sys.modules:  # torch.compile has run: let it trace ivy's lookups now
    from ivy.backends.torch.compilation import trace_ivy_lookups

    trace_ivy_lookups()
