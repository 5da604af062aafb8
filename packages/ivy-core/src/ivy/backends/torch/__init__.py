"""The torch backend (torch 2.x: tensors are torch's own, so autograd and torch.compile work)."""

from ivy.backends._support import install_unsupported
from ivy.backends.torch.creation import *
from ivy.backends.torch.data_types import *
from ivy.backends.torch.device import *
from ivy.backends.torch.elementwise import *
from ivy.backends.torch.general import *
from ivy.backends.torch.linear_algebra import *
from ivy.backends.torch.manipulation import *
from ivy.backends.torch.searching import *
from ivy.backends.torch.statistical import *

NAME = "torch"
UNSUPPORTED: dict[str, str] = {}
install_unsupported(globals())
