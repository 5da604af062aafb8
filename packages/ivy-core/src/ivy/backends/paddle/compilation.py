import functools
import inspect

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
    if _takes_var_args(fn):
        # to_static refuses *args and **kwargs (ivy.grad's and ivy.value_and_grad's functions
        # take them): it compiles a function of the two, packed, which it takes as nests.
        def call_packed(args, kwargs):
            return fn(*args, **kwargs)

        packed = paddle.jit.to_static(call_packed, full_graph=full_graph)

        @functools.wraps(fn)
        def compiled(*args, **kwargs):
            return packed(args, kwargs)

    else:
        compiled = paddle.jit.to_static(fn, full_graph=full_graph)
    if example_inputs is not None:
        compiled(*example_inputs)
    return compiled


def _takes_var_args(fn):
    try:
        parameters = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):  # no signature to read (a builtin): let paddle decide
        return False
    variadic = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
    return any(p.kind in variadic for p in parameters)


def is_traced(x, /):
    # paddle.jit.to_static traces with pir Values; paddle.Tensor is an eager tensor.
    return not isinstance(x, paddle.Tensor)
