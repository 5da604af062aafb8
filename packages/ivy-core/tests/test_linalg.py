"""The linalg extension against numpy.linalg, and its errors.

Decompositions are unique only up to the signs (phases) of their factors, so they are checked by
reconstruction, orthonormality and their invariants (singular values, eigenvalues), not factor by
factor. Inputs are well conditioned (random plus ``M * I``, or ``A @ A^H + I``) so that the float32
results can be held to a few ulps of the float64 reference.
"""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, require_dtypes

# (dtype, batch shape) pairs: each dtype, and each batch prefix, without the full product (jax
# compiles once per shape).
CASES = [
    ("float32", (2, 3)),
    ("float64", ()),
    ("float64", (2,)),
    ("complex64", ()),
    ("complex128", (2, 3)),
]
ids = [f"{dtype}-{'x'.join(map(str, batch)) or 'unbatched'}" for dtype, batch in CASES]
cases = pytest.mark.parametrize(("dtype", "batch"), CASES, ids=ids)
# Fewer, for functions with options to cross them with: still each batch prefix, real and complex.
FEW = [("float32", (2, 3)), ("float64", ()), ("complex128", (2,))]
few_ids = [f"{dtype}-{'x'.join(map(str, batch)) or 'unbatched'}" for dtype, batch in FEW]
few_cases = pytest.mark.parametrize(("dtype", "batch"), FEW, ids=few_ids)

# Factorizations and solves accumulate rounding over M terms and amplify it by the condition
# number (below ~10 here), so they get a few ulps more than the element-wise table allows.
LINALG_TOLERANCE = {
    "float32": (1e-4, 1e-4),
    "complex64": (1e-4, 1e-4),
    "float64": (1e-9, 1e-9),
    "complex128": (1e-9, 1e-9),
}
REAL = {"float32": "float32", "complex64": "float32", "float64": "float64", "complex128": "float64"}
WIDE = {"float32": "float64", "complex64": "complex128", "float64": "float64"}
WIDE["complex128"] = "complex128"


def close(actual, expected, dtype):
    """assert_allclose with the linalg tolerance of ``dtype``: the dtype ``actual`` must have,
    unless it is a NumPy array computed from ivy's results (their dtypes are checked apart)."""
    rtol, atol = LINALG_TOLERANCE[dtype]
    from_results = isinstance(actual, np.ndarray)
    assert_allclose(
        actual, expected, dtype=dtype, rtol=rtol, atol=atol, check_dtype=not from_results
    )


def to_np(x):
    return np.asarray(ivy.to_numpy(x))


def random(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    values = rng.uniform(-1, 1, shape)
    if dtype.startswith("complex"):
        values = values + 1j * rng.uniform(-1, 1, shape)
    return values.astype(dtype)


def well_conditioned(shape, dtype, seed=0):
    """Random square matrices plus ``M * I``: eigenvalues near M, condition number below ~3."""
    n = shape[-1]
    return (random(shape, dtype, seed) + n * np.eye(n)).astype(dtype)


def hermitian_pd(shape, dtype, seed=0):
    """Hermitian positive-definite matrices ``A @ A^H + I``."""
    a = random(shape, dtype, seed).astype(WIDE[dtype])
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + np.eye(shape[-1])).astype(dtype)


def herm(x):
    return np.conj(np.swapaxes(x, -1, -2))


def skip_unavailable(dtype):
    require_dtypes(dtype)


@few_cases
@pytest.mark.parametrize("upper", [False, True])
def test_cholesky(dtype, batch, upper):
    skip_unavailable(dtype)
    x = hermitian_pd((*batch, 4, 4), dtype)
    lower = np.linalg.cholesky(x.astype(WIDE[dtype]))
    result = ivy.linalg.cholesky(ivy.asarray(x), upper=upper)
    close(result, herm(lower) if upper else lower, dtype)


