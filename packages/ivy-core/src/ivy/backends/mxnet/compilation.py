def compile(
    fn,
    /,
    dynamic=True,
    example_inputs=None,
    static_argnums=None,
    static_argnames=None,
    jit_compile=False,
):
    # differs: mxnet compiles Gluon blocks only (hybridize), not functions; fn runs as it is.
    return fn


def is_traced(x, /):
    # differs: no tracing transformations.
    return False
