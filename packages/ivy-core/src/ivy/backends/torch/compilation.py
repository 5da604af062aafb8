import functools
import warnings

import torch


def _fallback_warning(fn, error):
    name = getattr(fn, "__qualname__", repr(fn))
    warnings.warn(
        f"ivy.compile: torch.compile cannot compile {name} here, so it runs eagerly "
        f"({type(error).__name__}: {error})",
        RuntimeWarning,
        stacklevel=3,
    )


def _compiled_or_eager(fn, compiled):
    """``compiled``, or ``fn`` once ``compiled`` has failed where ``fn`` itself runs."""
    eager = False

    @functools.wraps(fn)
    def call(*args, **kwargs):
        nonlocal eager
        if eager:
            return fn(*args, **kwargs)
        try:
            return compiled(*args, **kwargs)
        except Exception as error:
            # torch.compile compiles at the first call (and at each recompilation). An error that
            # fn raises eagerly too is the caller's, raised as such; otherwise compiling failed.
            result = fn(*args, **kwargs)
            eager = True
            _fallback_warning(fn, error)
            return result

    return call


def compile(
    fn,
    /,
    dynamic=True,
    example_inputs=None,
    static_argnums=None,
    static_argnames=None,
    jit_compile=False,
):
    # differs: torch.compile guards on Python (non-tensor) arguments by itself, so
    # static_argnums/static_argnames need nothing; where it cannot run, fn runs eagerly.
    try:
        compiled = _compiled_or_eager(fn, torch.compile(fn, dynamic=dynamic))
    except Exception as error:  # e.g. a Python version dynamo does not support yet
        _fallback_warning(fn, error)
        return fn
    if example_inputs is not None:
        compiled(*example_inputs)
    return compiled
