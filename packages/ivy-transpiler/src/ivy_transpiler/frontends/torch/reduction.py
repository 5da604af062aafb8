"""Reductions, scans and sorting: sum/mean/max/var/..., cumsum, logsumexp, sort, topk.

``dim`` is an int, a sequence of ints or None (all dims), negative dims count from the end, and
``keepdim`` keeps reduced dims as size 1, as in torch. Integer and bool input to ``sum``,
``prod``, ``cumsum`` and ``cumprod`` accumulates in int64, as torch does. ``max``/``min`` with a
``dim`` and ``sort``/``topk`` return ``(values, indices)`` named tuples.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import (
    cast,
    is_array,
    ndim_of,
    normalize_dim,
    normalize_dims,
    refuse_out,
    shape_of,
    unsupported,
)
from ivy_transpiler.frontends.torch._dtypes import available, kind, to_ivy_dtype
from ivy_transpiler.frontends.torch.elementwise import maximum, minimum
from ivy_transpiler.frontends.torch.manipulation import slice_axis

__all__ = ["FRONTENDS", "ValuesIndices"]

ValuesIndices = namedtuple("ValuesIndices", ["values", "indices"])
"""What torch's ``max(x, dim)``, ``sort``, ``topk``, ... return (``torch.return_types``)."""

MinMax = namedtuple("MinMax", ["min", "max"])


def _axis(fn: str, x: Any, dim: Any) -> tuple[int, ...] | None:
    """``dim`` as ivy's ``axis``: None for all dims, else a tuple of non-negative dims."""
    if dim is None:
        return None
    if isinstance(dim, (list, tuple)) and not dim:
        return None  # torch reads an empty dim list as every dim
    return normalize_dims(fn, dim, ndim_of(x))


def _accumulating(x: Any, dtype: Any) -> Any:
    """``x`` in ``dtype``, or in int64 if it is integer or bool (torch's sum/prod/cumsum)."""
    dtype = to_ivy_dtype(dtype)
    if dtype is not None:
        return cast(x, dtype)
    if kind(ivy.dtype(x)) < 2:
        return cast(x, "int64")
    return x


def sum(
    input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None, out: Any = None
) -> Any:
    """torch.sum: the sum over ``dim`` (integers and bool in int64)."""
    refuse_out("sum", out)
    x = _accumulating(input, dtype)
    return ivy.sum(x, axis=_axis("sum", x, dim), keepdims=keepdim)


def nansum(
    input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None, out: Any = None
) -> Any:
    """torch.nansum: the sum over ``dim`` with NaN counted as zero."""
    refuse_out("nansum", out)
    if kind(ivy.dtype(input)) >= 2:
        input = ivy.where(ivy.isnan(input), ivy.zeros_like(input), input)
    return sum(input, dim, keepdim, dtype=dtype)


def prod(
    input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None, out: Any = None
) -> Any:
    """torch.prod: the product over ``dim`` (integers and bool in int64)."""
    refuse_out("prod", out)
    x = _accumulating(input, dtype)
    return ivy.prod(x, axis=_axis("prod", x, dim), keepdims=keepdim)


def mean(
    input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None, out: Any = None
) -> Any:
    """torch.mean: the mean over ``dim`` (refused for integer input, as torch does)."""
    refuse_out("mean", out)
    dtype = to_ivy_dtype(dtype)
    x = cast(input, dtype) if dtype is not None else input
    if kind(ivy.dtype(x)) < 2:
        raise RuntimeError(
            "mean(): could not infer output dtype. Input dtype must be either a floating point "
            f"or complex dtype. Got: {ivy.dtype(x)}"
        )
    return ivy.mean(x, axis=_axis("mean", x, dim), keepdims=keepdim)


def nanmean(
    input: Any, dim: Any = None, keepdim: bool = False, *, dtype: Any = None, out: Any = None
) -> Any:
    """torch.nanmean: the mean over ``dim`` of the entries that are not NaN."""
    refuse_out("nanmean", out)
    keep = ivy.logical_not(ivy.isnan(input))
    total = sum(ivy.where(keep, input, ivy.zeros_like(input)), dim, keepdim, dtype=dtype)
    count = sum(keep, dim, keepdim)
    return ivy.divide(total, ivy.astype(count, ivy.dtype(total)))


