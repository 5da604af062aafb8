"""Per-function overhead of ivy's api over the backend function, on inputs of ~10,000 elements.

The paper's protocol: for every api function and backend, the median time of one call of
(a) the backend function itself, ``ivy.backends.<fw>.<name>(*args, **kwargs)`` (the framework's
own function, or ivy's thin wrapper where the semantics differ): the "native" baseline; and
(b) the framework-namespace call ``ivy.<fw>.<name>(*args, **kwargs)`` (``ivy.<fw>.fft.<name>``
for the fft extension): the dispatch plus the api's validation. The overhead is ``b - a`` in
microseconds and ``(b - a) / a`` in percent; the target is a median overhead below 1 % per
function per backend. Both are timed interleaved in one run (``timeit`` repeats, alternating a
and b, medians over the repeats); the results of the asynchronous frameworks are waited for
(jax's ``block_until_ready``, mxnet's ``wait_to_read``, on every array leaf) in both.

Composites (:data:`ivy.api.COMPOSITES`: written once in ``api/`` over other backend functions,
so no backend function exists to compare with) and the gradient transforms (:data:`TRANSFORMS`)
are timed too, the ivy call alone, in a table of their own. Functions whose timing says nothing
(no array in or out: dtype and device queries, ``seed``, ...) are listed in :data:`EXCLUDED`
with the reason for each.

On a busy machine, set ``OMP_NUM_THREADS=1``: a framework's intra-op threads waiting for a
descheduled thread add milliseconds at random to single calls.

Inputs (:data:`SPECS`): float32 by default, ~10,000 elements: vectors of 10,000, 100x100
matrices for linear algebra, (1, 50, 50, 4) images with 3x3 filters for convolution and
pooling, integer or boolean arrays where the function needs them, values inside every
function's domain. The native call gets the arguments that the api passes to the backend
function (recorded from one ivy call: the api turns an int stride into a tuple, fills in a
default dtype, ...), so the overhead is all that the api does around the backend call; a run
first checks that both give results of the same shapes and dtypes, and notes any difference.

Usage::

    python benchmarks/loc_and_overhead/api_overhead.py [--backends numpy torch] [--functions norm]
        [--quick] [--json out.json]
    python benchmarks/loc_and_overhead/api_overhead.py --check   # coverage of ivy.api only

``--check`` imports no framework: it exits 1 when an api function has neither a spec, nor an
exclusion, nor is a composite (or when a spec or exclusion names no api function).
``nox -s bench-api`` installs numpy, torch, jax, tensorflow and paddle and runs it; mxnet runs in
its own environment (its numpy pin), e.g. ``python ... --backends numpy mxnet``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import statistics
import sys
import timeit
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ivy import api
from ivy.container import Container
from ivy.errors import UnsupportedError
from ivy.framework import load_backend

# Imported in this order: paddle before tensorflow avoids a known crash.
BACKENDS = ("numpy", "torch", "jax", "paddle", "tensorflow", "mxnet")
TARGET_PERCENT = 1.0
N = 10_000
IMG = (1, 50, 50, 4)  # NHWC, 10,000 elements
VOL = (1, 10, 25, 10, 4)  # NDHWC, 10,000 elements
SEQ = (1, 2500, 4)  # NWC, 10,000 elements


# ---------------------------------------------------------------------------------------------
# Call specs


@dataclass
class Call:
    """The arguments of one call, and optionally what to do with its result inside the timing
    (``then``: e.g. call the function that ``ivy.grad`` returns)."""

    args: tuple
    kwargs: dict = field(default_factory=dict)
    then: Callable[[Any], Any] | None = None


def call(*args: Any, then: Callable[[Any], Any] | None = None, **kwargs: Any) -> Call:
    return Call(args, kwargs, then)


class Arrays:
    """Makes the native arrays of one backend for the specs (deterministic values)."""

    def __init__(self, namespace: Any, backend: Any) -> None:
        self.ns, self.be = namespace, backend
        self.rng = np.random.default_rng(0)

    def _native(self, x: np.ndarray) -> Any:
        return self.ns.asarray(x)

    def np(self, *shape: int, lo: float = 0.1, hi: float = 0.9) -> np.ndarray:
        """A numpy float32 array (not converted): for conversion functions."""
        return self.rng.uniform(lo, hi, shape).astype(np.float32)

    def f(self, *shape: int, lo: float = 0.1, hi: float = 0.9, dtype: str = "float32") -> Any:
        """Floats in ``[lo, hi)``: inside the domain of every float function but acosh."""
        return self._native(self.rng.uniform(lo, hi, shape).astype(dtype))

    def i(self, *shape: int, hi: int = 100, lo: int = 0, dtype: str = "int64") -> Any:
        return self._native(self.rng.integers(lo, hi, shape).astype(dtype))

    def b(self, *shape: int) -> Any:
        return self._native(self.rng.random(shape) < 0.5)

    def c(self, *shape: int) -> Any:
        z = self.rng.uniform(-1, 1, shape) + 1j * self.rng.uniform(-1, 1, shape)
        return self._native(z.astype(np.complex64))

    def sorted(self, n: int) -> Any:
        return self._native(np.sort(self.rng.uniform(0, 1, n)).astype(np.float32))

    def spd(self, n: int) -> Any:
        """A symmetric positive-definite, well-conditioned n x n matrix."""
        a = self.rng.uniform(-1, 1, (n, n))
        return self._native((a @ a.T / n + np.eye(n)).astype(np.float32))

    def probs(self, *shape: int) -> Any:
        p = self.rng.uniform(0.1, 1, shape)
        return self._native((p / p.sum(-1, keepdims=True)).astype(np.float32))

    def twins(self, *shape: int) -> tuple[Any, Any]:
        """Two distinct arrays of equal values."""
        x = self.rng.uniform(0.1, 0.9, shape).astype(np.float32)
        return self._native(x), self._native(x.copy())

    # Functions to differentiate, built from the backend's own functions so that the native and
    # the ivy call run the same code inside.
    def loss(self) -> Callable[[Any], Any]:
        be = self.be
        return lambda x: be.sum(be.multiply(x, x))

    def square(self) -> Callable[[Any], Any]:
        be = self.be
        return lambda x: be.multiply(x, x)


def _grad_call(a: Arrays) -> Call:
    x = a.f(N)
    return call(a.loss(), then=lambda g: g(x))


def _jac_call(a: Arrays) -> Call:
    x = a.f(100)  # a 100 x 100 Jacobian
    return call(a.square(), then=lambda j: j(x))


def _lstm_args(a: Arrays) -> tuple:
    # x (N, T, I) = (1, 100, 100), hidden 25: kernel (100, 100), recurrent kernel (25, 100)
    return a.f(1, 100, 100), a.f(100, 100, lo=-0.1, hi=0.1), a.f(25, 100, lo=-0.1, hi=0.1)


def _mha(a: Arrays) -> Call:
    q, k, v = a.f(1, 100, 100), a.f(1, 100, 100), a.f(1, 100, 100)
    w = {f"{p}_proj_weight": a.f(100, 100, lo=-0.1, hi=0.1) for p in ("q", "k", "v", "out")}
    return call(q, k, v, 4, **w)


def _unary(a: Arrays) -> Call:
    return call(a.f(N))


def _binary(a: Arrays) -> Call:
    return call(a.f(N), a.f(N))


def _signed(a: Arrays) -> Call:
    return call(a.f(N, lo=-1.0, hi=1.0))


def _names(text: str) -> tuple[str, ...]:
    return tuple(text.split())


UNARY_FLOAT = _names(
    "abs acos asin asinh atan atanh ceil cos cosh exp expm1 floor isfinite isinf isnan log log10 "
    "log1p log2 negative positive reciprocal round sign signbit sin sinh sqrt square tan tanh "
    "trunc fftshift ifftshift argmax argmin argsort sort sum mean min max var std cumsum "
    "cumulative_sum diff flip to_numpy to_list stop_gradient variable variable_data shuffle "
    "vector_norm"
)
BINARY_FLOAT = _names(
    "add atan2 copysign divide equal floor_divide greater greater_equal hypot less less_equal "
    "logaddexp maximum minimum multiply nextafter not_equal pow remainder subtract "
    "stable_divide mse_loss l1_loss huber_loss binary_cross_entropy"
)
ACTIVATIONS = _names("relu leaky_relu gelu sigmoid silu mish hardswish elu selu softplus")

SPECS: dict[str, Callable[[Arrays], Call]] = {
    # element-wise
    **dict.fromkeys(UNARY_FLOAT, _unary),
    **dict.fromkeys(BINARY_FLOAT, _binary),
    "acosh": lambda a: call(a.f(N, lo=1.1, hi=2.0)),
    "clip": lambda a: call(a.f(N), 0.2, 0.8),
    **dict.fromkeys(("conj", "real", "imag"), lambda a: call(a.c(N))),
    **dict.fromkeys(
        ("bitwise_and", "bitwise_or", "bitwise_xor"), lambda a: call(a.i(N, hi=1000), a.i(N))
    ),
    **dict.fromkeys(
        ("bitwise_left_shift", "bitwise_right_shift"), lambda a: call(a.i(N, hi=1000), a.i(N, hi=8))
    ),
    "bitwise_invert": lambda a: call(a.i(N)),
    **dict.fromkeys(("logical_and", "logical_or", "logical_xor"), lambda a: call(a.b(N), a.b(N))),
    "logical_not": lambda a: call(a.b(N)),
    # creation (dtype given: the backends' own defaults may differ from ivy's float32)
    "asarray": lambda a: call(a.np(N)),
    "from_dlpack": lambda a: call(a.np(N)),
    **dict.fromkeys(("zeros", "ones", "empty"), lambda a: call((100, 100), dtype="float32")),
    "full": lambda a: call((100, 100), 1.5, dtype="float32"),
    **dict.fromkeys(("zeros_like", "ones_like", "empty_like"), _unary),
    "full_like": lambda a: call(a.f(N), 1.5),
    "arange": lambda a: call(0, N, 1, dtype="float32"),
    "linspace": lambda a: call(0.0, 1.0, N, dtype="float32"),
    "logspace": lambda a: call(0.0, 2.0, N, dtype="float32"),
    "eye": lambda a: call(100, dtype="float32"),
    "meshgrid": lambda a: call(a.f(100), a.f(100)),
    **dict.fromkeys(("tril", "triu"), lambda a: call(a.f(100, 100))),
    # data types, device
    "astype": lambda a: call(a.f(N), "float64"),
    "to_device": lambda a: call(a.f(N), "cpu"),
    # manipulation
    "reshape": lambda a: call(a.f(N), (100, 100)),
    **dict.fromkeys(("concat", "stack"), lambda a: call([a.f(5000), a.f(5000)])),
    "expand_dims": lambda a: call(a.f(N), 0),
    "squeeze": lambda a: call(a.f(1, N), 0),
    "permute_dims": lambda a: call(a.f(100, 100), (1, 0)),
    "roll": lambda a: call(a.f(N), 3),
    "tile": lambda a: call(a.f(5000), (2,)),
    "repeat": lambda a: call(a.f(5000), 2),
    "split": lambda a: call(a.f(N), 4),
    "unstack": lambda a: call(a.f(100, 100)),
    "broadcast_to": lambda a: call(a.f(100), (100, 100)),
    "broadcast_arrays": lambda a: call(a.f(100, 1), a.f(1, 100)),
    **dict.fromkeys(("moveaxis", "swapaxes"), lambda a: call(a.f(100, 100), 0, 1)),
    "constant_pad": lambda a: call(a.f(98, 98), ((1, 1), (1, 1)), value=0.5),
    "zero_pad": lambda a: call(a.f(98, 98), ((1, 1), (1, 1))),
    # indexing, searching, sorting, set
    "take": lambda a: call(a.f(N), a.i(N, hi=N), axis=0),
    "take_along_axis": lambda a: call(a.f(100, 100), a.i(100, 100), axis=1),
    **dict.fromkeys(("nonzero", "argwhere", "indices_where"), lambda a: call(a.b(N))),
    "where": lambda a: call(a.b(N), a.f(N), a.f(N)),
    "searchsorted": lambda a: call(a.sorted(N), a.f(N)),
    "count_nonzero": lambda a: call(a.i(N, hi=2)),
    **dict.fromkeys(
        ("unique_all", "unique_counts", "unique_inverse", "unique_values"),
        lambda a: call(a.i(N, hi=1000)),
    ),
    "isin": lambda a: call(a.i(N, hi=1000), a.i(100, hi=1000)),
    # statistical, utility
    "prod": lambda a: call(a.f(N, lo=0.999, hi=1.001)),
    "cumprod": lambda a: call(a.f(N, lo=0.999, hi=1.001)),
    "cumulative_prod": lambda a: call(a.f(N, lo=0.999, hi=1.001)),
    **dict.fromkeys(("all", "any"), lambda a: call(a.b(N))),
    # linear algebra: 100 x 100 matrices
    "matmul": lambda a: call(a.f(100, 100), a.f(100, 100)),
    "matrix_transpose": lambda a: call(a.f(100, 100)),
    "tensordot": lambda a: call(a.f(100, 100), a.f(100, 100), axes=1),
    "vecdot": lambda a: call(a.f(100, 100), a.f(100, 100)),
    "einsum": lambda a: call("ij,jk->ik", a.f(100, 100), a.f(100, 100)),
    "vector_to_skew_symmetric_matrix": lambda a: call(a.f(1111, 3)),
    **dict.fromkeys(
        ("cholesky", "det", "eigh", "eigvalsh", "inv", "slogdet"), lambda a: call(a.spd(100))
    ),
    **dict.fromkeys(("eig", "eigvals"), lambda a: call(a.spd(100))),
    "cross": lambda a: call(a.f(3333, 3), a.f(3333, 3)),
    **dict.fromkeys(
        ("diagonal", "matrix_norm", "matrix_rank", "pinv", "qr", "svd", "svdvals", "trace"),
        lambda a: call(a.f(100, 100)),
    ),
    "matrix_power": lambda a: call(a.spd(100), 3),
    "outer": lambda a: call(a.f(100), a.f(100)),
    "solve": lambda a: call(a.spd(100), a.f(100, 100)),
    # fft
    **dict.fromkeys(("fft", "ifft"), lambda a: call(a.c(N))),
    **dict.fromkeys(("fftn", "ifftn"), lambda a: call(a.c(100, 100))),
    **dict.fromkeys(("rfft", "ihfft"), _unary),
    "rfftn": lambda a: call(a.f(100, 100)),
    **dict.fromkeys(("irfft", "hfft"), lambda a: call(a.c(5001))),
    "irfftn": lambda a: call(a.c(100, 51)),
    **dict.fromkeys(("fftfreq", "rfftfreq"), lambda a: call(N, dtype="float32")),
    # general
    "array_equal": lambda a: call(*a.twins(N)),
    "gather": lambda a: call(a.f(100, 100), a.i(100), axis=0),
    "gather_nd": lambda a: call(a.f(100, 100), a.i(5000, 2)),
    "scatter_nd": lambda a: call(a.i(N, 1, hi=N), a.f(N), (N,)),
    "scatter_flat": lambda a: call(a.i(N, hi=N), a.f(N), N),
    "one_hot": lambda a: call(a.i(1000, hi=10), 10),
    "stable_pow": lambda a: call(a.f(N), 2.0),
    "fourier_encode": lambda a: call(a.f(1000, 1, lo=-1.0, hi=1.0), 10.0),
    # random
    **dict.fromkeys(
        ("random_uniform", "random_normal"), lambda a: call(shape=(N,), dtype="float32")
    ),
    "randint": lambda a: call(0, 100, shape=(N,), dtype="int64"),
    "multinomial": lambda a: call(a.f(100, 100), 10),
    "bernoulli": _unary,
    "dropout": lambda a: call(a.f(N), 0.5),
    # gradients (functions of the backend's own multiply and sum; the transforms are timed alone)
    "execute_with_gradients": lambda a: call(a.loss(), a.f(N)),
    **dict.fromkeys(("value_and_grad", "grad"), _grad_call),
    "jac": _jac_call,
    "vjp": lambda a: call(a.square(), a.f(N)),
    "jvp": lambda a: call(a.square(), (a.f(N),), (a.f(N),)),
    # optimizers: one weight of 10,000
    **dict.fromkeys(
        ("optimizer_update", "gradient_descent_update", "lars_update"),
        lambda a: call(a.f(N), a.f(N), 0.1),
    ),
    **dict.fromkeys(
        ("adam_update", "lamb_update"), lambda a: call(a.f(N), a.f(N), 0.1, a.f(N), a.f(N), 1)
    ),
    # activations, losses
    **dict.fromkeys(ACTIVATIONS, _signed),
    **dict.fromkeys(("softmax", "log_softmax"), lambda a: call(a.f(100, 100, lo=-1.0, hi=1.0))),
    "cross_entropy": lambda a: call(a.probs(100, 100), a.probs(100, 100)),
    "sparse_cross_entropy": lambda a: call(a.i(100), a.probs(100, 100)),
    "kl_div": lambda a: call(a.f(N, lo=-3.0, hi=-0.1), a.f(N)),
    # normalization: NHWC images
    "layer_norm": lambda a: call(a.f(100, 100), 100),
    "batch_norm": lambda a: call(a.f(*IMG), a.f(4), a.f(4)),
    "group_norm": lambda a: call(a.f(*IMG), 2),
    "instance_norm": lambda a: call(a.f(*IMG)),
    # layers
    "linear": lambda a: call(a.f(100, 100), a.f(100, 100), bias=a.f(100)),
    "embedding": lambda a: call(a.f(1000, 10), a.i(1000, hi=1000)),
    "scaled_dot_product_attention": lambda a: call(
        a.f(1, 100, 100), a.f(1, 100, 100), a.f(1, 100, 100)
    ),
    "multi_head_attention": _mha,
    "lstm_update": lambda a: (lambda x, k, r: call(x, a.f(1, 25), a.f(1, 25), k, r))(
        *_lstm_args(a)
    ),
    "lstm": lambda a: (lambda x, k, r: call(x, [(k, r)]))(*_lstm_args(a)),
    # convolution: 3-wide (3x3, 3x3x3) filters, 4 channels in and out
    "conv1d": lambda a: call(a.f(*SEQ), a.f(3, 4, 4), 1, "SAME"),
    "conv2d": lambda a: call(a.f(*IMG), a.f(3, 3, 4, 4), 1, "SAME"),
    "conv3d": lambda a: call(a.f(*VOL), a.f(3, 3, 3, 4, 4), 1, "SAME"),
    "conv1d_transpose": lambda a: call(a.f(*SEQ), a.f(3, 4, 4), 1, "SAME"),
    "conv2d_transpose": lambda a: call(a.f(*IMG), a.f(3, 3, 4, 4), 1, "SAME"),
    "conv3d_transpose": lambda a: call(a.f(*VOL), a.f(3, 3, 3, 4, 4), 1, "SAME"),
    "depthwise_conv2d": lambda a: call(a.f(*IMG), a.f(3, 3, 4), 1, "SAME"),
    # pooling: 2-wide windows, stride 2
    **dict.fromkeys(("max_pool1d", "avg_pool1d"), lambda a: call(a.f(*SEQ), 2, 2, "VALID")),
    **dict.fromkeys(("max_pool2d", "avg_pool2d"), lambda a: call(a.f(*IMG), 2, 2, "VALID")),
    **dict.fromkeys(("max_pool3d", "avg_pool3d"), lambda a: call(a.f(*VOL), 2, 2, "VALID")),
    "adaptive_avg_pool1d": lambda a: call(a.f(*SEQ), 100),
    "adaptive_avg_pool2d": lambda a: call(a.f(*IMG), 10),
    "interpolate": lambda a: call(a.f(*IMG), (100, 100), mode="bilinear"),
}
"""How to call each timed function: a function of :class:`Arrays` giving the arguments."""

TRANSFORMS = frozenset({"execute_with_gradients", "value_and_grad", "grad", "jac", "vjp", "jvp"})
"""Gradient transforms: timed like composites, the ivy call alone. The api wraps the user's
function (its arguments and results as pytrees) before the backend transform sees it and unwraps
the results after, so the backend function called with the user's function does a different
computation (paddle's treats a bare array as a pytree of 10,000 scalars), and called with the
api's wrapped function gives the api's intermediate results: neither is a like-for-like native
baseline."""

_NO_ARRAY_WORK = "no array work: a metadata query whose timing says nothing about the api's cost"
EXCLUDED: dict[str, str] = {
    # data types
    "dtype": f"returns a dtype; {_NO_ARRAY_WORK}",
    "result_type": "takes and returns dtypes (composite)",
    "can_cast": "takes dtypes, returns a bool (composite)",
    "isdtype": "takes dtypes, returns a bool (composite)",
    "finfo": "takes a dtype, returns machine limits (composite)",
    "iinfo": "takes a dtype, returns machine limits (composite)",
    # device
    "dev": f"returns a device string; {_NO_ARRAY_WORK}",
    "default_device": "takes and returns no array: a setting",
    "set_default_device": "takes and returns no array: changes a global setting",
    "num_gpus": "takes and returns no array: a hardware query",
    "gpu_is_available": "takes and returns no array: a hardware query",
    "__array_namespace_info__": "takes and returns no array: namespace metadata (composite)",
    # manipulation, general
    "broadcast_shapes": "takes and returns shape tuples, no arrays (composite)",
    "shape": f"returns a tuple; {_NO_ARRAY_WORK}",
    "is_array": f"returns a bool; {_NO_ARRAY_WORK}",
    "to_scalar": "needs a one-element array, not ~10,000: a conversion of one number",
    # random, gradients
    "seed": "takes and returns no array: seeds the global random state",
    "is_variable": f"returns a bool; {_NO_ARRAY_WORK}",
    # compilation
    "compile": "returns a compiled function: its cost is the framework's compiler, once",
}
"""Api functions not timed, with the reason for each."""


DISPATCH_FLOOR_US = 0.8
"""Overheads up to this are the dispatch itself: the api function's frame, the backend lookup
(a context-variable read or a per-type cache), passing the keyword arguments on, and the ``try``
around the backend call. Fixed per call, they are above 1 % of any native call shorter than
~80 µs."""

VALIDATION_US = 2.5
"""Overheads up to this (above the dispatch) are a function's own argument checks in Python
before the call: axes normalized, shape and dtype arguments validated (cached where they
repeat), each there because some framework would otherwise answer silently wrong."""

NOISE_PERCENT, NOISE_NATIVE_US = 5.0, 100.0
"""Overheads below ``NOISE_PERCENT`` of a native call of at least ``NOISE_NATIVE_US`` are within
the run-to-run spread of such calls (allocation, caches, the framework's own thread pool)."""

JITTERY_PERCENT = {"jax": 15.0, "tensorflow": 15.0, "mxnet": 15.0}
"""Frameworks whose own eager calls vary by this much between runs (jax and mxnet dispatch
asynchronously; tensorflow's eager ops go through its runtime's executor): overheads below it
are not resolved by a run of this benchmark (``dispatch.py`` shows the same calls moving by
±1-2 µs)."""

_INDEX_CHECK = (
    "checks the indices' dtype and the batch shapes before the call: float indices are compared, "
    "and mismatched batch axes broadcast, silently on some frameworks"
)
_DRAW_CHECK = (
    "checks the distribution's arguments before drawing: the parameters broadcast to the "
    "shape, the dtype is of the right kind, the seed is a 64-bit integer"
)
_FLOATING_CHECK = (
    "checks the dtype is floating before the call: numpy, jax and mxnet would compute integer "
    "input in float64 and answer float64"
)
_ARGUMENTS = (
    "resolves its arguments in Python (layouts, paddings, axes, sizes; cached per shapes and "
    "arguments), and the backend function it calls is itself a composition"
)
KNOWN_COSTS: dict[str, str] = {
    **dict.fromkeys(
        ("gather", "gather_nd", "scatter_nd", "scatter_flat", "take_along_axis", "one_hot"),
        _INDEX_CHECK,
    ),
    **dict.fromkeys(
        ("random_uniform", "random_normal", "randint", "bernoulli", "multinomial", "shuffle"),
        _DRAW_CHECK,
    ),
    **dict.fromkeys(
        (
            *("cholesky", "det", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matrix_power"),
            *("matrix_rank", "pinv", "qr", "slogdet", "solve", "svd", "svdvals"),
        ),
        _FLOATING_CHECK,
    ),
    **dict.fromkeys(
        (
            *("conv1d", "conv2d", "conv3d", "depthwise_conv2d"),
            *("conv1d_transpose", "conv2d_transpose", "conv3d_transpose"),
            *("max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d", "avg_pool2d"),
            *("avg_pool3d", "adaptive_avg_pool1d", "adaptive_avg_pool2d", "interpolate"),
            *("fftn", "ifftn", "rfftn", "irfftn", "lstm_update", "batch_norm", "group_norm"),
        ),
        _ARGUMENTS,
    ),
}
"""Why a function costs more than the dispatch: the work its api does around the backend call."""


def reason(row: dict) -> str:
    """Why a function's overhead is above the target, from its measurements."""
    if row["function"] in KNOWN_COSTS:
        return KNOWN_COSTS[row["function"]]
    if row["over_us"] <= DISPATCH_FLOOR_US:
        return f"the dispatch itself (≤ {DISPATCH_FLOOR_US} µs) against a short native call"
    if row["native_us"] >= NOISE_NATIVE_US and row["over_percent"] < NOISE_PERCENT:
        return f"within the run-to-run spread (< {NOISE_PERCENT:g} %) of a long native call"
    jitter = JITTERY_PERCENT.get(row["backend"])
    if jitter is not None and row["over_percent"] < jitter:
        return f"within the spread of {row['backend']}'s own eager calls (< {jitter:g} %)"
    if row["over_us"] <= VALIDATION_US:
        return "argument checks in Python before the call (axes, shapes, dtypes)"
    return "not explained: worth a look"


def check_coverage() -> list[str]:
    """The problems of the spec table against ``ivy.api``: empty when it covers every function."""
    problems = []
    for name in api.FUNCTIONS:
        if name not in SPECS and name not in EXCLUDED and name not in api.COMPOSITES:
            problems.append(f"{name}: no call spec, no exclusion and not a composite")
        if name in SPECS and name in EXCLUDED:
            problems.append(f"{name}: both a call spec and an exclusion")
    problems += [
        f"{name}: in the spec table but not an api function (renamed?)"
        for name in (*SPECS, *EXCLUDED)
        if name not in api.FUNCTIONS
    ]
    return problems


# ---------------------------------------------------------------------------------------------
# Timing


def _installed(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def _waiter(name: str) -> Callable[[Any], Any]:
    """Waits for a result of the asynchronous frameworks (jax, mxnet), in both timed calls:
    without it a run times the enqueueing only, and mxnet's queue grows until memory runs out."""
    method = {"jax": "block_until_ready", "mxnet": "wait_to_read"}.get(name)
    if method is None:
        return lambda r: r

    def wait(result: Any) -> Any:
        for leaf in _leaves(result):
            if hasattr(leaf, method):
                getattr(leaf, method)()
        return result

    return wait


def _leaves(result: Any) -> list:
    if isinstance(result, Container):
        return result.flatten()
    if isinstance(result, tuple | list):
        return [leaf for item in result for leaf in _leaves(item)]
    if isinstance(result, dict):
        return [leaf for item in result.values() for leaf in _leaves(item)]
    return [result]


def _signature(result: Any) -> Any:
    """The structure of a result with its arrays' shapes and dtypes, to compare two calls."""
    if isinstance(result, (tuple, list)):
        return tuple(_signature(r) for r in result)
    if isinstance(result, dict):
        return {k: _signature(v) for k, v in result.items()}
    if hasattr(result, "shape") and hasattr(result, "dtype"):
        return (tuple(int(d) for d in result.shape), str(result.dtype))
    if callable(result):
        return "callable"
    return type(result).__name__


def _per_call_pair(
    native: Callable[[], Any], wrapped: Callable[[], Any], *, repeat: int, budget_s: float
) -> tuple[float, float]:
    """Median µs per call of ``native`` and of ``wrapped``, timed alternately."""
    per_call = max(timeit.timeit(wrapped, number=3) / 3, 1e-9)
    number = max(1, int(budget_s / per_call))
    a, b = [], []
    for _ in range(repeat):
        a.append(timeit.timeit(native, number=number) / number * 1e6)
        b.append(timeit.timeit(wrapped, number=number) / number * 1e6)
    return statistics.median(a), statistics.median(b)


def _per_call(fn: Callable[[], Any], *, repeat: int, budget_s: float) -> float:
    per_call = max(timeit.timeit(fn, number=3) / 3, 1e-9)
    number = max(1, int(budget_s / per_call))
    return statistics.median(timeit.timeit(fn, number=number) / number * 1e6 for _ in range(repeat))


def _captured_call(backend: Any, function: str, run_ivy: Callable[[], Any]) -> Call | None:
    """The arguments the api passes to the backend function in one ivy call.

    The api normalises arguments before calling the backend (an int stride becomes a tuple, a
    default dtype is filled in, ...), so the native baseline calls the backend function with
    exactly these: the overhead is then all the api does around it. None when the api does not
    call the backend function exactly once.
    """
    original = getattr(backend, function)
    seen: list[tuple[tuple, dict]] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append((args, kwargs))
        return original(*args, **kwargs)

    setattr(backend, function, spy)
    try:
        run_ivy()
    finally:
        setattr(backend, function, original)
    return Call(*seen[0]) if len(seen) == 1 else None


def _ivy_function(namespace: Any, name: str) -> Callable:
    if name in api.EXTENSIONS["fft"]:
        return getattr(namespace.fft, name)
    return getattr(namespace, name)


def measure(name: str, functions: list[str], *, repeat: int, budget_s: float) -> list[dict]:
    """Times every function of ``functions`` on backend ``name``; one row each."""
    namespace = importlib.import_module(f"ivy.{name}")
    backend = load_backend(name)
    wait = _waiter(name)
    rows = []
    for function in functions:
        row: dict[str, Any] = {"backend": name, "function": function}
        rows.append(row)
        composite = function in api.COMPOSITES
        row["kind"] = "composite" if composite else "backend"
        if function in getattr(backend, "UNSUPPORTED", {}):
            row["skipped"] = f"unsupported: {backend.UNSUPPORTED[function]}"
            continue
        try:
            spec = SPECS[function](Arrays(namespace, backend))
            ivy_fn = _ivy_function(namespace, function)
            then = spec.then or (lambda r: r)

            def run_ivy(fn=ivy_fn, c=spec, then=then):
                return wait(then(fn(*c.args, **c.kwargs)))

            ivy_result = run_ivy()
            if composite or function in TRANSFORMS:
                row["ivy_us"] = _per_call(run_ivy, repeat=repeat, budget_s=budget_s)
                if function in TRANSFORMS:
                    row["kind"] = "transform"
                continue
            native_fn = getattr(backend, function)
            native_call = _captured_call(backend, function, run_ivy) or spec
            if native_call is spec:
                row["note"] = "api calls the backend function other than once"

            def run_native(fn=native_fn, c=native_call, then=then):
                return wait(then(fn(*c.args, **c.kwargs)))

            native_result = run_native()
            if _signature(native_result) != _signature(ivy_result):
                row["note"] = (
                    f"results differ: native {str(_signature(native_result))[:80]}, "
                    f"ivy {str(_signature(ivy_result))[:80]}"
                )
            native_us, ivy_us = _per_call_pair(
                run_native, run_ivy, repeat=repeat, budget_s=budget_s
            )
        except UnsupportedError as error:
            row["skipped"] = f"unsupported: {error}"
            continue
        except Exception as error:  # reported, and the run goes on
            row["error"] = f"{type(error).__name__}: {str(error).splitlines()[0][:160]}"
            continue
        row.update(
            native_us=native_us,
            ivy_us=ivy_us,
            over_us=ivy_us - native_us,
            over_percent=(ivy_us - native_us) / native_us * 100,
        )
    return rows


# ---------------------------------------------------------------------------------------------
# Report


def report(rows: list[dict]) -> str:
    lines = []
    backends = list(dict.fromkeys(row["backend"] for row in rows))
    summary = []
    for name in backends:
        mine = [r for r in rows if r["backend"] == name]
        timed = [r for r in mine if "over_percent" in r]
        lines += [
            f"## {name}",
            "",
            "| function | native µs | ivy µs | overhead µs | overhead % |",
            "|---|---|---|---|---|",
        ]
        for r in sorted(timed, key=lambda r: r["function"]):
            mark = " ✗" if r["over_percent"] > TARGET_PERCENT else ""
            note = f" ({r['note']})" if "note" in r else ""
            lines.append(
                f"| {r['function']}{note} | {r['native_us']:.2f} | {r['ivy_us']:.2f} | "
                f"{r['over_us']:+.2f} | {r['over_percent']:+.2f}{mark} |"
            )
        composites = [r for r in mine if "ivy_us" in r and "native_us" not in r]
        if composites:
            lines += [
                "",
                "Composites (written once in api/) and gradient transforms: no native baseline:",
                "",
            ]
            lines += ["| function | ivy µs |", "|---|---|"]
            lines += [
                f"| {r['function']} | {r['ivy_us']:.2f} |"
                for r in sorted(composites, key=lambda r: r["function"])
            ]
        others = [r for r in mine if "skipped" in r or "error" in r]
        if others:
            lines += [""]
            lines += [
                f"- {r['function']}: {r.get('skipped') or 'ERROR ' + r['error']}" for r in others
            ]
        over = [r for r in timed if r["over_percent"] > TARGET_PERCENT]
        median = statistics.median(r["over_percent"] for r in timed) if timed else float("nan")
        median_us = statistics.median(r["over_us"] for r in timed) if timed else float("nan")
        summary.append((name, len(timed), median, median_us, over))
        lines.append("")
    lines += [
        "## Summary",
        "",
        "| backend | functions timed | median overhead % | median overhead µs | above 1 % |",
        "|---|---|---|---|---|",
    ]
    for name, count, median, median_us, over in summary:
        lines.append(f"| {name} | {count} | {median:+.2f} | {median_us:+.2f} | {len(over)} |")
    for name, _, _, _, over in summary:
        if over:
            lines.append("")
            lines.append(f"Above {TARGET_PERCENT:g} % on {name}:")
            lines += [
                f"- {r['function']}: {r['over_percent']:+.1f} % ({r['over_us']:+.2f} µs "
                f"over {r['native_us']:.2f} µs): {reason(r)}"
                for r in sorted(over, key=lambda r: -r["over_percent"])
            ]
    lines.append("")
    lines.append(
        "Excluded (not timed): "
        + "; ".join(f"{name} ({reason})" for name, reason in EXCLUDED.items())
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", nargs="*", help="default: every installed one")
    parser.add_argument("--functions", nargs="*", help="keep names containing any of these")
    parser.add_argument("--quick", action="store_true", help="few, short repeats: a smoke run")
    parser.add_argument("--repeat", type=int, help="timing repeats (default 11; 3 with --quick)")
    parser.add_argument("--budget", type=float, help="seconds per repeat (default 0.005)")
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument(
        "--check", action="store_true", help="only check the spec table covers ivy.api"
    )
    args = parser.parse_args()

    problems = check_coverage()
    if args.check:
        for problem in problems:
            print(problem)
        covered = len(api.FUNCTIONS) - len(problems)
        print(
            f"{len(api.FUNCTIONS)} api functions: {len(set(SPECS) & set(api.FUNCTIONS))} with a "
            f"call spec, {len(EXCLUDED)} excluded, "
            f"{len(set(api.COMPOSITES) - set(SPECS) - set(EXCLUDED))} composites without a spec"
            + ("" if not problems else f"; {len(problems)} problems ({covered} ok)")
        )
        sys.exit(1 if problems else 0)
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)

    repeat = args.repeat or (3 if args.quick else 11)
    budget_s = args.budget or (0.001 if args.quick else 0.005)
    names = [n for n in api.FUNCTIONS if n in SPECS]
    if args.functions:
        names = [n for n in names if any(part in n for part in args.functions)]
    # mxnet is installed only in a venv of its own (numpy 1.23), so "every installed one" is
    # numpy, torch, jax, paddle, tensorflow in one environment and numpy, mxnet in the other.
    backends = args.backends or [b for b in BACKENDS if _installed(b)]
    np.seterr(all="ignore")
    warnings.filterwarnings("ignore")
    rows: list[dict] = []
    for name in sorted(backends, key=BACKENDS.index):
        if not _installed(name):
            print(f"{name}: not installed, skipped", file=sys.stderr)
            continue
        print(f"timing {len(names)} functions on {name} ...", file=sys.stderr, flush=True)
        rows.extend(measure(name, names, repeat=repeat, budget_s=budget_s))
    print(report(rows))
    if args.json:
        with open(args.json, "w") as out:
            json.dump(
                {
                    "rows": rows,
                    "excluded": EXCLUDED,
                    "repeat": repeat,
                    "budget_s": budget_s,
                    "elements": N,
                },
                out,
                indent=2,
            )


if __name__ == "__main__":
    main()
