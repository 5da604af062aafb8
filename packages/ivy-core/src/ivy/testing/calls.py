"""A valid call of every api function, at any size: :data:`SPECS`.

One table serves the overhead benchmark (``benchmarks/loc_and_overhead/api_overhead.py``, on
~10,000-element inputs: :data:`BENCHMARK`) and the tests that call every function (on a few
elements: :data:`SMALL`, small and fixed so that jax compiles each operation once). A spec is a
function of :class:`Arrays`, which makes one backend's native arrays of the sizes it was given:

>>> import ivy
>>> from ivy.testing.calls import SMALL, SPECS, Arrays
>>> spec = SPECS["matmul"](Arrays(ivy.numpy, SMALL))
>>> ivy.numpy.matmul(*spec.args, **spec.kwargs).shape
(4, 4)

Functions without a spec are listed, with the reason, in the benchmark's ``EXCLUDED`` (no array
in or out) or are composites it times otherwise; ``api_overhead.py --check`` keeps that
complete.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

__all__ = [
    "Call",
    "call",
    "Sizes",
    "BENCHMARK",
    "SMALL",
    "Arrays",
    "SPECS",
    "TAKES_ANYTHING",
    "function",
    "bound_call",
]


@dataclass
class Call:
    """The arguments of one call, and optionally what to do with its result.

    ``then``: e.g. call the function that ``ivy.grad`` returns.
    """

    args: tuple
    kwargs: dict = field(default_factory=dict)
    then: Callable[[Any], Any] | None = None


def call(*args: Any, then: Callable[[Any], Any] | None = None, **kwargs: Any) -> Call:
    """A :class:`Call` of these arguments."""
    return Call(args, kwargs, then)


@dataclass(frozen=True)
class Sizes:
    """The input sizes of the specs.

    Attributes:
        side: the side of square matrices; vectors have ``side ** 2`` elements, so that they
            reshape to a matrix. A multiple of 4 (``multi_head_attention`` takes 4 heads).
        image: an NHWC image, for 2-d convolution and pooling; height and width multiples of 10
            (``adaptive_avg_pool2d`` pools to a fifth of them), 4 channels.
        volume: an NDHWC volume, for 3-d convolution and pooling; 4 channels.
        sequence: an NWC sequence, for 1-d convolution and pooling; a width that is a multiple
            of 25 (``adaptive_avg_pool1d`` pools to a 25th of it), 4 channels.
    """

    side: int
    image: tuple[int, int, int, int]
    volume: tuple[int, int, int, int, int]
    sequence: tuple[int, int, int]

    @property
    def n(self) -> int:
        """The length of vectors: ``side ** 2``."""
        return self.side**2


BENCHMARK = Sizes(side=100, image=(1, 50, 50, 4), volume=(1, 10, 25, 10, 4), sequence=(1, 2500, 4))
"""~10,000 elements per input: the overhead benchmark's sizes."""

SMALL = Sizes(side=4, image=(1, 10, 10, 4), volume=(1, 4, 4, 4, 4), sequence=(1, 50, 4))
"""A few elements per input: for tests that call every function."""