@pytest.mark.parametrize("dtype", ["int32", "float32", "float64"])
@pytest.mark.parametrize(
    ("shape1", "shape2", "axis"),
    [((3,), (3,), -1), ((2, 3), (3,), -1), ((4, 3, 2), (3, 1), -2), ((2, 1, 3), (5, 3), -1)],
)
def test_cross(dtype, shape1, shape2, axis):
    x1, x2 = random(shape1, "float64", 1) * 5, random(shape2, "float64", 2) * 5
    x1, x2 = x1.astype(dtype), x2.astype(dtype)
    result = ivy.linalg.cross(ivy.asarray(x1), ivy.asarray(x2), axis=axis)
    assert_allclose(result, np.cross(x1, x2, axis=axis), dtype=dtype)


@cases
def test_det(dtype, batch):
    skip_unavailable(dtype)
    x = well_conditioned((*batch, 3, 3), dtype)
    close(ivy.linalg.det(ivy.asarray(x)), np.linalg.det(x.astype(WIDE[dtype])), dtype)


@pytest.mark.parametrize("offset", [-2, -1, 0, 1, 3, 7])
@pytest.mark.parametrize("dtype", ["int32", "float32"])
def test_diagonal(offset, dtype):
    x = np.arange(2 * 3 * 4).reshape(2, 3, 4).astype(dtype)
    result = ivy.linalg.diagonal(ivy.asarray(x), offset=offset)
    assert_allclose(result, np.diagonal(x, offset, -2, -1))


def general_with_known_eigenvalues(batch, dtype, seed=0):
    """``P @ B @ P^-1`` with B block diagonal: eigenvalues 1 +- 2j, 3 and -1.5, all distinct."""
    rng = np.random.default_rng(seed)
    p = rng.standard_normal((*batch, 4, 4)) + 4 * np.eye(4)  # well conditioned
    if dtype.startswith("complex"):
        p = p + 0.5j * rng.standard_normal((*batch, 4, 4))
    blocks = np.zeros((4, 4))
    blocks[:2, :2] = [[1.0, -2.0], [2.0, 1.0]]
    blocks[2, 2], blocks[3, 3] = 3.0, -1.5
    x = (p @ blocks @ np.linalg.inv(p)).astype(dtype)
    return x, np.array([1 + 2j, 1 - 2j, 3, -1.5])


def assert_same_eigenvalues(actual, expected, dtype):
    # The order is the framework's: match each expected eigenvalue to the nearest one.
    rtol, _ = LINALG_TOLERANCE[dtype]
    actual = to_np(actual).reshape(-1, expected.size)
    for row in actual:
        distances = np.abs(row[:, None] - expected[None, :])
        assert np.all(distances.min(axis=0) <= 10 * rtol * np.abs(expected)), (row, expected)


COMPLEX_OF = {"float32": "complex64", "complex64": "complex64"}
COMPLEX_OF.update(float64="complex128", complex128="complex128")


@cases
def test_eig(dtype, batch):
    if ivy.current_backend() == "mxnet":
        with pytest.raises(ivy.UnsupportedError, match="mxnet has no complex dtype"):
            ivy.linalg.eig(ivy.eye(3))
        return
    skip_unavailable(dtype)
    x, expected = general_with_known_eigenvalues(batch, dtype)
    w, v = ivy.linalg.eig(ivy.asarray(x))
    assert ivy.dtype(w) == ivy.dtype(v) == COMPLEX_OF[dtype]
    assert tuple(ivy.shape(w)) == (*batch, 4) and tuple(ivy.shape(v)) == (*batch, 4, 4)
    assert_same_eigenvalues(w, expected, REAL[dtype])
    w, v = to_np(w), to_np(v)
    close(x @ v, v * w[..., None, :], COMPLEX_OF[dtype])
    close(np.linalg.norm(v, axis=-2), np.ones((*batch, 4)), REAL[dtype])


@cases
def test_eigvals(dtype, batch):
    if ivy.current_backend() == "mxnet":
        with pytest.raises(ivy.UnsupportedError, match="mxnet has no complex dtype"):
            ivy.linalg.eigvals(ivy.eye(3))
        return
    skip_unavailable(dtype)
    x, expected = general_with_known_eigenvalues(batch, dtype, seed=1)
    w = ivy.linalg.eigvals(ivy.asarray(x))
    assert ivy.dtype(w) == COMPLEX_OF[dtype] and tuple(ivy.shape(w)) == (*batch, 4)
    assert_same_eigenvalues(w, expected, REAL[dtype])