def _var_args(dim: Any, unbiased: Any, correction: Any) -> tuple[Any, float]:
    if isinstance(dim, bool):  # var(input, unbiased)
        dim, unbiased = None, dim
    if correction is None:
        correction = 1 if unbiased is None or unbiased else 0
    return dim, float(correction)


def var(
    input: Any, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *,
    correction: Any = None, out: Any = None,
) -> Any:  # fmt: skip
    """torch.var: the variance over ``dim`` with Bessel's ``correction`` (1 by default)."""
    refuse_out("var", out)
    dim, correction = _var_args(dim, unbiased, correction)
    return ivy.var(input, axis=_axis("var", input, dim), correction=correction, keepdims=keepdim)


def std(
    input: Any, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *,
    correction: Any = None, out: Any = None,
) -> Any:  # fmt: skip
    """torch.std: the standard deviation over ``dim`` with Bessel's ``correction`` (1)."""
    refuse_out("std", out)
    dim, correction = _var_args(dim, unbiased, correction)
    return ivy.std(input, axis=_axis("std", input, dim), correction=correction, keepdims=keepdim)


def var_mean(
    input: Any, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *,
    correction: Any = None,
) -> tuple[Any, Any]:  # fmt: skip
    """torch.var_mean: ``(var, mean)`` over ``dim``."""
    return (
        var(input, dim, unbiased, keepdim, correction=correction),
        mean(input, None if isinstance(dim, bool) else dim, keepdim),
    )


def std_mean(
    input: Any, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *,
    correction: Any = None,
) -> tuple[Any, Any]:  # fmt: skip
    """torch.std_mean: ``(std, mean)`` over ``dim``."""
    return (
        std(input, dim, unbiased, keepdim, correction=correction),
        mean(input, None if isinstance(dim, bool) else dim, keepdim),
    )


def _extreme(name: str, ivy_fn: Callable, arg_fn: Callable, binary: Callable) -> Callable:
    def fn(input: Any, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:
        refuse_out(name, out)
        if is_array(dim):  # max(input, other)
            return binary(input, dim)
        if dim is None:
            if not shape_of(input) or 0 not in shape_of(input):
                return _reduce_bool_safe(ivy_fn, input, None, False)
            raise IndexError(
                f"{name}(): Expected reduction dim to be specified for input.numel() == 0."
            )
        d = normalize_dim(name, dim, ndim_of(input))
        values = _reduce_bool_safe(ivy_fn, input, d if ndim_of(input) else None, keepdim)
        indices = _arg(arg_fn, input, d, keepdim)
        return ValuesIndices(values, indices)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"torch.{name}: the {name}imum of all entries; with ``dim``, ``(values, indices)`` along "
        f"it (the first index of ties); with a tensor, the element-wise {name}imum."
    )
    return fn


def _reduce_bool_safe(ivy_fn: Callable, x: Any, axis: Any, keepdims: bool) -> Any:
    if ivy.dtype(x) == "bool":
        return ivy.astype(ivy_fn(ivy.astype(x, "uint8"), axis=axis, keepdims=keepdims), "bool")
    return ivy_fn(x, axis=axis, keepdims=keepdims)


def _arg(arg_fn: Callable, x: Any, dim: int | None, keepdim: bool) -> Any:
    if ivy.dtype(x) == "bool":
        x = ivy.astype(x, "uint8")
    if ndim_of(x) == 0:
        return ivy.zeros((), dtype=available("int64"), backend=ivy.current_backend(x))
    found = arg_fn(x, axis=dim, keepdims=keepdim)
    if kind(str(ivy.dtype(x))) >= 2:
        # torch's extreme is the first NaN (ivy leaves NaN to the backend: tensorflow skips it)
        nan = ivy.isnan(x)
        first_nan = ivy.argmax(cast(nan, "uint8"), axis=dim, keepdims=keepdim)
        found = ivy.where(ivy.any(nan, axis=dim, keepdims=keepdim), first_nan, found)
    return cast(found, "int64")


