import tensorflow as tf


def compile(
    fn,
    /,
    dynamic=True,
    example_inputs=None,
    static_argnums=None,
    static_argnames=None,
    jit_compile=False,
):
    # differs: tf.function already traces Python (non-tensor) arguments as constants, retracing
    # for each new value, so static_argnums/static_argnames need nothing more.
    compiled = tf.function(fn, reduce_retracing=dynamic, jit_compile=jit_compile)
    if example_inputs is not None:
        compiled.get_concrete_function(*example_inputs)
    return compiled


def is_traced(x, /):
    return tf.is_symbolic_tensor(x)