def test_eig_of_a_symmetric_matrix_is_complex_too():
    if ivy.current_backend() == "mxnet":
        pytest.skip("mxnet has no complex dtype (asserted in test_eig)")
    w = ivy.linalg.eigvals(ivy.asarray([[2.0, 1.0], [1.0, 2.0]]))
    assert ivy.dtype(w) == "complex64"
    assert np.allclose(np.sort(to_np(w).real), [1.0, 3.0], atol=1e-5)


@cases
def test_eigh(dtype, batch):
    skip_unavailable(dtype)
    x = hermitian_pd((*batch, 4, 4), dtype)
    w, v = ivy.linalg.eigh(ivy.asarray(x))
    expected = np.linalg.eigvalsh(x.astype(WIDE[dtype]))
    close(w, expected, REAL[dtype])
    assert ivy.dtype(v) == dtype
    w, v = to_np(w), to_np(v)
    assert np.all(np.diff(w, axis=-1) >= 0), "eigenvalues must ascend"
    close(x @ v, v * w[..., None, :], dtype)
    close(herm(v) @ v, np.broadcast_to(np.eye(4), v.shape).astype(dtype), dtype)


@cases
def test_eigvalsh(dtype, batch):
    skip_unavailable(dtype)
    x = hermitian_pd((*batch, 3, 3), dtype)
    expected = np.linalg.eigvalsh(x.astype(WIDE[dtype]))
    close(ivy.linalg.eigvalsh(ivy.asarray(x)), expected, REAL[dtype])


@cases
def test_inv(dtype, batch):
    skip_unavailable(dtype)
    x = well_conditioned((*batch, 4, 4), dtype)
    close(ivy.linalg.inv(ivy.asarray(x)), np.linalg.inv(x.astype(WIDE[dtype])), dtype)


