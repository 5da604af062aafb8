import functools
import sys
import warnings

import torch

from ivy import _namespace, framework
from ivy._common import checks, dtypes
from ivy.backends.torch import _promotion, data_types, device

_lookups_traceable = False


def trace_ivy_lookups() -> None:
    """Lets torch.compile trace through ivy's backend lookups rather than break the graph there.

    Every api function starts by reading the backend setting, a context variable, which dynamo
    cannot trace: each ivy call would end the graph (a torch.compile'd loop of ivy calls ran
    about ten times slower than the same loop of torch calls). This gives dynamo a rule for the
    two readers, the global setting's ``selected_backend`` and the torch namespace's: the setting
    is read when dynamo traces, and compiled in. (A function traced under one setting and called
    under another keeps the first; ``ivy.compile`` compiles per backend, so its calls never
    differ.)

    Runs once: at the first ``ivy.compile`` on torch, or when this backend loads after dynamo
    (``torch.compile`` imports it). Eager calls pay nothing for it.
    """
    global _lookups_traceable
    if _lookups_traceable:
        return
    _lookups_traceable = True
    backend = sys.modules[__package__]
    for tensor in (torch.empty(0), torch.nn.Parameter(torch.empty(0))):
        framework.own_backend(tensor)  # each type classified now: no import inside a trace

    @torch.compiler.assume_constant_result
    def setting_name() -> str:
        setting = framework.selected_backend()
        return "" if setting is None else setting.NAME

    @torch.compiler.substitute_in_graph(framework.selected_backend, skip_signature_check=True)
    def selected_backend():
        name = setting_name()
        return framework.load_backend(name) if name else None

    @torch.compiler.substitute_in_graph(_namespace.selector(backend), skip_signature_check=True)
    def torch_namespace_backend():
        return backend

    # ivy's caches (resolved arguments, device names, promoted dtypes) are global dicts that
    # calls fill on first use. Traced into, dynamo would guard on them and recompile whenever one
    # changed: at the second call of every compiled function (its first call filled them), and
    # again whenever eager work beside it did. Folded through instead: a call with constant
    # arguments runs the cached function at trace time, outside the graph and its guards; other
    # calls run its uncached body.
    fold = functools.partial(
        torch.compiler.substitute_in_graph,
        can_constant_fold_through=True,
        skip_signature_check=True,
    )

    @fold(checks.resolved)
    def resolved(key, resolve, *args):
        return resolve(*args)

    @fold(device.native_device)
    def native_device(name):
        if name is None:
            return torch.get_default_device()
        if isinstance(name, torch.device):
            return name
        return device.parse_native(name)

    @fold(device.as_ivy_device)
    def as_ivy_device(native):
        return device.canonical_name(native)

    @fold(_promotion._with_scalar)
    def with_scalar(dtype, scalar):
        promoted = dtypes.promote_with_scalars(
            data_types.as_ivy_dtype(dtype), [scalar], data_types.default_dtypes()
        )
        return data_types.native_dtype(promoted)

    @fold(_promotion._pair)
    def promoted(*natives):
        ivy_dtypes = (data_types.as_ivy_dtype(d) for d in natives)
        return data_types.native_dtype(dtypes.promote(*ivy_dtypes))


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
    trace_ivy_lookups()
    try:
        compiled = _compiled_or_eager(fn, torch.compile(fn, dynamic=dynamic))
    except Exception as error:  # e.g. a Python version dynamo does not support yet
        _fallback_warning(fn, error)
        return fn
    if example_inputs is not None:
        compiled(*example_inputs)
    return compiled


def is_traced(x, /):
    # While dynamo traces, x is a fake tensor (and torch.compiler.is_compiling() is folded into
    # the graph as True); torch.func's transforms wrap the tensors they differentiate or batch.
    return (
        torch.compiler.is_compiling()
        or torch.jit.is_tracing()
        or torch._C._functorch.is_functorch_wrapped_tensor(x)
    )
