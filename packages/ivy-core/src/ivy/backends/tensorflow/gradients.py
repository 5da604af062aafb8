import tensorflow as tf

from ivy._common.autodiff import argnums_tuple, grads_only, per_argnums

# The api (ivy.api.gradients) hands every function here a func of flat lists of floating tensors.
# Each call records on a tape of its own, so calls nest (inside an enclosing tape) for higher-
# order derivatives.

_ZERO = tf.UnconnectedGradients.ZERO


def _watched(tape, tree):
    # tf.identity gives each leaf a tensor of its own, so a tensor passed twice is two sources.
    tree = tf.nest.map_structure(tf.identity, tree)
    tape.watch(tf.nest.flatten(tree))
    return tree


def _dense(grads):
    # differs: tf answers gathers (embedding, take) with IndexedSlices, which are not tensors.
    return tf.nest.map_structure(
        lambda g: tf.convert_to_tensor(g) if isinstance(g, tf.IndexedSlices) else g,
        grads,
        expand_composites=False,
    )


def value_and_grad(func, /, argnums=0, has_aux=False):
    def value_and_grad_fn(*args):
        args, nums = list(args), argnums_tuple(argnums)
        with tf.GradientTape(watch_accessed_variables=False) as tape:
            for i in nums:
                args[i] = _watched(tape, args[i])
            out = func(*args)
        value = out[0] if has_aux else out
        grads = tape.gradient(value, [args[i] for i in nums], unconnected_gradients=_ZERO)
        return out, per_argnums(argnums, _dense(grads))

    return value_and_grad_fn


def grad(func, /, argnums=0, has_aux=False):
    return grads_only(value_and_grad(func, argnums=argnums, has_aux=has_aux), has_aux)


def execute_with_gradients(func, xs, /, retain_grads=False, has_aux=False):
    out, grads = value_and_grad(func, has_aux=has_aux)(xs)
    if retain_grads:
        return out, grads
    grads = tf.nest.map_structure(tf.stop_gradient, grads)
    if has_aux:
        return (tf.stop_gradient(out[0]), out[1]), grads
    return tf.stop_gradient(out), grads


def jac(func, /, argnums=0):
    def jacobian(*args):
        args, nums = list(args), argnums_tuple(argnums)
        with tf.GradientTape(watch_accessed_variables=False) as tape:
            for i in nums:
                args[i] = _watched(tape, args[i])
            out = func(*args)
        jacobians = tape.jacobian(out, [args[i] for i in nums], unconnected_gradients=_ZERO)
        return per_argnums(argnums, jacobians)

    return jacobian


def vjp(func, /, *primals):
    # persistent: vjp_fn may be called any number of times.
    tape = tf.GradientTape(persistent=True, watch_accessed_variables=False)
    with tape:
        primals = [_watched(tape, primal) for primal in primals]
        out = func(*primals)

    def vjp_fn(cotangents):
        grads = tape.gradient(
            out,
            primals,
            output_gradients=tf.nest.flatten(cotangents),
            unconnected_gradients=_ZERO,
        )
        return tuple(_dense(grads))

    return out, vjp_fn


def jvp(func, primals, tangents, /):
    flat = [tf.identity(p) for p in tf.nest.flatten(primals)]
    with tf.autodiff.ForwardAccumulator(flat, tf.nest.flatten(tangents)) as accumulator:
        out = func(*tf.nest.pack_sequence_as(primals, flat))
    tangent_out = tf.nest.map_structure(
        lambda o: accumulator.jvp(o, unconnected_gradients=_ZERO), out
    )
    return out, tangent_out


stop_gradient = tf.stop_gradient


def variable(x, /):
    return tf.Variable(x)


def is_variable(x, /, exclusive=False):
    return isinstance(x, tf.Variable)


def variable_data(x, /):
    # differs: reads a tf.Variable into a plain tensor, which no tape traces back to it.
    return tf.stop_gradient(tf.convert_to_tensor(x))
