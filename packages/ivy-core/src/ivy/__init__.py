"""Ivy: one functional API over numpy, torch, jax, tensorflow, paddle and mxnet.

Arrays are the frameworks' own: a call with torch tensors answers with torch tensors, with
autograd intact. Which framework answers a call is decided by :mod:`ivy.framework`: a framework
namespace (``ivy.torch.add``) or ``backend=`` argument, else the global setting
(``ivy.set_backend``, ``with ivy.using_backend(...)``), else the arrays' own framework, else numpy.

``import ivy`` imports no framework: each is imported the first time a call needs it.
"""

import importlib as _importlib
import math as _math

from ivy import fft as fft  # the Array API extensions, as namespaces
from ivy import linalg as linalg
from ivy._common.checks import check_ints as check_ints  # for the layers
from ivy._common.checks import check_padding as check_padding  # for the layers
from ivy._common.checks import check_shape as check_shape  # for the domain libraries
from ivy._common.dtypes import DTYPES as _DTYPES
from ivy._common.dtypes import Dtype as Dtype
from ivy._common.dtypes import FloatInfo as FloatInfo
from ivy._common.dtypes import IntInfo as IntInfo
from ivy.api.activations import *
from ivy.api.compilation import *
from ivy.api.convolution import *
from ivy.api.creation import *
from ivy.api.data_types import *
from ivy.api.device import *
from ivy.api.elementwise import *
from ivy.api.general import *
from ivy.api.gradients import *
from ivy.api.image import *
from ivy.api.indexing import *
from ivy.api.layers import *
from ivy.api.linalg import *
from ivy.api.linear_algebra import *
from ivy.api.losses import *
from ivy.api.manipulation import *
from ivy.api.normalization import *
from ivy.api.optimizers import *
from ivy.api.pooling import *
from ivy.api.random import *
from ivy.api.searching import *
from ivy.api.set import *
from ivy.api.sorting import *
from ivy.api.statistical import *
from ivy.api.utility import *
from ivy.errors import *
from ivy.framework import (
    BACKENDS as BACKENDS,
)
from ivy.framework import (
    current_backend as current_backend,
)
from ivy.framework import (
    set_backend as set_backend,
)
from ivy.framework import (
    set_framework as set_framework,
)
from ivy.framework import (
    unset_backend as unset_backend,
)
from ivy.framework import (
    unset_framework as unset_framework,
)
from ivy.framework import (
    using_backend as using_backend,
)

__version__ = "2.0.0"
__array_api_version__ = "2025.12"

# The Array API's constants.
e = _math.e
pi = _math.pi
inf = _math.inf
nan = _math.nan
newaxis = None

bool = _DTYPES["bool"]
int8 = _DTYPES["int8"]
int16 = _DTYPES["int16"]
int32 = _DTYPES["int32"]
int64 = _DTYPES["int64"]
uint8 = _DTYPES["uint8"]
uint16 = _DTYPES["uint16"]
uint32 = _DTYPES["uint32"]
uint64 = _DTYPES["uint64"]
float16 = _DTYPES["float16"]
bfloat16 = _DTYPES["bfloat16"]
float32 = _DTYPES["float32"]
float64 = _DTYPES["float64"]
complex64 = _DTYPES["complex64"]
complex128 = _DTYPES["complex128"]


def __getattr__(name: str):
    # Framework namespaces (ivy.torch, ...), ivy.testing and ivy.Container load on first use
    # (PEP 562), keeping `import ivy` light.
    if name in BACKENDS or name == "testing":
        return _importlib.import_module(f"ivy.{name}")
    if name == "Container":
        return _importlib.import_module("ivy.container").Container
    raise AttributeError(f"module 'ivy' has no attribute {name!r}")
