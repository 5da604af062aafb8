"""Gradients against finite differences and against each framework's own autodiff, in float64."""

import numpy as np
import pytest

import ivy
from ivy.container import Container
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.fixtures import BACKEND, needs_autodiff

AUTODIFF = BACKEND != "numpy"
NESTS = BACKEND not in ("numpy", "mxnet")  # mxnet records one graph at a time

A = np.array([0.3, -1.2, 2.0])
C = np.array([1.5, 0.4, -0.7])
# Central differences in float64 are accurate to ~1e-9 relative: the float64 table (1e-10) is too
# tight for comparisons with them.
FD_RTOL = 1e-6

M = np.array([[1.0, -2.0, 0.5], [0.3, 0.8, -1.1]])


def arr(values):
    return ivy.asarray(np.asarray(values, dtype=np.float64))


def scalar_fn(a, c):
    return ivy.sum(a * a * c) + ivy.sum(ivy.sin(c))


def vector_fn(a):
    """A function of shape (3,) -> (2,) with a full Jacobian."""
    return ivy.tanh(ivy.matmul(arr(M), a))


def native_vjp(f, args, cotangent):
    """``cotangent · d f / d args`` by the framework's own autodiff, called directly."""
    if BACKEND == "torch":
        import torch

        leaves = [a.detach().clone().requires_grad_(True) for a in args]
        return torch.autograd.grad(f(*leaves), leaves, grad_outputs=cotangent)
    if BACKEND == "jax":
        import jax

        return jax.vjp(f, *args)[1](cotangent)
    if BACKEND == "tensorflow":
        import tensorflow as tf

        with tf.GradientTape() as tape:
            tape.watch(args)
            out = f(*args)
        return tape.gradient(out, args, output_gradients=cotangent)
    if BACKEND == "paddle":
        import paddle

        leaves = [a.detach() for a in args]
        for leaf in leaves:
            leaf.stop_gradient = False
        return paddle.grad([f(*leaves)], leaves, grad_outputs=[cotangent])
    import mxnet as mx

    leaves = [a.copy() for a in args]
    for leaf in leaves:
        leaf.attach_grad()
    with mx.autograd.record():
        out = f(*leaves)
    out.backward(cotangent)
    return [leaf.grad for leaf in leaves]


def native_jacobian(f, x, out_size):
    """Rows ``d f[k] / d x`` from native vector-Jacobian products, as a NumPy array."""
    rows = [native_vjp(f, [x], arr(np.eye(out_size)[k]))[0] for k in range(out_size)]
    return np.stack([ivy.to_numpy(r) for r in rows])


def numerical_jacobian(f, x):
    """Central differences of a vector function, as a NumPy array of shape out + in."""
    return np.stack(
        [numerical_grad(lambda v, k=k: f(v)[k], [x]) for k in range(int(ivy.shape(f(arr(x)))[0]))]
    )


def as_numpy(tree):
    return (
        {k: as_numpy(v) for k, v in tree.items()} if isinstance(tree, dict) else ivy.to_numpy(tree)
    )


def expected_scalar_grads():
    fd = [numerical_grad(scalar_fn, [A, C], argnum=i) for i in (0, 1)]
    native = native_vjp(scalar_fn, [arr(A), arr(C)], arr(1.0))
    for f, n in zip(fd, native, strict=True):
        assert_allclose(n, f, rtol=FD_RTOL, atol=1e-8)
    return fd


# -- execute_with_gradients ------------------------------------------------------------------


@needs_autodiff
@pytest.mark.parametrize("wrap", [dict, Container], ids=["dict", "Container"])
def test_execute_with_gradients_of_a_nested_tree(wrap):
    ints = ivy.asarray(np.array([3, 4]))
    xs = wrap({"a": arr(A), "b": {"c": arr(C), "n": ints}})

    def func(t):
        return scalar_fn(t["a"], t["b"]["c"]) + ivy.sum(ivy.astype(t["b"]["n"], ivy.float64))

    value, grads = ivy.execute_with_gradients(func, xs)
    assert isinstance(grads, wrap)
    fd_a, fd_c = expected_scalar_grads()
    assert_allclose(value, float(np.sum(A * A * C) + np.sum(np.sin(C)) + 7))
    assert_allclose(grads["a"], fd_a, rtol=FD_RTOL)
    assert_allclose(grads["b"]["c"], fd_c, rtol=FD_RTOL)
    # integer leaves are constants: zeros of their shape and dtype
    assert_allclose(grads["b"]["n"], np.zeros(2, dtype=ivy.to_numpy(ints).dtype))