class Arrays:
    """Makes the native arrays of one backend for the specs (deterministic values).

    Args:
        namespace: the framework namespace (``ivy.torch``) whose ``asarray`` makes the arrays.
        sizes: the input sizes.
        backend: the backend module (``ivy.backends.torch``), for the functions that the
            gradient specs differentiate; None where no such spec is called.
    """

    def __init__(self, namespace: Any, sizes: Sizes, backend: Any = None) -> None:
        self.ns, self.be, self.sizes = namespace, backend, sizes
        self.n, self.m = sizes.n, sizes.side
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
        """Integers in ``[lo, hi)``."""
        return self._native(self.rng.integers(lo, hi, shape).astype(dtype))

    def b(self, *shape: int) -> Any:
        """Booleans, about half True."""
        return self._native(self.rng.random(shape) < 0.5)

    def c(self, *shape: int) -> Any:
        """complex64 values with real and imaginary parts in ``[-1, 1)``."""
        z = self.rng.uniform(-1, 1, shape) + 1j * self.rng.uniform(-1, 1, shape)
        return self._native(z.astype(np.complex64))

    def sorted(self, n: int) -> Any:
        """``n`` ascending floats in ``[0, 1)``."""
        return self._native(np.sort(self.rng.uniform(0, 1, n)).astype(np.float32))

    def spd(self, n: int) -> Any:
        """A symmetric positive-definite, well-conditioned n x n matrix."""
        a = self.rng.uniform(-1, 1, (n, n))
        return self._native((a @ a.T / n + np.eye(n)).astype(np.float32))

    def probs(self, *shape: int) -> Any:
        """Probabilities: positive, summing to 1 along the last axis."""
        p = self.rng.uniform(0.1, 1, shape)
        return self._native((p / p.sum(-1, keepdims=True)).astype(np.float32))

    def twins(self, *shape: int) -> tuple[Any, Any]:
        """Two distinct arrays of equal values."""
        x = self.rng.uniform(0.1, 0.9, shape).astype(np.float32)
        return self._native(x), self._native(x.copy())

    # Functions to differentiate, built from the backend's own functions so that the native and
    # the ivy call run the same code inside.
    def loss(self) -> Callable[[Any], Any]:
        """``x -> sum(x * x)``."""
        be = self.be
        return lambda x: be.sum(be.multiply(x, x))

    def square(self) -> Callable[[Any], Any]:
        """``x -> x * x``."""
        be = self.be
        return lambda x: be.multiply(x, x)


def _grad_call(a: Arrays) -> Call:
    x = a.f(a.n)
    return call(a.loss(), then=lambda g: g(x))


def _jac_call(a: Arrays) -> Call:
    x = a.f(a.m)  # an m x m Jacobian
    return call(a.square(), then=lambda j: j(x))