@few_cases
@pytest.mark.parametrize("ord", ["fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf])
def test_matrix_norm(dtype, batch, ord):
    skip_unavailable(dtype)
    x = random((*batch, 3, 4), dtype)
    expected = np.linalg.norm(x.astype(WIDE[dtype]), ord=ord, axis=(-2, -1))
    close(ivy.linalg.matrix_norm(ivy.asarray(x), ord=ord), expected, REAL[dtype])
    kept = ivy.linalg.matrix_norm(ivy.asarray(x), ord=ord, keepdims=True)
    close(kept, expected[..., None, None], REAL[dtype])


@few_cases
@pytest.mark.parametrize("n", [-2, 0, 1, 5])
def test_matrix_power(dtype, batch, n):
    skip_unavailable(dtype)
    x = well_conditioned((*batch, 3, 3), dtype) / 3  # eigenvalues near 1: powers stay moderate
    expected = np.linalg.matrix_power(x.astype(WIDE[dtype]), n)
    close(ivy.linalg.matrix_power(ivy.asarray(x), n), expected, dtype)


@cases
def test_matrix_rank(dtype, batch):
    skip_unavailable(dtype)
    # rank 2 by construction: (4, 2) @ (2, 5)
    x = (random((*batch, 4, 2), dtype, 1) @ random((*batch, 2, 5), dtype, 2)).astype(dtype)
    result = ivy.linalg.matrix_rank(ivy.asarray(x))
    assert_allclose(result, np.full(batch, 2), dtype="int64")
    full = ivy.linalg.matrix_rank(ivy.asarray(well_conditioned((*batch, 3, 3), dtype)))
    assert_allclose(full, np.full(batch, 3), dtype="int64")


def test_matrix_rank_rtol_cuts_singular_values():
    require_dtypes("float64")
    x = np.diag([10.0, 1.0, 0.01])
    assert int(to_np(ivy.linalg.matrix_rank(ivy.asarray(x), rtol=0.05))) == 2
    assert int(to_np(ivy.linalg.matrix_rank(ivy.asarray(x), rtol=0.5))) == 1
    stack = ivy.asarray(np.stack([x, x]))
    per_matrix = ivy.linalg.matrix_rank(stack, rtol=ivy.asarray(np.asarray([0.05, 0.5])))
    assert_allclose(per_matrix, np.asarray([2, 1]), dtype="int64")
    empty = ivy.linalg.matrix_rank(ivy.zeros((2, 0, 3), dtype="float64"))
    assert_allclose(empty, np.zeros(2), dtype="int64")


@pytest.mark.parametrize(("dtype1", "dtype2"), [("int32", "int32"), ("float32", "float64")])
def test_outer(dtype1, dtype2):
    x1, x2 = np.arange(3).astype(dtype1), np.arange(4).astype(dtype2) - 1
    result = ivy.linalg.outer(ivy.asarray(x1), ivy.asarray(x2))
    assert_allclose(result, np.outer(x1, x2), dtype=np.result_type(x1, x2).name)


@few_cases
@pytest.mark.parametrize("shape", [(4, 3), (2, 5)])
def test_pinv(dtype, batch, shape):
    skip_unavailable(dtype)
    x = random((*batch, *shape), dtype)
    expected = np.linalg.pinv(x.astype(WIDE[dtype]))
    close(ivy.linalg.pinv(ivy.asarray(x)), expected, dtype)


def test_pinv_rtol_drops_small_singular_values():
    require_dtypes("float64")
    x = np.diag([4.0, 0.01])
    assert_allclose(ivy.linalg.pinv(ivy.asarray(x), rtol=0.1), np.diag([0.25, 0.0]))
    assert_allclose(ivy.linalg.pinv(ivy.asarray(x)), np.diag([0.25, 100.0]))


@few_cases
@pytest.mark.parametrize("mode", ["reduced", "complete"])
@pytest.mark.parametrize(("m", "n"), [(4, 3), (2, 3)])
def test_qr(dtype, batch, mode, m, n):
    skip_unavailable(dtype)
    x = random((*batch, m, n), dtype)
    q, r = ivy.linalg.qr(ivy.asarray(x), mode=mode)
    k = m if mode == "complete" else min(m, n)
    assert tuple(q.shape) == (*batch, m, k) and tuple(r.shape) == (*batch, k, n)
    assert ivy.dtype(q) == ivy.dtype(r) == dtype
    q, r = to_np(q), to_np(r)
    close(q @ r, x, dtype)
    close(herm(q) @ q, np.broadcast_to(np.eye(k), (*batch, k, k)).astype(dtype), dtype)
    assert np.all(np.tril(r, -1) == 0), "R must be upper triangular"


@cases
def test_slogdet(dtype, batch):
    skip_unavailable(dtype)
    x = well_conditioned((*batch, 3, 3), dtype)
    sign, logabsdet = ivy.linalg.slogdet(ivy.asarray(x))
    expected_sign, expected_logabsdet = np.linalg.slogdet(x.astype(WIDE[dtype]))
    close(sign, expected_sign, dtype)
    close(logabsdet, expected_logabsdet, REAL[dtype])


def test_slogdet_of_a_singular_matrix():
    require_dtypes("float64")
    sign, logabsdet = ivy.linalg.slogdet(ivy.asarray(np.ones((2, 2))))
    assert_allclose(sign, np.asarray(0.0))
    assert_allclose(logabsdet, np.asarray(-np.inf))


@cases
def test_solve(dtype, batch):
    skip_unavailable(dtype)
    x1 = well_conditioned((*batch, 3, 3), dtype)
    wide = x1.astype(WIDE[dtype])
    vector = random((3,), dtype, 1)
    expected = np.linalg.solve(wide, np.broadcast_to(vector, (*batch, 3))[..., None])[..., 0]
    close(ivy.linalg.solve(ivy.asarray(x1), ivy.asarray(vector)), expected, dtype)
    columns = random((*batch, 3, 2), dtype, 2)
    expected = np.linalg.solve(wide, columns)
    close(ivy.linalg.solve(ivy.asarray(x1), ivy.asarray(columns)), expected, dtype)


def test_solve_reads_only_a_1d_x2_as_a_vector():
    require_dtypes("float64")
    # x2 of shape x1.shape[:-1] is a (3, 3) matrix broadcast over x1's batch, not 3 vectors.
    x1, x2 = well_conditioned((3, 3, 3), "float64"), random((3, 3), "float64", 1)
    expected = np.stack([np.linalg.solve(m, x2) for m in x1])
    result = ivy.linalg.solve(ivy.asarray(x1), ivy.asarray(x2))
    close(result, expected, "float64")
    # batch axes broadcast: (2, 1, 3, 3) with (4, 3, 1)
    x1, x2 = well_conditioned((2, 1, 3, 3), "float64"), random((4, 3, 1), "float64", 1)
    expected = np.linalg.solve(np.broadcast_to(x1, (2, 4, 3, 3)), np.broadcast_to(x2, (2, 4, 3, 1)))
    close(ivy.linalg.solve(ivy.asarray(x1), ivy.asarray(x2)), expected, "float64")


@few_cases
@pytest.mark.parametrize("full_matrices", [True, False])
@pytest.mark.parametrize(("m", "n"), [(4, 3), (2, 3)])
def test_svd(dtype, batch, full_matrices, m, n):
    skip_unavailable(dtype)
    x = random((*batch, m, n), dtype)
    u, s, vh = ivy.linalg.svd(ivy.asarray(x), full_matrices=full_matrices)
    k = min(m, n)
    close(s, np.linalg.svd(x.astype(WIDE[dtype]), compute_uv=False), REAL[dtype])
    assert ivy.dtype(u) == ivy.dtype(vh) == dtype
    u, s, vh = to_np(u), to_np(s), to_np(vh)
    assert u.shape == (*batch, m, m if full_matrices else k)
    assert vh.shape == (*batch, n if full_matrices else k, n)
    close((u[..., :k] * s[..., None, :]) @ vh[..., :k, :], x, dtype)
    eye_u, eye_v = np.eye(u.shape[-1]), np.eye(vh.shape[-2])
    close(herm(u) @ u, np.broadcast_to(eye_u, (*batch, *eye_u.shape)).astype(dtype), dtype)
    close(vh @ herm(vh), np.broadcast_to(eye_v, (*batch, *eye_v.shape)).astype(dtype), dtype)


@cases
def test_svdvals(dtype, batch):
    skip_unavailable(dtype)
    x = random((*batch, 3, 5), dtype)
    expected = np.linalg.svd(x.astype(WIDE[dtype]), compute_uv=False)
    close(ivy.linalg.svdvals(ivy.asarray(x)), expected, REAL[dtype])


@pytest.mark.parametrize(
    ("dtype", "result_dtype"),
    [("int32", "int64"), ("uint8", "uint64"), ("float32", "float32"), ("complex64", "complex64")],
)
@pytest.mark.parametrize("offset", [-1, 0, 2])
def test_trace(dtype, result_dtype, offset):
    require_dtypes(dtype, result_dtype)
    x = np.arange(2 * 3 * 4).reshape(2, 3, 4).astype(dtype)
    result = ivy.linalg.trace(ivy.asarray(x), offset=offset)
    assert_allclose(result, np.trace(x, offset, -2, -1), dtype=result_dtype)


def test_trace_dtype():
    require_dtypes("float64")
    x = np.arange(9).reshape(3, 3).astype("int32")
    result = ivy.linalg.trace(ivy.asarray(x), dtype="float64")
    assert_allclose(result, np.asarray(12.0))


VECTOR_ORDS = [2, 1, np.inf, -np.inf, 0, 3, -1, 0.5]


@pytest.mark.parametrize("ord", VECTOR_ORDS)
@pytest.mark.parametrize("dtype", ["float32", "complex128"])
def test_vector_norm(ord, dtype):
    skip_unavailable(dtype)
    x = random((2, 3, 4), dtype)
    x[0, 0, 0] = 0  # a zero element: counts for ord=0, and vanishes in negative orders
    wide = x.astype(WIDE[dtype])
    for axis in (None, -1, (0, 2)):
        with np.errstate(divide="ignore"):  # 0 ** negative order: inf, and the norm is 0
            if axis is None:
                expected = np.linalg.norm(wide.ravel(), ord=ord)
            elif axis == -1:
                expected = np.linalg.norm(wide, ord=ord, axis=-1)
            else:
                flat = np.moveaxis(wide, 1, 0).reshape(3, -1)
                expected = np.linalg.norm(flat, ord=ord, axis=-1)
            result = ivy.linalg.vector_norm(ivy.asarray(x), axis=axis, ord=ord)
        close(result, expected, REAL[dtype])
    with np.errstate(divide="ignore"):
        kept = ivy.linalg.vector_norm(ivy.asarray(x), axis=(0, 2), keepdims=True, ord=ord)
    close(kept, expected.reshape(1, 3, 1), REAL[dtype])


@given(data=st.data())
def test_vector_norm_hypothesis(data):
    dtype = data.draw(st.sampled_from(available_dtypes(["float32", "float64"])))
    x = data.draw(hst.arrays(dtype, hst.shapes(min_dims=1, min_side=1), min_value=-4, max_value=4))
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    expected = np.linalg.norm(x.astype("float64"), axis=axis)
    close(ivy.linalg.vector_norm(ivy.asarray(x), axis=axis), expected, dtype)


def test_vector_norm_of_a_0d_array():
    assert_allclose(ivy.linalg.vector_norm(ivy.asarray(np.float32(-3.0))), np.float32(3.0))


def test_result_types_are_named_tuples():
    x = ivy.asarray(hermitian_pd((3, 3), "float32"))
    assert ivy.linalg.eigh(x)._fields == ("eigenvalues", "eigenvectors")
    if ivy.current_backend() != "mxnet":  # no complex dtype there
        assert ivy.linalg.eig(x)._fields == ("eigenvalues", "eigenvectors")
    assert ivy.linalg.qr(x)._fields == ("Q", "R")
    assert ivy.linalg.slogdet(x)._fields == ("sign", "logabsdet")
    assert ivy.linalg.svd(x)._fields == ("U", "S", "Vh")


def test_linalg_namespace_and_top_level_are_one_function():
    for name in ("inv", "svd", "det", "solve", "cholesky", "qr", "eigh", "vector_norm", "cross"):
        assert getattr(ivy.linalg, name) is getattr(ivy, name)
    for name in ("matmul", "matrix_transpose", "tensordot", "vecdot"):
        assert getattr(ivy.linalg, name) is getattr(ivy, name)


SQUARE_ONLY = ["cholesky", "det", "eig", "eigh", "eigvals", "eigvalsh", "inv", "slogdet"]


@pytest.mark.parametrize("name", SQUARE_ONLY)
def test_non_square_input_names_x_and_its_shape(name):
    fn = getattr(ivy.linalg, name)
    with pytest.raises(
        ivy.ShapeError, match=rf"{name}: x must have shape \(\.\.\., M, M\); got shape \(2, 3\)"
    ):
        fn(ivy.zeros((2, 3)))
    with pytest.raises(ivy.ShapeError, match=rf"{name}: x .* got shape \(3,\)"):
        fn(ivy.zeros(3))


def test_matrix_power_of_non_square_input():
    with pytest.raises(ivy.ShapeError, match=r"matrix_power: x .* got shape \(2, 3\)"):
        ivy.linalg.matrix_power(ivy.zeros((2, 3)), 2)


@pytest.mark.parametrize(
    "name", ["matrix_norm", "matrix_rank", "pinv", "qr", "svd", "svdvals", "diagonal", "trace"]
)
def test_vector_input_to_matrix_functions_names_x(name):
    fn = getattr(ivy.linalg, name)
    with pytest.raises(
        ivy.ShapeError, match=rf"{name}: x must have shape \(\.\.\., M, N\); got shape \(3,\)"
    ):
        fn(ivy.zeros(3))


@pytest.mark.parametrize(
    "name",
    [
        *("cholesky", "det", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matrix_norm"),
        *("matrix_rank", "pinv"),
        *("qr", "slogdet", "svd", "svdvals", "vector_norm"),
    ],
)
def test_integer_input_raises_dtype_error(name):
    x = ivy.asarray(np.eye(3, dtype="int32"))
    with pytest.raises(
        ivy.DtypeError, match=f"{name}: x must have a floating-point dtype; got int32"
    ):
        getattr(ivy.linalg, name)(x)


def test_matrix_power_and_solve_integer_input():
    x = ivy.asarray(np.eye(3, dtype="int64"))
    with pytest.raises(ivy.DtypeError, match="matrix_power: x must have a floating-point"):
        ivy.linalg.matrix_power(x, 2)
    with pytest.raises(ivy.DtypeError, match="solve: x1 must have a floating-point"):
        ivy.linalg.solve(x, ivy.ones(3))
    with pytest.raises(ivy.DtypeError, match="solve: x2 must have a floating-point"):
        ivy.linalg.solve(ivy.ones((3, 3)), ivy.asarray(np.ones(3, dtype="int64")))


def test_solve_shape_errors():
    with pytest.raises(
        ivy.ShapeError, match=r"solve: x1 must have shape \(\.\.\., M, M\); got shape \(2, 3\)"
    ):
        ivy.linalg.solve(ivy.zeros((2, 3)), ivy.zeros(2))
    with pytest.raises(
        ivy.ShapeError,
        match=r"solve: x2 must have shape \(3,\) or \(..., 3, K\) .* got shape \(4,\)",
    ):
        ivy.linalg.solve(ivy.ones((3, 3)), ivy.ones(4))
    with pytest.raises(
        ivy.ShapeError, match=r"solve: x1 batch .* and x2 batch .* do not broadcast"
    ):
        ivy.linalg.solve(ivy.ones((2, 3, 3)), ivy.ones((4, 3, 1)))


def test_cross_errors():
    with pytest.raises(
        ivy.ShapeError, match=r"cross: x2 must have size 3 along axis -1; got shape \(2,\)"
    ):
        ivy.linalg.cross(ivy.ones(3), ivy.ones(2))
    with pytest.raises(ivy.AxisError, match="cross: axis must be a negative integer"):
        ivy.linalg.cross(ivy.ones(3), ivy.ones(3), axis=0)
    with pytest.raises(
        ivy.AxisError, match=r"cross: axis must be a negative integer in \[-1, -1\]"
    ):
        ivy.linalg.cross(ivy.ones((3, 3)), ivy.ones(3), axis=-2)
    with pytest.raises(
        ivy.ShapeError, match=r"cross: x1 of shape \(2, 3\) and x2 of shape \(4, 3\)"
    ):
        ivy.linalg.cross(ivy.ones((2, 3)), ivy.ones((4, 3)))


def test_outer_errors():
    with pytest.raises(
        ivy.ShapeError, match=r"outer: x1 must have shape \(N,\); got shape \(2, 2\)"
    ):
        ivy.linalg.outer(ivy.ones((2, 2)), ivy.ones(3))


def test_option_errors():
    with pytest.raises(ValueError, match="qr: mode must be 'reduced' or 'complete'; got 'r'"):
        ivy.linalg.qr(ivy.ones((2, 2)), mode="r")
    with pytest.raises(ValueError, match="matrix_norm: ord must be one of"):
        ivy.linalg.matrix_norm(ivy.ones((2, 2)), ord=3)
    with pytest.raises(ivy.AxisError, match="vector_norm: axis 2 is out of range"):
        ivy.linalg.vector_norm(ivy.ones((2, 2)), axis=2)


@pytest.mark.parametrize("dtype", ["bool", "int8", "int16", "uint8", "int32", "float32"])
def test_outer_and_diagonal_of_every_real_dtype(dtype):
    # paddle's outer has no int8/int16/uint8/float16 kernels; mxnet's diagonal none for bool.
    require_dtypes(dtype)
    a = np.asarray([1, 0, 3], dtype=dtype)
    b = np.asarray([2, 1], dtype=dtype)
    outer = ivy.linalg.outer(ivy.asarray(a), ivy.asarray(b))
    assert ivy.dtype(outer) == dtype
    np.testing.assert_array_equal(ivy.to_numpy(outer), np.outer(a, b).astype(dtype))
    matrix = np.asarray([[1, 0, 1], [0, 1, 1]], dtype=dtype)
    for offset in (0, 1, -1):
        diagonal = ivy.linalg.diagonal(ivy.asarray(matrix), offset=offset)
        np.testing.assert_array_equal(ivy.to_numpy(diagonal), np.diagonal(matrix, offset))