@needs_autodiff
def test_execute_with_gradients_of_0d_leaves_in_a_container():
    # The README's fit: scalar parameters (mxnet indexes 0-d gradients differently).
    x = arr(np.linspace(-1.0, 1.0, 8))
    params = ivy.Container(w=arr(np.array(0.5)), b=arr(np.array(-0.25)))
    loss, grads = ivy.execute_with_gradients(
        lambda p: ivy.mean(ivy.square(p.w * x + p.b - 2.0 * x)), params
    )
    residual = 0.5 * np.linspace(-1.0, 1.0, 8) - 0.25 - 2.0 * np.linspace(-1.0, 1.0, 8)
    assert_allclose(loss, np.mean(residual**2))
    assert_allclose(grads.w, np.mean(2 * residual * np.linspace(-1.0, 1.0, 8)))
    assert_allclose(grads.b, np.mean(2 * residual))


@needs_autodiff
def test_execute_with_gradients_single_array_and_aux():
    (value, aux), grads = ivy.execute_with_gradients(
        lambda x: (ivy.sum(x**3), {"note": "kept", "y": x * 2}), arr(A), has_aux=True
    )
    assert_allclose(value, float(np.sum(A**3)))
    assert aux["note"] == "kept"
    assert_allclose(aux["y"], A * 2)
    assert_allclose(grads, 3 * A**2)


@needs_autodiff
def test_execute_with_gradients_leaves_no_grad_on_variables():
    v = ivy.variable(arr(A))
    value, grads = ivy.execute_with_gradients(lambda x: ivy.sum(x * x), v)
    assert_allclose(grads, 2 * A)
    if BACKEND == "torch":
        assert v.grad is None and not value.requires_grad and not grads.requires_grad
    if BACKEND == "paddle":
        assert v.grad is None and value.stop_gradient


# -- value_and_grad, grad --------------------------------------------------------------------


@needs_autodiff
def test_value_and_grad_argnums():
    fd_a, fd_c = expected_scalar_grads()
    value, grad_c = ivy.value_and_grad(scalar_fn, argnums=1)(arr(A), arr(C))
    assert_allclose(grad_c, fd_c, rtol=FD_RTOL)
    value, (grad_a, grad_c) = ivy.value_and_grad(scalar_fn, argnums=(0, -1))(arr(A), arr(C))
    assert_allclose(value, float(np.sum(A * A * C) + np.sum(np.sin(C))))
    assert_allclose(grad_a, fd_a, rtol=FD_RTOL)
    assert_allclose(grad_c, fd_c, rtol=FD_RTOL)


@needs_autodiff
def test_grad_of_a_container_with_aux_and_kwargs():
    params = Container(w=arr(A), b={"c": arr(C)})

    def loss(p, scale, *, offset):
        return scalar_fn(p.w, p.b.c) * scale + offset, "aux"

    grads, aux = ivy.grad(loss, has_aux=True)(params, 2.0, offset=1.0)
    fd_a, fd_c = expected_scalar_grads()
    assert aux == "aux" and isinstance(grads, Container)
    assert_allclose(grads.w, 2 * fd_a, rtol=FD_RTOL)
    assert_allclose(grads.b.c, 2 * fd_c, rtol=FD_RTOL)


@needs_autodiff
def test_gradients_of_gathers_are_dense_arrays():
    # tensorflow answers gathers with tf.IndexedSlices; ivy hands back a dense array.
    weight = ivy.asarray(np.ones((5, 3)))
    indices = ivy.asarray(np.array([0, 2, 2]))
    expected = np.zeros((5, 3))
    expected[0], expected[2] = 1.0, 2.0
    for gather in (
        lambda w: ivy.embedding(w, indices),
        lambda w: ivy.take(w, indices, axis=0),
    ):
        grad = ivy.grad(lambda w, gather=gather: ivy.sum(gather(w)))(weight)
        assert ivy.is_array(grad)
        assert_allclose(grad, expected)
        _, vjp_fn = ivy.vjp(gather, weight)
        (cotangent_grad,) = vjp_fn(ivy.ones((3, 3), dtype=ivy.float64))
        assert ivy.is_array(cotangent_grad)
        assert_allclose(cotangent_grad, expected)