max = _extreme("max", ivy.max, ivy.argmax, maximum)
min = _extreme("min", ivy.min, ivy.argmin, minimum)


def amax(input: Any, dim: Any = (), keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.amax: the maximum over ``dim`` (every dim for ``()``)."""
    refuse_out("amax", out)
    return _reduce_bool_safe(ivy.max, input, _axis("amax", input, dim), keepdim)


def amin(input: Any, dim: Any = (), keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.amin: the minimum over ``dim`` (every dim for ``()``)."""
    refuse_out("amin", out)
    return _reduce_bool_safe(ivy.min, input, _axis("amin", input, dim), keepdim)


def aminmax(input: Any, *, dim: int | None = None, keepdim: bool = False) -> tuple[Any, Any]:
    """torch.aminmax: ``(min, max)`` over ``dim`` (all dims for None)."""
    return MinMax(amin(input, () if dim is None else dim, keepdim),
                  amax(input, () if dim is None else dim, keepdim))  # fmt: skip


def argmax(input: Any, dim: int | None = None, keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.argmax: the index of the first maximum (of the flattened input for None), int64."""
    refuse_out("argmax", out)
    if dim is None:
        flat = ivy.reshape(input, (-1,))
        result = _arg(ivy.argmax, flat, 0, False)
        return ivy.reshape(result, (1,) * ndim_of(input)) if keepdim else result
    return _arg(ivy.argmax, input, normalize_dim("argmax", dim, ndim_of(input)), keepdim)


def argmin(input: Any, dim: int | None = None, keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.argmin: the index of the first minimum (of the flattened input for None), int64."""
    refuse_out("argmin", out)
    if dim is None:
        flat = ivy.reshape(input, (-1,))
        result = _arg(ivy.argmin, flat, 0, False)
        return ivy.reshape(result, (1,) * ndim_of(input)) if keepdim else result
    return _arg(ivy.argmin, input, normalize_dim("argmin", dim, ndim_of(input)), keepdim)


def _logical_result(result: Any, input: Any) -> Any:
    """torch.all and torch.any answer in uint8 for a uint8 input (a legacy of byte masks)."""
    return cast(result, "uint8") if str(ivy.dtype(input)) == "uint8" else result


def all(input: Any, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.all: whether every entry over ``dim`` is nonzero."""
    refuse_out("all", out)
    result = ivy.all(cast(input, "bool"), axis=_axis("all", input, dim), keepdims=keepdim)
    return _logical_result(result, input)


def any(input: Any, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.any: whether some entry over ``dim`` is nonzero."""
    refuse_out("any", out)
    result = ivy.any(cast(input, "bool"), axis=_axis("any", input, dim), keepdims=keepdim)
    return _logical_result(result, input)


def count_nonzero(input: Any, dim: Any = None) -> Any:
    """torch.count_nonzero: the number of nonzero entries over ``dim``, int64."""
    counts = ivy.count_nonzero(input, axis=_axis("count_nonzero", input, dim))
    return cast(counts, "int64")


def logsumexp(input: Any, dim: Any, keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.logsumexp: ``log(sum(exp(input)))`` over ``dim``, computed stably."""
    refuse_out("logsumexp", out)
    x = input if kind(ivy.dtype(input)) >= 2 else ivy.astype(input, "float32")
    axis = _axis("logsumexp", x, dim)
    peak = ivy.stop_gradient(ivy.max(x, axis=axis, keepdims=True))
    peak = ivy.where(ivy.isfinite(peak), peak, ivy.zeros_like(peak))
    total = ivy.sum(ivy.exp(ivy.subtract(x, peak)), axis=axis, keepdims=True)
    result = ivy.add(ivy.log(total), peak)
    if not keepdim:
        result = ivy.squeeze(result, axis if axis is not None else tuple(range(ndim_of(x))))
    return result


def _scan(name: str, ivy_fn: Callable) -> Callable:
    def fn(input: Any, dim: int, *, dtype: Any = None, out: Any = None) -> Any:
        refuse_out(name, out)
        x = _accumulating(input, dtype)
        if ndim_of(x) == 0:
            return x
        return ivy_fn(x, axis=normalize_dim(name, dim, ndim_of(x)))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: the running {name[3:]} along ``dim`` (integers in int64)."
    return fn


cumsum = _scan("cumsum", ivy.cumsum)
cumprod = _scan("cumprod", ivy.cumprod)


def _strictly_better(better: Callable, earlier: Any, later: Any) -> Any:
    """Whether the earlier running extreme beats the later one.

    torch keeps the later index on ties, and NaN beats every number (once reached it is the
    extreme, its last index kept).
    """
    wins = better(earlier, later)
    if kind(str(ivy.dtype(earlier))) >= 2:
        nan_first = ivy.logical_and(ivy.isnan(earlier), ivy.logical_not(ivy.isnan(later)))
        wins = ivy.logical_or(wins, nan_first)
    return wins


def _cumulative_extreme(name: str, better: Callable) -> Callable:
    def fn(input: Any, dim: int) -> Any:
        n = ndim_of(input)
        d = normalize_dim(name, dim, n)
        size = int(input.shape[d]) if n else 1
        if n == 0:
            return ValuesIndices(
                input, ivy.zeros((), dtype=available("int64"), backend=ivy.current_backend(input))
            )
        # prefix extremes by doubling: log2(size) steps of shifted comparisons
        values = input
        indices = ivy.broadcast_to(
            ivy.reshape(ivy.arange(size, dtype=available("int64"),
                                   backend=ivy.current_backend(input)),
                        tuple(size if i == d else 1 for i in range(n))),
            shape_of(input),
        )  # fmt: skip
        shift = 1
        while shift < size:
            pad = [(0, 0)] * n
            pad[d] = (shift, 0)
            prev_v = slice_axis(ivy.constant_pad(values, pad, value=0), d, 0, size)
            prev_i = slice_axis(ivy.constant_pad(indices, pad, value=-1), d, 0, size)
            valid = ivy.greater_equal(prev_i, 0)
            take_prev = ivy.logical_and(valid, _strictly_better(better, prev_v, values))
            values = ivy.where(take_prev, prev_v, values)
            indices = ivy.where(take_prev, prev_i, indices)
            shift *= 2
        return ValuesIndices(values, indices)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: the running {name[3:]} along ``dim`` and where it was reached."
    return fn


cummax = _cumulative_extreme("cummax", ivy.greater)
cummin = _cumulative_extreme("cummin", ivy.less)


def sort(
    input: Any, dim: int = -1, descending: bool = False, stable: bool = False, *, out: Any = None
) -> Any:
    """torch.sort: ``(values, indices)`` sorted along ``dim`` (ties keep their order)."""
    refuse_out("sort", out)
    if ndim_of(input) == 0:
        return ValuesIndices(
            input, ivy.zeros((), dtype=available("int64"), backend=ivy.current_backend(input))
        )
    d = normalize_dim("sort", dim, ndim_of(input))
    indices = ivy.argsort(input, axis=d, descending=descending, stable=True)
    return ValuesIndices(ivy.take_along_axis(input, indices, axis=d), cast(indices, "int64"))


def argsort(input: Any, dim: int = -1, descending: bool = False, stable: bool = False) -> Any:
    """torch.argsort: the indices that sort ``input`` along ``dim``, int64."""
    return sort(input, dim, descending, stable).indices


def msort(input: Any) -> Any:
    """torch.msort: sorted along dim 0."""
    return sort(input, 0).values


def topk(
    input: Any, k: int, dim: int = -1, largest: bool = True, sorted: bool = True, *,
    out: Any = None,
) -> Any:  # fmt: skip
    """torch.topk: the ``k`` largest (or smallest) entries along ``dim`` and their indices."""
    refuse_out("topk", out)
    d = normalize_dim("topk", dim, ndim_of(input))
    indices = ivy.argsort(input, axis=d, descending=largest, stable=True)
    indices = slice_axis(indices, d, 0, k)
    return ValuesIndices(ivy.take_along_axis(input, indices, axis=d), cast(indices, "int64"))


def kthvalue(input: Any, k: int, dim: int = -1, keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.kthvalue: the ``k``-th smallest entry along ``dim`` and its index."""
    refuse_out("kthvalue", out)
    d = normalize_dim("kthvalue", dim, ndim_of(input))
    values, indices = sort(input, d)
    values, indices = slice_axis(values, d, k - 1, k), slice_axis(indices, d, k - 1, k)
    if not keepdim:
        values, indices = ivy.squeeze(values, d), ivy.squeeze(indices, d)
    return ValuesIndices(values, indices)


def median(input: Any, dim: Any = None, keepdim: bool = False, *, out: Any = None) -> Any:
    """torch.median: the lower median (of all entries, or ``(values, indices)`` along ``dim``)."""
    refuse_out("median", out)
    if dim is None:
        flat = ivy.reshape(input, (-1,))
        return ivy.reshape(median(flat, 0).values, ())
    d = normalize_dim("median", dim, ndim_of(input))
    n = int(input.shape[d])
    values, indices = kthvalue(input, (n + 1) // 2, d, keepdim)
    if kind(str(ivy.dtype(input))) < 2:
        return ValuesIndices(values, indices)
    # a NaN makes the median NaN, at the index of the first NaN
    nan = ivy.isnan(input)
    has_nan = ivy.any(nan, axis=d, keepdims=keepdim)
    first_nan = ivy.astype(
        ivy.argmax(cast(nan, "uint8"), axis=d, keepdims=keepdim), ivy.dtype(indices)
    )
    return ValuesIndices(
        ivy.where(has_nan, ivy.full_like(values, float("nan")), values),
        ivy.where(has_nan, first_nan, indices),
    )


def diff(input: Any, n: int = 1, dim: int = -1, prepend: Any = None, append: Any = None) -> Any:
    """torch.diff: the ``n``-th forward difference along ``dim``."""
    d = normalize_dim("diff", dim, ndim_of(input))
    if ivy.dtype(input) != "bool":
        return ivy.diff(input, axis=d, n=n, prepend=prepend, append=append)
    # torch's difference of bools is their xor (ivy's diff subtracts, which bool lacks)
    x = ivy.concat([t for t in (prepend, input, append) if t is not None], axis=d)
    for _ in range(n):
        size = int(x.shape[d])
        x = ivy.not_equal(slice_axis(x, d, 1, size), slice_axis(x, d, 0, size - 1))
    return x


def _unsupported_dim_list(name: str) -> None:
    raise unsupported(name, "this form")


FRONTENDS: dict[str, Callable] = {}
for _name, _fn in [
    ("sum", sum), ("nansum", nansum), ("prod", prod), ("mean", mean), ("nanmean", nanmean),
    ("var", var), ("std", std), ("max", max), ("min", min), ("amax", amax), ("amin", amin),
    ("aminmax", aminmax), ("argmax", argmax), ("argmin", argmin), ("all", all), ("any", any),
    ("count_nonzero", count_nonzero), ("logsumexp", logsumexp), ("cumsum", cumsum),
    ("cumprod", cumprod), ("cummax", cummax), ("cummin", cummin), ("sort", sort),
    ("argsort", argsort), ("msort", msort), ("topk", topk), ("kthvalue", kthvalue),
    ("median", median), ("diff", diff),
]:  # fmt: skip
    FRONTENDS[f"torch.{_name}"] = _fn
    FRONTENDS[f"torch.Tensor.{_name}"] = _fn
FRONTENDS["torch.var_mean"] = var_mean
FRONTENDS["torch.std_mean"] = std_mean
FRONTENDS["torch.special.logsumexp"] = logsumexp
del _name, _fn
