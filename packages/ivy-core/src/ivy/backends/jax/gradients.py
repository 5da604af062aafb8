import jax

# The api (ivy.api.gradients) hands every function here a func of flat lists of floating arrays.


def value_and_grad(func, /, argnums=0, has_aux=False):
    return jax.value_and_grad(func, argnums=argnums, has_aux=has_aux)


def grad(func, /, argnums=0, has_aux=False):
    return jax.grad(func, argnums=argnums, has_aux=has_aux)


def execute_with_gradients(func, xs, /, retain_grads=False, has_aux=False):
    out, grads = jax.value_and_grad(func, has_aux=has_aux)(xs)
    if retain_grads:
        return out, grads
    grads = jax.lax.stop_gradient(grads)
    if has_aux:  # aux may hold anything; only the value is an array
        return (jax.lax.stop_gradient(out[0]), out[1]), grads
    return jax.lax.stop_gradient(out), grads


def jac(func, /, argnums=0):
    return jax.jacrev(func, argnums=argnums)


def vjp(func, /, *primals):
    return jax.vjp(func, *primals)


def jvp(func, primals, tangents, /):
    return jax.jvp(func, tuple(primals), tuple(tangents))


stop_gradient = jax.lax.stop_gradient


def variable(x, /):
    # differs: jax has no variable type; every array is differentiable, so x is the variable.
    return x


def is_variable(x, /, exclusive=False):
    return not exclusive and isinstance(x, jax.Array)


def variable_data(x, /):
    return jax.lax.stop_gradient(x)