@needs_autodiff
def test_stop_gradient_stops():
    # d/dx sum(x * stop_gradient(x)) is x, not 2x
    grads = ivy.grad(lambda x: ivy.sum(x * ivy.stop_gradient(x)))(arr(A))
    assert_allclose(grads, A)


@pytest.mark.skipif(not NESTS, reason="needs an autodiff that nests (not numpy, not mxnet)")
def test_second_derivative_by_nesting():
    def first(x):
        return ivy.sum(ivy.grad(lambda y: ivy.sum(y**3))(x))

    assert_allclose(ivy.grad(first)(arr(A)), 6 * A)


@pytest.mark.skipif(BACKEND != "mxnet", reason="mxnet's refusal to nest")
def test_mxnet_refuses_nesting_rather_than_answering_zero():
    with pytest.raises(ivy.UnsupportedError, match="inside a differentiation"):
        ivy.grad(lambda x: ivy.sum(ivy.grad(lambda y: ivy.sum(y**3))(x)))(arr(A))


@needs_autodiff
def test_gradient_errors_name_the_problem():
    with pytest.raises(ivy.ShapeError, match=r"value_and_grad: func must return a scalar"):
        ivy.value_and_grad(lambda x: x * 2)(arr(A))
    with pytest.raises(ValueError, match="grad: argnums 2 is out of range for 2"):
        ivy.grad(scalar_fn, argnums=2)(arr(A), arr(C))
    with pytest.raises(TypeError, match="has_aux=True, func must return a pair"):
        ivy.grad(lambda x: ivy.sum(x), has_aux=True)(arr(A))


# -- jac, vjp, jvp ---------------------------------------------------------------------------


@needs_autodiff
def test_jac_against_finite_differences_and_native():
    jacobian = ivy.jac(vector_fn)(arr(A))
    expected = numerical_jacobian(vector_fn, A)
    assert ivy.shape(jacobian) == (2, 3)
    assert_allclose(jacobian, expected, rtol=FD_RTOL)
    assert_allclose(jacobian, native_jacobian(vector_fn, arr(A), 2))


@needs_autodiff
def test_jac_of_a_tree_with_an_integer_leaf():
    def f(t):
        return ivy.sin(t["x"]) * 2.0

    x = arr(np.array([[0.1, 0.2], [0.3, 0.4]]))
    result = ivy.jac(f)({"x": x, "n": ivy.asarray(np.array([1, 2, 3]))})
    assert ivy.shape(result["x"]) == (2, 2, 2, 2)
    expected = np.zeros((2, 2, 2, 2))
    for i, j in np.ndindex(2, 2):
        expected[i, j, i, j] = 2 * np.cos(ivy.to_numpy(x)[i, j])
    assert_allclose(result["x"], expected)
    assert ivy.shape(result["n"]) == (2, 2, 3) and not np.any(ivy.to_numpy(result["n"]))
    only_ints = ivy.jac(lambda n: ivy.astype(n, ivy.float64) * 2.0)(ivy.asarray(np.array([1, 2])))
    assert ivy.shape(only_ints) == (2, 2) and not np.any(ivy.to_numpy(only_ints))


@needs_autodiff
def test_vjp_of_a_tree_valued_function():
    cotangent = {"o": arr([0.5, -2.0]), "p": arr(1.5)}

    def f(a, c):
        return {"o": vector_fn(a), "p": scalar_fn(a, c)}

    out, vjp_fn = ivy.vjp(f, arr(A), arr(C))
    assert_allclose(out["o"], np.tanh(M @ A))
    grad_a, grad_c = vjp_fn(cotangent)

    def weighted(a, c):
        return ivy.sum(f(a, c)["o"] * cotangent["o"]) + f(a, c)["p"] * cotangent["p"]

    assert_allclose(grad_a, numerical_grad(weighted, [A, C], argnum=0), rtol=FD_RTOL)
    assert_allclose(grad_c, numerical_grad(weighted, [A, C], argnum=1), rtol=FD_RTOL)
    native = native_vjp(vector_fn, [arr(A)], cotangent["o"])[0]
    assert_allclose(vjp_fn({"o": cotangent["o"], "p": arr(0.0)})[0], ivy.to_numpy(native))


