import jax


def compile(
    fn,
    /,
    dynamic=True,
    example_inputs=None,
    static_argnums=None,
    static_argnames=None,
    jit_compile=False,
):
    # differs: jax.jit specialises on input shapes (dynamic is ignored) and always uses XLA.
    compiled = jax.jit(fn, static_argnums=static_argnums, static_argnames=static_argnames)
    if example_inputs is not None:
        # Fills jax's compilation cache, so the first call with such inputs does not compile.
        compiled.lower(*example_inputs).compile()
    return compiled


def is_traced(x, /):
    return isinstance(x, jax.core.Tracer)
