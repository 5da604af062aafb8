"""Products and linear algebra: matmul and its relatives, einsum, norms, ``torch.linalg``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import (
    cast,
    is_array,
    ndim_of,
    normalize_dims,
    promoted,
    refuse_out,
    shape_of,
)
from ivy_transpiler.frontends.torch._dtypes import DEFAULT_FLOAT, kind, to_ivy_dtype
from ivy_transpiler.frontends.torch.elementwise import reflected
from ivy_transpiler.frontends.torch.manipulation import diag_embed

__all__ = ["FRONTENDS"]


def matmul(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.matmul: the matrix product with numpy's rules for 1-d operands and batch dims.

    # differs: torch requires equal dtypes; mixed ones are promoted here.
    """
    refuse_out("matmul", out)
    _, (a, b) = promoted(input, other)
    return ivy.matmul(a, b)


def _check_ndim(fn: str, name: str, x: Any, n: int) -> None:
    if ndim_of(x) != n:
        raise RuntimeError(f"{fn}: {name} must be a {n}D tensor; got shape {shape_of(x)}")


def mm(input: Any, mat2: Any, *, out: Any = None) -> Any:
    """torch.mm: the product of two matrices."""
    refuse_out("mm", out)
    _check_ndim("mm", "input", input, 2)
    _check_ndim("mm", "mat2", mat2, 2)
    return matmul(input, mat2)


def bmm(input: Any, mat2: Any, *, out: Any = None) -> Any:
    """torch.bmm: the batched product of ``(b, n, m)`` and ``(b, m, p)`` tensors."""
    refuse_out("bmm", out)
    _check_ndim("bmm", "input", input, 3)
    _check_ndim("bmm", "mat2", mat2, 3)
    return matmul(input, mat2)


def mv(input: Any, vec: Any, *, out: Any = None) -> Any:
    """torch.mv: a matrix times a vector."""
    refuse_out("mv", out)
    return matmul(input, vec)