@needs_autodiff
def test_jvp_against_finite_differences_and_native():
    tangent = np.array([0.7, -0.1, 0.4])
    out, tangent_out = ivy.jvp(vector_fn, (arr(A),), (arr(tangent),))
    assert_allclose(out, np.tanh(M @ A))
    eps = 1e-6
    fd = (np.tanh(M @ (A + eps * tangent)) - np.tanh(M @ (A - eps * tangent))) / (2 * eps)
    assert_allclose(tangent_out, fd, rtol=FD_RTOL)
    assert_allclose(tangent_out, native_jacobian(vector_fn, arr(A), 2) @ tangent)


@needs_autodiff
@pytest.mark.parametrize("name", ["cumsum", "softmax", "prod", "max", "sort"])
def test_jvp_of_functions_without_a_second_derivative_op(name):
    # paddle computes jvp by double backward; these ops have no double backward there, and
    # its jvp composes vector-Jacobian products instead.
    fn = getattr(ivy, name)
    x, tangent = np.array([0.3, 0.5, 0.2]), np.array([0.7, -0.1, 0.4])
    out, tangent_out = ivy.jvp(fn, (arr(x),), (arr(tangent),))
    eps = 1e-6
    plus, minus = fn(arr(x + eps * tangent)), fn(arr(x - eps * tangent))
    fd = (ivy.to_numpy(plus) - ivy.to_numpy(minus)) / (2 * eps)
    assert_allclose(out, ivy.to_numpy(fn(arr(x))))
    assert_allclose(tangent_out, fd, rtol=FD_RTOL)


@needs_autodiff
def test_jvp_skips_integer_leaves_and_checks_structure():
    def f(t):
        return t["x"] * ivy.astype(t["n"], ivy.float64)

    primal = {"x": arr([1.0, 2.0]), "n": ivy.asarray(np.array([3, 4]))}
    _, tangent_out = ivy.jvp(f, (primal,), ({"x": arr([1.0, 1.0]), "n": None},))
    assert_allclose(tangent_out, np.array([3.0, 4.0]))
    with pytest.raises(ValueError, match="jvp: tangents must"):
        ivy.jvp(f, (primal,), ())


# -- variables -------------------------------------------------------------------------------


def test_variable_is_variable_and_variable_data():
    x = arr(A)
    v = ivy.variable(x)
    data = ivy.variable_data(v)
    assert_allclose(data, A)
    assert ivy.is_variable(v) is (BACKEND != "numpy")
    assert ivy.is_variable(x) is (BACKEND == "jax")  # every jax array is differentiable
    assert ivy.is_variable(v, exclusive=True) is (BACKEND not in ("numpy", "jax"))
    assert not ivy.is_variable(data, exclusive=True)
    if BACKEND == "torch":
        assert v.requires_grad and v.is_leaf and not x.requires_grad and not data.requires_grad
    elif BACKEND == "tensorflow":
        import tensorflow as tf

        assert isinstance(v, tf.Variable) and not isinstance(data, tf.Variable)
    elif BACKEND == "paddle":
        assert not v.stop_gradient and x.stop_gradient and data.stop_gradient
    elif BACKEND == "mxnet":
        assert v.grad is not None and x.grad is None
    else:
        assert (v is x and data is x) or BACKEND == "jax"


def test_variable_of_integers_raises():
    with pytest.raises(ivy.DtypeError, match="variable: x must have a floating-point dtype"):
        ivy.variable(ivy.asarray(np.array([1, 2])))


def test_stop_gradient_keeps_values():
    assert_allclose(ivy.stop_gradient(arr(A)), A)


# -- numpy -----------------------------------------------------------------------------------

UNSUPPORTED_ON_NUMPY = {
    "execute_with_gradients": lambda x: ivy.execute_with_gradients(ivy.sum, x),
    "value_and_grad": lambda x: ivy.value_and_grad(ivy.sum)(x),
    "grad": lambda x: ivy.grad(ivy.sum)(x),
    "jac": lambda x: ivy.jac(ivy.sin)(x),
    "vjp": lambda x: ivy.vjp(ivy.sin, x),
    "jvp": lambda x: ivy.jvp(ivy.sin, (x,), (x,)),
}


@pytest.mark.skipif(BACKEND != "numpy", reason="numpy's UnsupportedError entries")
@pytest.mark.parametrize("name", UNSUPPORTED_ON_NUMPY)
def test_numpy_has_no_autodiff(name):
    with pytest.raises(
        ivy.UnsupportedError, match=f"ivy.{name} is not supported by the numpy backend: numpy has"
    ):
        UNSUPPORTED_ON_NUMPY[name](arr(A))
