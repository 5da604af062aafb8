def compile(
    fn,
    /,
    dynamic=True,
    example_inputs=None,
    static_argnums=None,
    static_argnames=None,
    jit_compile=False,
):
    # differs: numpy has no function compiler; fn runs as it is.
    return fn


def is_traced(x, /):
    # differs: no tracing transformations.
    return False