def dot(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.dot: the inner product of two 1-d tensors."""
    refuse_out("dot", out)
    return matmul(input, other)


def inner(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.inner: the products summed over the last dims of both (a 0-d operand scales).

    Shapes: ``(*A, n)`` and ``(*B, n)`` give ``(*A, *B)``.
    """
    refuse_out("inner", out)
    _, (a, b) = promoted(input, other)
    if ndim_of(a) == 0 or ndim_of(b) == 0:
        return ivy.multiply(a, b)
    return ivy.tensordot(a, b, axes=([-1], [-1]))


def vdot(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.vdot: the inner product with the first operand conjugated."""
    refuse_out("vdot", out)
    if str(ivy.dtype(input)).startswith("complex"):
        input = ivy.conj(input)
    return matmul(input, other)


def _scaled_sum(base: Any, product: Any, beta: Any, alpha: Any) -> Any:
    dtype = ivy.dtype(product)
    if alpha != 1:
        product = ivy.multiply(product, alpha)
    if beta == 0:  # as torch: base is ignored, its NaN and inf included
        return ivy.broadcast_to(product, shape_of(product))
    base = cast(base, dtype)
    if beta != 1:
        base = ivy.multiply(base, beta)
    return ivy.add(base, product)


def addmm(
    input: Any, mat1: Any, mat2: Any, *, beta: Any = 1, alpha: Any = 1, out: Any = None
) -> Any:
    """torch.addmm: ``beta * input + alpha * (mat1 @ mat2)``."""
    refuse_out("addmm", out)
    return _scaled_sum(input, mm(mat1, mat2), beta, alpha)


def baddbmm(
    input: Any, batch1: Any, batch2: Any, *, beta: Any = 1, alpha: Any = 1, out: Any = None
) -> Any:
    """torch.baddbmm: ``beta * input + alpha * (batch1 @ batch2)`` per batch."""
    refuse_out("baddbmm", out)
    return _scaled_sum(input, bmm(batch1, batch2), beta, alpha)


def addbmm(
    input: Any, batch1: Any, batch2: Any, *, beta: Any = 1, alpha: Any = 1, out: Any = None
) -> Any:
    """torch.addbmm: ``beta * input + alpha * sum_b(batch1[b] @ batch2[b])``."""
    refuse_out("addbmm", out)
    return _scaled_sum(input, ivy.sum(bmm(batch1, batch2), axis=0), beta, alpha)


def addmv(input: Any, mat: Any, vec: Any, *, beta: Any = 1, alpha: Any = 1, out: Any = None) -> Any:
    """torch.addmv: ``beta * input + alpha * (mat @ vec)``."""
    refuse_out("addmv", out)
    return _scaled_sum(input, mv(mat, vec), beta, alpha)


def outer(input: Any, vec2: Any, *, out: Any = None) -> Any:
    """torch.outer: the outer product of two 1-d tensors."""
    refuse_out("outer", out)
    _, (a, b) = promoted(input, vec2)
    return ivy.multiply(ivy.expand_dims(a, -1), b)


def einsum(equation: str, *operands: Any) -> Any:
    """torch.einsum: the Einstein summation (operands may also be given as one list)."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    if len(operands) > 1:
        _, operands = promoted(*operands)
    return ivy.einsum(equation, *operands)


def tensordot(a: Any, b: Any, dims: Any = 2, out: Any = None) -> Any:
    """torch.tensordot: the sum over ``dims`` (a count, or two lists of dims)."""
    refuse_out("tensordot", out)
    _, (a, b) = promoted(a, b)
    if is_array(dims):
        dims = ivy.to_list(dims)
    if not isinstance(dims, int):
        dims = (tuple(dims[0]) if isinstance(dims[0], Sequence) else (dims[0],),
                tuple(dims[1]) if isinstance(dims[1], Sequence) else (dims[1],))  # fmt: skip
    return ivy.tensordot(a, b, axes=dims)


def _float_input(x: Any, dtype: Any) -> Any:
    dtype = to_ivy_dtype(dtype)
    if dtype is not None:
        return cast(x, dtype)
    if kind(ivy.dtype(x)) < 2:
        raise RuntimeError(
            f"linalg.vector_norm: Expected a floating point or complex tensor as input. Got "
            f"{ivy.dtype(x)}"
        )
    return x


def vector_norm(
    x: Any,
    ord: Any = 2,
    dim: Any = None,
    keepdim: bool = False,
    *,
    dtype: Any = None,
    out: Any = None,
) -> Any:
    """torch.linalg.vector_norm: the ``ord``-norm over ``dim`` (all dims for None)."""
    refuse_out("linalg.vector_norm", out)
    x = _float_input(x, dtype)
    n = ndim_of(x)
    axes = normalize_dims("linalg.vector_norm", dim, n)
    axis = axes if dim is not None else None
    return ivy.vector_norm(x, axis=axis, keepdims=keepdim, ord=ord)


def norm(
    input: Any,
    p: Any = "fro",
    dim: Any = None,
    keepdim: bool = False,
    out: Any = None,
    dtype: Any = None,
) -> Any:
    """torch.norm: the vector ``p``-norm over ``dim`` (``"fro"`` is the 2-norm of the entries)."""
    refuse_out("norm", out)
    if p == "nuc":
        return matrix_norm(input, "nuc", (-2, -1) if dim is None else dim, keepdim, dtype=dtype)
    if p is None or p == "fro":
        p = 2
    return vector_norm(input, p, dim, keepdim, dtype=dtype)


def matrix_norm(
    A: Any, ord: Any = "fro", dim: Sequence[int] = (-2, -1), keepdim: bool = False, *,  # noqa: N803 - torch's argument names
    dtype: Any = None, out: Any = None,
) -> Any:  # fmt: skip
    """torch.linalg.matrix_norm: ``"fro"``, ``"nuc"``, 1, -1, 2, -2, inf or -inf."""
    refuse_out("linalg.matrix_norm", out)
    A = _float_input(A, dtype)  # noqa: N806 - torch's argument names
    n = ndim_of(A)
    a, b = (d % n for d in dim)
    moved = ivy.moveaxis(A, (a, b), (n - 2, n - 1))
    result = ivy.matrix_norm(moved, keepdims=keepdim, ord=ord)
    if keepdim:
        result = ivy.moveaxis(result, (n - 2, n - 1), (a, b))
    return result


def linalg_norm(
    A: Any, ord: Any = None, dim: Any = None, keepdim: bool = False, *, out: Any = None,  # noqa: N803 - torch's argument names
    dtype: Any = None,
) -> Any:  # fmt: skip
    """torch.linalg.norm: a vector norm, or a matrix norm for a 2-tuple ``dim`` or ``ord`` str."""
    refuse_out("linalg.norm", out)
    matrix_dims = dim is not None and not isinstance(dim, int) and len(dim) == 2
    # without dim, a given ord is a matrix norm of a 2-d input (and a vector norm of a 1-d one)
    whole_matrix = dim is None and ord is not None and ndim_of(A) == 2
    if isinstance(ord, str) or matrix_dims or whole_matrix:
        return matrix_norm(A, "fro" if ord is None else ord, dim if dim is not None else (-2, -1),
                           keepdim, dtype=dtype)  # fmt: skip
    if ord is None:
        ord = 2
    return vector_norm(A, ord, dim, keepdim, dtype=dtype)


def cdist(x1: Any, x2: Any, p: float = 2.0, compute_mode: str = "") -> Any:
    """torch.cdist: the ``p``-norm distances between the rows of ``x1`` and of ``x2``."""
    diff = ivy.subtract(ivy.expand_dims(x1, -2), ivy.expand_dims(x2, -3))
    return ivy.vector_norm(diff, axis=-1, ord=p)


def _linalg(name: str, ivy_fn: Callable) -> Callable:
    def fn(A: Any, *, out: Any = None) -> Any:  # noqa: N803 - torch's argument names
        refuse_out(f"linalg.{name}", out)
        if kind(ivy.dtype(A)) < 2:
            A = ivy.astype(A, DEFAULT_FLOAT)  # noqa: N806 - torch's argument names
        return ivy_fn(A)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.linalg.{name}: ivy.linalg.{ivy_fn.__name__}."
    return fn


inv = _linalg("inv", ivy.linalg.inv)
det = _linalg("det", ivy.linalg.det)


def cholesky(A: Any, *, upper: bool = False, out: Any = None) -> Any:  # noqa: N803 - torch's argument names
    """torch.linalg.cholesky: ``L`` (lower) with ``A = L @ L^H``, or ``U = L^H`` with ``upper``."""
    refuse_out("linalg.cholesky", out)
    if kind(ivy.dtype(A)) < 2:
        A = ivy.astype(A, DEFAULT_FLOAT)  # noqa: N806 - torch's argument names
    return ivy.linalg.cholesky(A, upper=upper)


pinv = _linalg("pinv", ivy.linalg.pinv)


def solve(A: Any, B: Any, *, left: bool = True, out: Any = None) -> Any:  # noqa: N803 - torch's argument names
    """torch.linalg.solve: ``X`` with ``A @ X = B``."""
    refuse_out("linalg.solve", out)
    _, (A, B) = promoted(A, B)  # noqa: N806 - torch's argument names
    if not left:  # X @ A = B is A^T @ X^T = B^T
        A = ivy.matrix_transpose(A)  # noqa: N806 - torch's argument names
    # torch reads B as (a batch of) vectors when it is 1-d or has A's shape without the last dim
    vectors = ndim_of(B) == 1 or shape_of(B) == shape_of(A)[:-1]
    if left and vectors:
        return ivy.squeeze(ivy.linalg.solve(A, ivy.expand_dims(B, -1)), axis=-1)
    if left:
        return ivy.linalg.solve(A, B)
    return ivy.matrix_transpose(ivy.linalg.solve(A, ivy.matrix_transpose(B)))


def diagonal(input: Any, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Any:
    """torch.diagonal: the diagonal of the ``dim1``/``dim2`` planes, as a last dim."""
    n = ndim_of(input)
    a, b = dim1 % n, dim2 % n
    moved = ivy.moveaxis(input, (a, b), (n - 2, n - 1))
    return ivy.linalg.diagonal(moved, offset=offset)


def trace(input: Any) -> Any:
    """torch.trace: the sum of a matrix's diagonal."""
    return ivy.sum(diagonal(input))


def diag(input: Any, diagonal: int = 0, *, out: Any = None) -> Any:
    """torch.diag: a 1-d tensor on a matrix's ``diagonal``, or a matrix's ``diagonal``."""
    refuse_out("diag", out)
    if ndim_of(input) == 2:
        return ivy.linalg.diagonal(input, offset=diagonal)
    return diag_embed(input, diagonal)


FRONTENDS: dict[str, Callable] = {
    "torch.matmul": matmul,
    "torch.Tensor.matmul": matmul,
    "torch.Tensor.__matmul__": matmul,
    "torch.Tensor.__rmatmul__": reflected(matmul, "__rmatmul__"),
    "torch.mm": mm,
    "torch.Tensor.mm": mm,
    "torch.bmm": bmm,
    "torch.Tensor.bmm": bmm,
    "torch.mv": mv,
    "torch.Tensor.mv": mv,
    "torch.dot": dot,
    "torch.Tensor.dot": dot,
    "torch.inner": inner,
    "torch.vdot": vdot,
    "torch.addmm": addmm,
    "torch.Tensor.addmm": addmm,
    "torch.baddbmm": baddbmm,
    "torch.Tensor.baddbmm": baddbmm,
    "torch.addbmm": addbmm,
    "torch.Tensor.addbmm": addbmm,
    "torch.addmv": addmv,
    "torch.Tensor.addmv": addmv,
    "torch.outer": outer,
    "torch.Tensor.outer": outer,
    "torch.ger": outer,
    "torch.einsum": einsum,
    "torch.tensordot": tensordot,
    "torch.norm": norm,
    "torch.Tensor.norm": norm,
    "torch.linalg.vector_norm": vector_norm,
    "torch.linalg.matrix_norm": matrix_norm,
    "torch.linalg.norm": linalg_norm,
    "torch.cdist": cdist,
    "torch.linalg.inv": inv,
    "torch.inverse": inv,
    "torch.Tensor.inverse": inv,
    "torch.linalg.det": det,
    "torch.det": det,
    "torch.linalg.cholesky": cholesky,
    "torch.linalg.pinv": pinv,
    "torch.linalg.solve": solve,
    "torch.diagonal": diagonal,
    "torch.Tensor.diagonal": diagonal,
    "torch.trace": trace,
    "torch.Tensor.trace": trace,
    "torch.diag": diag,
    "torch.Tensor.diag": diag,
}