def _lstm_args(a: Arrays) -> tuple:
    # x (N, T, I) = (1, m, m), hidden m / 4: kernel (m, m), recurrent kernel (m / 4, m)
    m = a.m
    return a.f(1, m, m), a.f(m, m, lo=-0.1, hi=0.1), a.f(m // 4, m, lo=-0.1, hi=0.1)


def _mha(a: Arrays) -> Call:
    m = a.m
    q, k, v = a.f(1, m, m), a.f(1, m, m), a.f(1, m, m)
    w = {f"{p}_proj_weight": a.f(m, m, lo=-0.1, hi=0.1) for p in ("q", "k", "v", "out")}
    return call(q, k, v, 4, **w)


def _unary(a: Arrays) -> Call:
    return call(a.f(a.n))


def _binary(a: Arrays) -> Call:
    return call(a.f(a.n), a.f(a.n))


def _signed(a: Arrays) -> Call:
    return call(a.f(a.n, lo=-1.0, hi=1.0))


def _matrix(a: Arrays) -> Call:
    return call(a.f(a.m, a.m))


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
    "acosh": lambda a: call(a.f(a.n, lo=1.1, hi=2.0)),
    "clip": lambda a: call(a.f(a.n), 0.2, 0.8),
    **dict.fromkeys(("conj", "real", "imag"), lambda a: call(a.c(a.n))),
    **dict.fromkeys(
        ("bitwise_and", "bitwise_or", "bitwise_xor"), lambda a: call(a.i(a.n, hi=1000), a.i(a.n))
    ),
    **dict.fromkeys(
        ("bitwise_left_shift", "bitwise_right_shift"),
        lambda a: call(a.i(a.n, hi=1000), a.i(a.n, hi=8)),
    ),
    "bitwise_invert": lambda a: call(a.i(a.n)),
    **dict.fromkeys(
        ("logical_and", "logical_or", "logical_xor"), lambda a: call(a.b(a.n), a.b(a.n))
    ),
    "logical_not": lambda a: call(a.b(a.n)),
    # creation (dtype given: the backends' own defaults may differ from ivy's float32)
    "asarray": lambda a: call(a.np(a.n)),
    "from_dlpack": lambda a: call(a.np(a.n)),
    **dict.fromkeys(("zeros", "ones", "empty"), lambda a: call((a.m, a.m), dtype="float32")),
    "full": lambda a: call((a.m, a.m), 1.5, dtype="float32"),
    **dict.fromkeys(("zeros_like", "ones_like", "empty_like"), _unary),
    "full_like": lambda a: call(a.f(a.n), 1.5),
    "arange": lambda a: call(0, a.n, 1, dtype="float32"),
    "linspace": lambda a: call(0.0, 1.0, a.n, dtype="float32"),
    "logspace": lambda a: call(0.0, 2.0, a.n, dtype="float32"),
    "eye": lambda a: call(a.m, dtype="float32"),
    "meshgrid": lambda a: call(a.f(a.m), a.f(a.m)),
    **dict.fromkeys(("tril", "triu"), _matrix),
    # data types, device
    "astype": lambda a: call(a.f(a.n), "float64"),
    "to_device": lambda a: call(a.f(a.n), "cpu"),
    # manipulation
    "reshape": lambda a: call(a.f(a.n), (a.m, a.m)),
    **dict.fromkeys(("concat", "stack"), lambda a: call([a.f(a.n // 2), a.f(a.n // 2)])),
    "expand_dims": lambda a: call(a.f(a.n), 0),
    "squeeze": lambda a: call(a.f(1, a.n), 0),
    "permute_dims": lambda a: call(a.f(a.m, a.m), (1, 0)),
    "roll": lambda a: call(a.f(a.n), 3),
    "tile": lambda a: call(a.f(a.n // 2), (2,)),
    "repeat": lambda a: call(a.f(a.n // 2), 2),
    "split": lambda a: call(a.f(a.n), 4),
    "unstack": _matrix,
    "broadcast_to": lambda a: call(a.f(a.m), (a.m, a.m)),
    "broadcast_arrays": lambda a: call(a.f(a.m, 1), a.f(1, a.m)),
    **dict.fromkeys(("moveaxis", "swapaxes"), lambda a: call(a.f(a.m, a.m), 0, 1)),
    "constant_pad": lambda a: call(a.f(a.m - 2, a.m - 2), ((1, 1), (1, 1)), value=0.5),
    "zero_pad": lambda a: call(a.f(a.m - 2, a.m - 2), ((1, 1), (1, 1))),
    # indexing, searching, sorting, set
    "take": lambda a: call(a.f(a.n), a.i(a.n, hi=a.n), axis=0),
    "take_along_axis": lambda a: call(a.f(a.m, a.m), a.i(a.m, a.m, hi=a.m), axis=1),
    **dict.fromkeys(("nonzero", "argwhere", "indices_where"), lambda a: call(a.b(a.n))),
    "where": lambda a: call(a.b(a.n), a.f(a.n), a.f(a.n)),
    "searchsorted": lambda a: call(a.sorted(a.n), a.f(a.n)),
    "count_nonzero": lambda a: call(a.i(a.n, hi=2)),
    **dict.fromkeys(
        ("unique_all", "unique_counts", "unique_inverse", "unique_values"),
        lambda a: call(a.i(a.n, hi=1000)),
    ),
    "isin": lambda a: call(a.i(a.n, hi=1000), a.i(a.m, hi=1000)),
    # statistical, utility
    "prod": lambda a: call(a.f(a.n, lo=0.999, hi=1.001)),
    "cumprod": lambda a: call(a.f(a.n, lo=0.999, hi=1.001)),
    "cumulative_prod": lambda a: call(a.f(a.n, lo=0.999, hi=1.001)),
    **dict.fromkeys(("all", "any"), lambda a: call(a.b(a.n))),
    # linear algebra: m x m matrices
    "matmul": lambda a: call(a.f(a.m, a.m), a.f(a.m, a.m)),
    "matrix_transpose": _matrix,
    "tensordot": lambda a: call(a.f(a.m, a.m), a.f(a.m, a.m), axes=1),
    "vecdot": lambda a: call(a.f(a.m, a.m), a.f(a.m, a.m)),
    "einsum": lambda a: call("ij,jk->ik", a.f(a.m, a.m), a.f(a.m, a.m)),
    "vector_to_skew_symmetric_matrix": lambda a: call(a.f(a.n // 9, 3)),
    **dict.fromkeys(
        ("cholesky", "det", "eigh", "eigvalsh", "inv", "slogdet"), lambda a: call(a.spd(a.m))
    ),
    **dict.fromkeys(("eig", "eigvals"), lambda a: call(a.spd(a.m))),
    "cross": lambda a: call(a.f(a.n // 3, 3), a.f(a.n // 3, 3)),
    **dict.fromkeys(
        ("diagonal", "matrix_norm", "matrix_rank", "pinv", "qr", "svd", "svdvals", "trace"),
        _matrix,
    ),
    "matrix_power": lambda a: call(a.spd(a.m), 3),
    "outer": lambda a: call(a.f(a.m), a.f(a.m)),
    "solve": lambda a: call(a.spd(a.m), a.f(a.m, a.m)),
    # fft
    **dict.fromkeys(("fft", "ifft"), lambda a: call(a.c(a.n))),
    **dict.fromkeys(("fftn", "ifftn"), lambda a: call(a.c(a.m, a.m))),
    **dict.fromkeys(("rfft", "ihfft"), _unary),
    "rfftn": _matrix,
    **dict.fromkeys(("irfft", "hfft"), lambda a: call(a.c(a.n // 2 + 1))),
    "irfftn": lambda a: call(a.c(a.m, a.m // 2 + 1)),
    **dict.fromkeys(("fftfreq", "rfftfreq"), lambda a: call(a.n, dtype="float32")),
    # general
    "array_equal": lambda a: call(*a.twins(a.n)),
    "gather": lambda a: call(a.f(a.m, a.m), a.i(a.m, hi=a.m), axis=0),
    "gather_nd": lambda a: call(a.f(a.m, a.m), a.i(a.n // 2, 2, hi=a.m)),
    "scatter_nd": lambda a: call(a.i(a.n, 1, hi=a.n), a.f(a.n), (a.n,)),
    "scatter_flat": lambda a: call(a.i(a.n, hi=a.n), a.f(a.n), a.n),
    "one_hot": lambda a: call(a.i(a.n // 10, hi=10), 10),
    "stable_pow": lambda a: call(a.f(a.n), 2.0),
    "fourier_encode": lambda a: call(a.f(a.n // 10, 1, lo=-1.0, hi=1.0), 10.0),
    # random
    **dict.fromkeys(
        ("random_uniform", "random_normal"), lambda a: call(shape=(a.n,), dtype="float32")
    ),
    "randint": lambda a: call(0, 100, shape=(a.n,), dtype="int64"),
    "multinomial": lambda a: call(a.f(a.m, a.m), 10),
    "bernoulli": _unary,
    "dropout": lambda a: call(a.f(a.n), 0.5),
    # gradients (functions of the backend's own multiply and sum)
    "execute_with_gradients": lambda a: call(a.loss(), a.f(a.n)),
    **dict.fromkeys(("value_and_grad", "grad"), _grad_call),
    "jac": _jac_call,
    "vjp": lambda a: call(a.square(), a.f(a.n)),
    "jvp": lambda a: call(a.square(), (a.f(a.n),), (a.f(a.n),)),
    # optimizers: one weight of n elements
    **dict.fromkeys(
        ("optimizer_update", "gradient_descent_update", "lars_update"),
        lambda a: call(a.f(a.n), a.f(a.n), 0.1),
    ),
    **dict.fromkeys(
        ("adam_update", "lamb_update"),
        lambda a: call(a.f(a.n), a.f(a.n), 0.1, a.f(a.n), a.f(a.n), 1),
    ),
    # activations, losses
    **dict.fromkeys(ACTIVATIONS, _signed),
    **dict.fromkeys(("softmax", "log_softmax"), lambda a: call(a.f(a.m, a.m, lo=-1.0, hi=1.0))),
    "cross_entropy": lambda a: call(a.probs(a.m, a.m), a.probs(a.m, a.m)),
    "sparse_cross_entropy": lambda a: call(a.i(a.m, hi=a.m), a.probs(a.m, a.m)),
    "kl_div": lambda a: call(a.f(a.n, lo=-3.0, hi=-0.1), a.f(a.n)),
    # normalization: NHWC images
    "layer_norm": lambda a: call(a.f(a.m, a.m), a.m),
    "batch_norm": lambda a: call(a.f(*a.sizes.image), a.f(4), a.f(4)),
    "group_norm": lambda a: call(a.f(*a.sizes.image), 2),
    "instance_norm": lambda a: call(a.f(*a.sizes.image)),
    # layers
    "linear": lambda a: call(a.f(a.m, a.m), a.f(a.m, a.m), bias=a.f(a.m)),
    "embedding": lambda a: call(a.f(a.n // 10, 10), a.i(a.n // 10, hi=a.n // 10)),
    "scaled_dot_product_attention": lambda a: call(
        a.f(1, a.m, a.m), a.f(1, a.m, a.m), a.f(1, a.m, a.m)
    ),
    "multi_head_attention": _mha,
    "lstm_update": lambda a: (lambda x, k, r: call(x, a.f(1, a.m // 4), a.f(1, a.m // 4), k, r))(
        *_lstm_args(a)
    ),
    "lstm": lambda a: (lambda x, k, r: call(x, [(k, r)]))(*_lstm_args(a)),
    # convolution: 3-wide (3x3, 3x3x3) filters, 4 channels in and out
    "conv1d": lambda a: call(a.f(*a.sizes.sequence), a.f(3, 4, 4), 1, "SAME"),
    "conv2d": lambda a: call(a.f(*a.sizes.image), a.f(3, 3, 4, 4), 1, "SAME"),
    "conv3d": lambda a: call(a.f(*a.sizes.volume), a.f(3, 3, 3, 4, 4), 1, "SAME"),
    "conv1d_transpose": lambda a: call(a.f(*a.sizes.sequence), a.f(3, 4, 4), 1, "SAME"),
    "conv2d_transpose": lambda a: call(a.f(*a.sizes.image), a.f(3, 3, 4, 4), 1, "SAME"),
    "conv3d_transpose": lambda a: call(a.f(*a.sizes.volume), a.f(3, 3, 3, 4, 4), 1, "SAME"),
    "depthwise_conv2d": lambda a: call(a.f(*a.sizes.image), a.f(3, 3, 4), 1, "SAME"),
    # pooling: 2-wide windows, stride 2
    **dict.fromkeys(
        ("max_pool1d", "avg_pool1d"), lambda a: call(a.f(*a.sizes.sequence), 2, 2, "VALID")
    ),
    **dict.fromkeys(
        ("max_pool2d", "avg_pool2d"), lambda a: call(a.f(*a.sizes.image), 2, 2, "VALID")
    ),
    **dict.fromkeys(
        ("max_pool3d", "avg_pool3d"), lambda a: call(a.f(*a.sizes.volume), 2, 2, "VALID")
    ),
    "adaptive_avg_pool1d": lambda a: call(a.f(*a.sizes.sequence), a.sizes.sequence[1] // 25),
    "adaptive_avg_pool2d": lambda a: call(a.f(*a.sizes.image), a.sizes.image[1] // 5),
    "interpolate": lambda a: call(
        a.f(*a.sizes.image), (2 * a.sizes.image[1], 2 * a.sizes.image[2]), mode="bilinear"
    ),
    # image: n points in and around the image
    "bilinear_resample": lambda a: call(
        a.f(*a.sizes.image), a.f(1, a.n, 2, lo=-1.0, hi=float(a.sizes.image[1]))
    ),
}
"""How to call each function with a spec: a function of :class:`Arrays` giving the arguments."""


TAKES_ANYTHING = frozenset({"asarray", "from_dlpack", "to_numpy", "to_list", "stop_gradient"})
"""Functions whose array argument converts or passes through whatever it is given: the tables
of bad and sequence arguments leave them out."""


def function(namespace: Any, name: str) -> Callable[..., Any]:
    """The api function ``name`` of a framework namespace (the fft ones are in ``.fft``)."""
    fn = getattr(namespace, name, None)
    return fn if callable(fn) else getattr(namespace.fft, name)


def bound_call(
    backend: str, name: str, sizes: Sizes = SMALL
) -> tuple[Callable[..., Any], Call, inspect.BoundArguments]:
    """``ivy.<backend>``'s function ``name``, its spec's call, and the call's bound arguments.

    The arrays are made at ``sizes``; the arguments are bound to the function's parameters by
    name, for tests that vary one argument at a time.

    Raises:
        UnsupportedError: the backend cannot make the spec's arrays (mxnet's complex ones).
    """
    import ivy

    namespace = getattr(ivy, backend)
    fn = function(namespace, name)
    spec = SPECS[name](Arrays(namespace, sizes, ivy.framework.load_backend(backend)))
    return fn, spec, inspect.signature(fn).bind(*spec.args, **spec.kwargs)
