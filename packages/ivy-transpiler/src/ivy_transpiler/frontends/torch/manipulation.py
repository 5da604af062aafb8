"""Shape and layout: view/reshape, permute/transpose, squeeze, cat/stack, split/chunk, expand, ...

Shapes are static (the tracer folds them for the example inputs), so every size here is a
Python int. Views are values: ``view``, ``contiguous``, ``clone`` and the like return arrays that
share nothing with their input, which is what a functional graph needs (a later in-place update
of a view is a ``__setitem__``/in-place frontend on that value, not on its base; see the
registry's docstring).
"""

from __future__ import annotations

import itertools
import math
import operator
from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import (
    as_shape,
    cast,
    is_array,
    ndim_of,
    normalize_dim,
    normalize_dims,
    refuse_out,
    shape_of,
    unsupported,
)
from ivy_transpiler.frontends.torch._dtypes import available, promote_types

__all__ = ["FRONTENDS"]


def _infer_shape(fn: str, x: Any, shape: tuple[int, ...]) -> tuple[int, ...]:
    """``shape`` with its ``-1`` resolved against ``x``'s number of elements."""
    numel = math.prod(shape_of(x))
    if shape.count(-1) > 1:
        raise RuntimeError(f"{fn}: only one dimension can be inferred")
    if -1 in shape:
        known = math.prod(s for s in shape if s != -1)
        if known == 0 or numel % known:
            raise RuntimeError(f"{fn}: shape '{list(shape)}' is invalid for input of size {numel}")
        shape = tuple(numel // known if s == -1 else s for s in shape)
    if math.prod(shape) != numel:
        raise RuntimeError(f"{fn}: shape '{list(shape)}' is invalid for input of size {numel}")
    return shape


def reshape(input: Any, shape: Sequence[int]) -> Any:
    """torch.reshape: ``input`` with ``shape`` (one ``-1`` inferred)."""
    shape = _infer_shape("reshape", input, as_shape((shape,)))
    if shape == shape_of(input):
        return input
    return ivy.reshape(input, shape)


def tensor_reshape(self: Any, *shape: Any) -> Any:
    """torch.Tensor.reshape: ``self`` with ``shape``, given as ints or one sequence."""
    return reshape(self, as_shape(shape))


def view(self: Any, *shape: Any, dtype: Any = None) -> Any:
    """torch.Tensor.view: :func:`tensor_reshape` (a reinterpreting ``view(dtype)`` is refused)."""
    if dtype is not None or (len(shape) == 1 and isinstance(shape[0], str)):
        raise unsupported("Tensor.view", "view(dtype), a bit-level reinterpretation")
    return reshape(self, as_shape(shape))


def view_as(self: Any, other: Any) -> Any:
    """torch.Tensor.view_as: ``self`` with ``other``'s shape."""
    return reshape(self, shape_of(other))


def flatten(input: Any, start_dim: int = 0, end_dim: int = -1) -> Any:
    """torch.flatten: dims ``start_dim..end_dim`` merged into one (a 0-d tensor becomes 1-d)."""
    shape = shape_of(input)
    if not shape:
        return ivy.reshape(input, (1,))
    start = normalize_dim("flatten", start_dim, len(shape))
    end = normalize_dim("flatten", end_dim, len(shape))
    if start > end:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if start == end:
        return input
    merged = math.prod(shape[start : end + 1])
    return ivy.reshape(input, (*shape[:start], merged, *shape[end + 1 :]))


def unflatten(input: Any, dim: int, sizes: Sequence[int]) -> Any:
    """torch.unflatten: dim ``dim`` split into ``sizes`` (one ``-1`` inferred)."""
    shape = shape_of(input)
    d = normalize_dim("unflatten", dim, len(shape))
    sizes = tuple(operator.index(s) for s in sizes)
    if -1 in sizes:
        known = math.prod(s for s in sizes if s != -1)
        sizes = tuple(shape[d] // known if s == -1 else s for s in sizes)
    if math.prod(sizes) != shape[d]:
        raise RuntimeError(
            f"unflatten: Provided sizes {list(sizes)} don't multiply up to the size of dim {dim} "
            f"({shape[d]}) in the input tensor"
        )
    return ivy.reshape(input, (*shape[:d], *sizes, *shape[d + 1 :]))


def permute(input: Any, dims: Sequence[int]) -> Any:
    """torch.permute: the dims of ``input`` reordered to ``dims``."""
    n = ndim_of(input)
    axes = tuple(normalize_dim("permute", d, n) for d in dims)
    if sorted(axes) != list(range(n)):
        raise RuntimeError(
            f"permute(sparse_coo): number of dimensions in the tensor input does not match the "
            f"length of the desired ordering of dimensions i.e. input.dim() = {n} is not equal "
            f"to len(dims) = {len(dims)}"
            if len(axes) != n
            else f"permute: repeated dim in {tuple(dims)}"
        )
    if axes == tuple(range(n)):
        return input
    return ivy.permute_dims(input, axes)


def tensor_permute(self: Any, *dims: Any) -> Any:
    """torch.Tensor.permute: :func:`permute` with dims as ints or one sequence."""
    return permute(self, as_shape(dims))


def transpose(input: Any, dim0: int, dim1: int) -> Any:
    """torch.transpose: dims ``dim0`` and ``dim1`` swapped."""
    n = ndim_of(input)
    a, b = normalize_dim("transpose", dim0, n), normalize_dim("transpose", dim1, n)
    if a == b or n < 2:
        return input
    return ivy.swapaxes(input, a, b)


def t(input: Any) -> Any:
    """torch.t: the transpose of a matrix (0-d and 1-d tensors as they are)."""
    n = ndim_of(input)
    if n > 2:
        raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {n}D")
    return transpose(input, 0, 1) if n == 2 else input


def adjoint(input: Any) -> Any:
    """torch.adjoint: the conjugate transpose of the last two dims."""
    x = transpose(input, -2, -1)
    return ivy.conj(x) if str(ivy.dtype(x)).startswith("complex") else x


def movedim(input: Any, source: Any, destination: Any) -> Any:
    """torch.movedim: dims ``source`` moved to ``destination`` (ints or sequences)."""
    n = ndim_of(input)
    src = (source,) if isinstance(source, int) else tuple(source)
    dst = (destination,) if isinstance(destination, int) else tuple(destination)
    src = tuple(normalize_dim("movedim", d, n) for d in src)
    dst = tuple(normalize_dim("movedim", d, n) for d in dst)
    if len(src) != len(dst):
        raise RuntimeError(
            f"movedim: Invalid source or destination dims: source ({list(source)} dims) should "
            f"contain the same number of dims as destination ({list(destination)} dims)"
        )
    if not src:
        return input
    return ivy.moveaxis(input, src, dst)


def squeeze(input: Any, dim: Any = None) -> Any:
    """torch.squeeze: size-1 dims removed (all of them, or those of ``dim`` that have size 1)."""
    shape = shape_of(input)
    if dim is None:
        axes = tuple(i for i, s in enumerate(shape) if s == 1)
    else:
        axes = tuple(d for d in normalize_dims("squeeze", dim, len(shape)) if shape[d] == 1)
    if not axes:
        return input
    return ivy.squeeze(input, axes)


def unsqueeze(input: Any, dim: int) -> Any:
    """torch.unsqueeze: a size-1 dim inserted at ``dim`` (in ``[-ndim - 1, ndim]``)."""
    n = ndim_of(input)
    d = normalize_dim("unsqueeze", dim, n + 1)
    return ivy.expand_dims(input, d)


def _promote_all(tensors: Sequence[Any]) -> list[Any]:
    dtypes = [ivy.dtype(t) for t in tensors]
    dtype = dtypes[0]
    for other in dtypes[1:]:
        dtype = promote_types(dtype, other)
    return [cast(t, dtype) for t in tensors]


def cat(tensors: Sequence[Any], dim: int = 0, *, out: Any = None) -> Any:
    """torch.cat: ``tensors`` joined along ``dim``, promoted to a common dtype.

    As torch does, 1-d empty tensors (shape ``(0,)``) are skipped whatever the others' rank.
    """
    refuse_out("cat", out)
    tensors = list(tensors)
    if not tensors:
        raise RuntimeError("torch.cat(): expected a non-empty list of Tensors")
    promoted_ = _promote_all(tensors)
    kept = [t for t in promoted_ if shape_of(t) != (0,)] or promoted_[:1]
    if len(kept) == 1:
        return kept[0]
    d = normalize_dim("cat", dim, ndim_of(kept[0]))
    return ivy.concat(kept, axis=d)


def concatenate(tensors: Sequence[Any], axis: int = 0, *, dim: Any = None, out: Any = None) -> Any:
    """torch.concatenate: :func:`cat`, its dim also spelled ``axis`` (numpy's name)."""
    return cat(tensors, axis if dim is None else dim, out=out)


def stack(tensors: Sequence[Any], dim: int = 0, *, out: Any = None) -> Any:
    """torch.stack: ``tensors`` (of one shape) stacked along a new dim ``dim``."""
    refuse_out("stack", out)
    tensors = _promote_all(list(tensors))
    d = normalize_dim("stack", dim, ndim_of(tensors[0]) + 1)
    return ivy.stack(tensors, axis=d)


def _stack_along(name: str, axis_of: Callable[[int], int], at_least: int) -> Callable:
    def fn(tensors: Sequence[Any], *, out: Any = None) -> Any:
        refuse_out(name, out)
        arrays = [atleast(t, at_least) for t in tensors]
        return cat(arrays, axis_of(ndim_of(arrays[0])))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: the tensors joined as numpy's {name} does."
    return fn


def atleast(x: Any, n: int) -> Any:
    """``x`` with leading (1-d, 2-d) or numpy's ``atleast_3d`` placement of size-1 dims."""
    shape = shape_of(x)
    if len(shape) >= n:
        return x
    if n == 3 and len(shape) == 2:
        return ivy.expand_dims(x, -1)
    if n == 3 and len(shape) == 1:
        return ivy.reshape(x, (1, shape[0], 1))
    return ivy.reshape(x, (1,) * (n - len(shape)) + shape)


hstack = _stack_along("hstack", lambda n: 0 if n == 1 else 1, 1)
vstack = _stack_along("vstack", lambda n: 0, 2)
dstack = _stack_along("dstack", lambda n: 2, 3)


def _sizes_of_split(fn: str, size: int, split_size_or_sections: Any) -> list[int]:
    if isinstance(split_size_or_sections, int):
        step = split_size_or_sections
        if step <= 0 and size:
            raise RuntimeError(
                f"{fn} expects split_size be non-negative, but got split_size={step}"
            )
        if size == 0:
            return [0]
        return [min(step, size - start) for start in range(0, size, step)]
    sizes = [operator.index(s) for s in split_size_or_sections]
    if sum(sizes) != size:
        raise RuntimeError(
            f"{fn}_with_sizes expects split_sizes to sum exactly to {size} (input tensor's size "
            f"at dimension), but got split_sizes={sizes}"
        )
    return sizes


def split(tensor: Any, split_size_or_sections: Any, dim: int = 0) -> tuple[Any, ...]:
    """torch.split.

    Pieces of ``split_size`` along ``dim`` (the last smaller), or of the given sizes.
    """
    shape = shape_of(tensor)
    d = normalize_dim("split", dim, len(shape))
    sizes = _sizes_of_split("split", shape[d], split_size_or_sections)
    if len(sizes) == 1:
        return (tensor,)
    return tuple(ivy.split(tensor, sizes, axis=d))


def split_with_sizes(self: Any, split_sizes: Sequence[int], dim: int = 0) -> tuple[Any, ...]:
    """torch.split_with_sizes: pieces of the given sizes along ``dim``."""
    return split(self, list(split_sizes), dim)


def tensor_split(input: Any, indices_or_sections: Any, dim: int = 0) -> tuple[Any, ...]:
    """torch.tensor_split: ``n`` nearly equal pieces (the first ones larger), or cut at indices."""
    shape = shape_of(input)
    d = normalize_dim("tensor_split", dim, len(shape))
    size = shape[d]
    if isinstance(indices_or_sections, int):
        n = indices_or_sections
        base, extra = divmod(size, n)
        sizes = [base + 1] * extra + [base] * (n - extra)
    else:
        cuts = [min(max(operator.index(i) % (size + 1) if i < 0 else i, 0), size)
                for i in indices_or_sections]  # fmt: skip
        bounds = [0, *cuts, size]
        sizes = [max(b - a, 0) for a, b in itertools.pairwise(bounds)]
    return tuple(ivy.split(input, sizes, axis=d))


def chunk(input: Any, chunks: int, dim: int = 0) -> tuple[Any, ...]:
    """torch.chunk: up to ``chunks`` pieces of ``ceil(size / chunks)`` along ``dim``."""
    if chunks <= 0:
        raise RuntimeError("chunk expects `chunks` to be greater than 0, got: " + str(chunks))
    shape = shape_of(input)
    d = normalize_dim("chunk", dim, len(shape))
    step = max(-(-shape[d] // chunks), 1)
    return split(input, step, d)


def unbind(input: Any, dim: int = 0) -> tuple[Any, ...]:
    """torch.unbind: the slices along ``dim``, that dim removed."""
    d = normalize_dim("unbind", dim, ndim_of(input))
    return tuple(ivy.unstack(input, axis=d))


def expand(self: Any, *sizes: Any) -> Any:
    """torch.Tensor.expand: ``self`` broadcast to ``sizes`` (``-1`` keeps a dim's size)."""
    sizes = as_shape(sizes)
    shape = shape_of(self)
    lead = len(sizes) - len(shape)
    if lead < 0:
        raise RuntimeError(
            f"expand: the number of sizes provided ({len(sizes)}) must be greater or equal to "
            f"the number of dimensions in the tensor ({len(shape)})"
        )
    target = tuple(shape[i - lead] if s == -1 and i >= lead else s for i, s in enumerate(sizes))
    if target == shape:
        return self
    return ivy.broadcast_to(self, target)


def expand_as(self: Any, other: Any) -> Any:
    """torch.Tensor.expand_as: ``self`` broadcast to ``other``'s shape."""
    return expand(self, shape_of(other))


def broadcast_to(input: Any, size: Sequence[int]) -> Any:
    """torch.broadcast_to: :func:`expand`."""
    return expand(input, tuple(size))


def broadcast_tensors(*tensors: Any) -> tuple[Any, ...]:
    """torch.broadcast_tensors: the tensors broadcast to their common shape."""
    return tuple(ivy.broadcast_arrays(*tensors))


def repeat(self: Any, *repeats: Any) -> Any:
    """torch.Tensor.repeat: ``self`` tiled ``repeats`` times per dim (more dims prepended)."""
    repeats = as_shape(repeats)
    shape = shape_of(self)
    if len(repeats) < len(shape):
        raise RuntimeError(
            "Number of dimensions of repeat dims can not be smaller than number of dimensions "
            "of tensor"
        )
    x = ivy.reshape(self, (1,) * (len(repeats) - len(shape)) + shape)
    if all(r == 1 for r in repeats):
        return x
    return ivy.tile(x, repeats)


def tile(input: Any, dims: Sequence[int]) -> Any:
    """torch.tile: ``input`` tiled ``dims`` times (fewer dims than ``input``: ones prepended)."""
    dims = tuple(dims)
    n = ndim_of(input)
    if len(dims) < n:
        dims = (1,) * (n - len(dims)) + dims
    return repeat(input, dims)


def repeat_interleave(
    input: Any, repeats: Any = None, dim: int | None = None, *, output_size: int | None = None
) -> Any:
    """torch.repeat_interleave.

    Each element repeated ``repeats`` times along ``dim`` (flattened for None); tensor ``repeats``
    must be concrete (the output's shape depends on them).
    """
    if repeats is None:  # repeat_interleave(repeats): the indices repeated by their counts
        counts = input
        return ivy.repeat(
            ivy.arange(
                int(counts.shape[0]), dtype=available("int64"), backend=ivy.current_backend(counts)
            ),
            counts,
            axis=0,
        )
    x = input
    if dim is None:
        x = ivy.reshape(x, (-1,))
        dim = 0
    d = normalize_dim("repeat_interleave", dim, ndim_of(x))
    if is_array(repeats) and len(repeats.shape) == 0:
        repeats = int(ivy.to_scalar(repeats))
    return ivy.repeat(x, repeats, axis=d)


def flip(input: Any, dims: Any) -> Any:
    """torch.flip: ``input`` reversed along ``dims``."""
    axes = normalize_dims("flip", dims, ndim_of(input))
    if not axes:
        return input
    return ivy.flip(input, axis=axes)


def tensor_flip(self: Any, *dims: Any) -> Any:
    """torch.Tensor.flip: :func:`flip` with dims as ints or one sequence."""
    return flip(self, as_shape(dims))


def fliplr(input: Any) -> Any:
    """torch.fliplr: reversed along dim 1."""
    return flip(input, (1,))


def flipud(input: Any) -> Any:
    """torch.flipud: reversed along dim 0."""
    return flip(input, (0,))


def roll(input: Any, shifts: Any, dims: Any = None) -> Any:
    """torch.roll: ``input`` rolled by ``shifts`` along ``dims`` (flattened for None)."""
    if dims is None:
        shape = shape_of(input)
        return ivy.reshape(ivy.roll(ivy.reshape(input, (-1,)), shifts, axis=0), shape)
    n = ndim_of(input)
    if isinstance(dims, int):
        return ivy.roll(input, shifts, axis=normalize_dim("roll", dims, n))
    axes = tuple(normalize_dim("roll", d, n) for d in dims)
    return ivy.roll(input, tuple(shifts), axis=axes)


def rot90(input: Any, k: int = 1, dims: Sequence[int] = (0, 1)) -> Any:
    """torch.rot90: rotated by 90 degrees ``k`` times from ``dims[0]`` towards ``dims[1]``."""
    n = ndim_of(input)
    a, b = (normalize_dim("rot90", d, n) for d in dims)
    k %= 4
    if k == 0:
        return input
    if k == 2:
        return ivy.flip(input, axis=(a, b))
    if k == 1:
        return ivy.swapaxes(ivy.flip(input, axis=b), a, b)
    return ivy.flip(ivy.swapaxes(input, a, b), axis=b)


def narrow(input: Any, dim: int, start: Any, length: int) -> Any:
    """torch.narrow: ``length`` elements from ``start`` along ``dim``."""
    shape = shape_of(input)
    d = normalize_dim("narrow", dim, len(shape))
    start = operator.index(start)
    if start < 0:
        start += shape[d]
    if not 0 <= start <= start + length <= shape[d]:
        raise RuntimeError(
            f"narrow: start ({start}) + length ({length}) exceeds dimension size ({shape[d]})."
        )
    return slice_axis(input, d, start, start + length)


def slice_axis(x: Any, axis: int, start: int, stop: int) -> Any:
    """``x`` from ``start`` to ``stop`` (normalised, step 1) along ``axis``: one ``ivy.split``."""
    size = int(x.shape[axis])
    if start == 0 and stop == size:
        return x
    pieces = ivy.split(x, [start, stop - start, size - stop], axis=axis)
    return pieces[1]


def contiguous(self: Any, memory_format: Any = None) -> Any:
    """torch.Tensor.contiguous: ``self`` (a value has no memory layout)."""
    return self


def clone(input: Any, *, memory_format: Any = None) -> Any:
    """torch.clone: ``input`` (values are immutable in the graph)."""
    return input


def detach(input: Any) -> Any:
    """torch.detach: ``input`` with gradients stopped."""
    return ivy.stop_gradient(input)


def swapaxes(input: Any, axis0: int, axis1: int) -> Any:
    """torch.swapaxes: :func:`transpose`."""
    return transpose(input, axis0, axis1)


def ravel(input: Any) -> Any:
    """torch.ravel: ``input`` flattened to 1-d."""
    return ivy.reshape(input, (-1,))


def diag_embed(input: Any, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Any:
    """torch.diag_embed: the last dim of ``input`` on the ``offset`` diagonals of new matrices.

    Shapes: ``input`` ``(..., n)``; the result has the batch dims and two new dims of size
    ``n + |offset|`` at ``dim1`` (rows) and ``dim2`` (columns), zero off the diagonal.
    """
    n = ndim_of(input)
    d1 = normalize_dim("diag_embed", dim1, n + 1)
    d2 = normalize_dim("diag_embed", dim2, n + 1)
    if d1 == d2:
        raise RuntimeError(f"diag_embed: diagonal dimensions cannot be identical {dim1}, {dim2}")
    size = int(input.shape[-1]) + abs(offset)
    padded = ivy.zero_pad(input, [(0, 0)] * (n - 1) + [(0, abs(offset))])
    # row i of the diagonal holds x[i] above it (offset >= 0), column j holds x[j] below it
    spread = ivy.expand_dims(padded, -1 if offset >= 0 else -2)
    on_diagonal = ivy.eye(size, size, k=offset, dtype="bool", backend=ivy.current_backend(input))
    matrices = ivy.where(on_diagonal, spread, ivy.zeros_like(spread))
    return ivy.moveaxis(matrices, (n - 1, n), (d1, d2))


FRONTENDS: dict[str, Callable] = {
    "torch.reshape": reshape,
    "torch.Tensor.reshape": tensor_reshape,
    "torch.Tensor.view": view,
    "torch.Tensor.view_as": view_as,
    "torch.Tensor.reshape_as": view_as,
    "torch.flatten": flatten,
    "torch.Tensor.flatten": flatten,
    "torch.unflatten": unflatten,
    "torch.Tensor.unflatten": unflatten,
    "torch.permute": permute,
    "torch.Tensor.permute": tensor_permute,
    "torch.transpose": transpose,
    "torch.Tensor.transpose": transpose,
    "torch.swapaxes": swapaxes,
    "torch.Tensor.swapaxes": swapaxes,
    "torch.swapdims": swapaxes,
    "torch.Tensor.swapdims": swapaxes,
    "torch.t": t,
    "torch.Tensor.t": t,
    "torch.adjoint": adjoint,
    "torch.Tensor.adjoint": adjoint,
    "torch.movedim": movedim,
    "torch.Tensor.movedim": movedim,
    "torch.moveaxis": movedim,
    "torch.Tensor.moveaxis": movedim,
    "torch.squeeze": squeeze,
    "torch.Tensor.squeeze": squeeze,
    "torch.unsqueeze": unsqueeze,
    "torch.Tensor.unsqueeze": unsqueeze,
    "torch.cat": cat,
    "torch.concat": cat,
    "torch.concatenate": concatenate,
    "torch.stack": stack,
    "torch.hstack": hstack,
    "torch.vstack": vstack,
    "torch.dstack": dstack,
    "torch.split": split,
    "torch.Tensor.split": split,
    "torch.split_with_sizes": split_with_sizes,
    "torch.Tensor.split_with_sizes": split_with_sizes,
    "torch.tensor_split": tensor_split,
    "torch.Tensor.tensor_split": tensor_split,
    "torch.chunk": chunk,
    "torch.Tensor.chunk": chunk,
    "torch.unbind": unbind,
    "torch.Tensor.unbind": unbind,
    "torch.Tensor.expand": expand,
    "torch.Tensor.expand_as": expand_as,
    "torch.broadcast_to": broadcast_to,
    "torch.Tensor.broadcast_to": broadcast_to,
    "torch.broadcast_tensors": broadcast_tensors,
    "torch.Tensor.repeat": repeat,
    "torch.tile": tile,
    "torch.Tensor.tile": tile,
    "torch.repeat_interleave": repeat_interleave,
    "torch.Tensor.repeat_interleave": repeat_interleave,
    "torch.flip": flip,
    "torch.Tensor.flip": tensor_flip,
    "torch.fliplr": fliplr,
    "torch.Tensor.fliplr": fliplr,
    "torch.flipud": flipud,
    "torch.Tensor.flipud": flipud,
    "torch.roll": roll,
    "torch.Tensor.roll": roll,
    "torch.rot90": rot90,
    "torch.Tensor.rot90": rot90,
    "torch.narrow": narrow,
    "torch.Tensor.narrow": narrow,
    "torch.Tensor.contiguous": contiguous,
    "torch.clone": clone,
    "torch.Tensor.clone": clone,
    "torch.detach": detach,
    "torch.Tensor.detach": detach,
    "torch.ravel": ravel,
    "torch.Tensor.ravel": ravel,
    "torch.diag_embed": diag_embed,
    "torch.Tensor.diag_embed": diag_embed,
}
