import paddle


def compile(
    fn,
    /,
    dynamic=True,
    example_inputs=None,
    static_argnums=None,
    static_argnames=None,
    jit_compile=False,
):
    # differs: to_static specialises on input shapes (dynamic is ignored) and already takes
    # Python (non-tensor) arguments as constants, so static_argnums/static_argnames need nothing.
    # full_graph=True transcribes fn's source, which fails on a lambda's; a lambda is compiled by
    # paddle's bytecode translator (full_graph=False) instead.
    full_graph = getattr(fn, "__name__", None) != "<lambda>"
    compiled = paddle.jit.to_static(fn, full_graph=full_graph)
    if example_inputs is not None:
        compiled(*example_inputs)
    return compiled
