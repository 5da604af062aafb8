from ivy.backends.numpy._arrays import ndarray, numpy_array

_NO_AUTODIFF = "numpy has no automatic differentiation; use torch, jax, tensorflow, paddle or mxnet"

UNSUPPORTED = {
    name: _NO_AUTODIFF
    for name in ("execute_with_gradients", "value_and_grad", "grad", "jac", "vjp", "jvp")
}


def stop_gradient(x, /):
    return x


def variable(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return x


def is_variable(x, /, exclusive=False):
    return False


def variable_data(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return x
