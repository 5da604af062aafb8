"""Compilation: each framework's own graph compiler behind one signature.

:func:`compile` hands a function written in ivy (or in the framework itself) to ``jax.jit``,
``tf.function``, ``torch.compile`` or ``paddle.jit.to_static``. numpy and mxnet have no function
compiler: there the function runs as it is. Arrays stay the framework's own, in and out.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from ivy._common import trees as _trees
from ivy._typing import BackendLike
from ivy.framework import backend_for, selected_backend

__all__ = ["compile"]


def _as_args(example_inputs: Any) -> tuple:
    """``example_inputs`` as a tuple of positional arguments (a non-tuple is one argument)."""
    return example_inputs if isinstance(example_inputs, tuple) else (example_inputs,)


def _as_tuple(value: Any, kind: type, name: str) -> tuple | None:
    if value is None:
        return None
    values = (value,) if isinstance(value, kind) else tuple(value)
    if not all(isinstance(v, kind) for v in values):
        raise TypeError(
            f"compile: {name} must be a {kind.__name__} or a sequence of them; got {value!r}"
        )
    return values


def _backend_of_arguments(args: tuple, kwargs: dict) -> Any:
    # The leaves of pytree arguments (dicts, lists, ivy.Container) pick the backend too.
    return backend_for(None, *_trees.tree_leaves((args, kwargs)))


def _compiled_on_first_call(fn: Callable, options: dict, selected: Callable[[], Any]) -> Callable:
    """``fn``, compiled by each call's backend the first time that backend answers (cached).

    ``selected``: the calling api function's ``selected_backend`` (a namespace's, or the global
    setting's, read at each call).
    """
    by_backend: dict[Any, Callable] = {}

    @functools.wraps(fn)
    def compiled(*args: Any, **kwargs: Any) -> Any:
        b = selected()
        if b is None:
            b = _backend_of_arguments(args, kwargs)
        try:
            compiled_fn = by_backend[b]
        except KeyError:
            compiled_fn = by_backend[b] = b.compile(fn, example_inputs=None, **options)
        return compiled_fn(*args, **kwargs)

    return compiled


def compile(  # shadows the builtin only inside ivy's namespace, as the spec names it
    fn: Callable[..., Any],
    /,
    *,
    dynamic: bool = True,
    example_inputs: Any = None,
    static_argnums: int | Sequence[int] | None = None,
    static_argnames: str | Sequence[str] | None = None,
    jit_compile: bool = False,
    backend: BackendLike = None,
) -> Callable[..., Any]:
    """Compiles ``fn`` with the framework's own compiler; compiled and eager results agree.

    The compiler is ``jax.jit`` (jax), ``tf.function`` (tensorflow), ``torch.compile`` (torch) and
    ``paddle.jit.to_static(full_graph=True)`` (paddle). numpy and mxnet have no function
    compiler: there ``fn`` itself is returned (mxnet's ``hybridize`` compiles Gluon blocks only).
    On torch, where ``torch.compile`` cannot run (no C compiler, an unsupported platform or
    Python), the first call warns once naming the reason and ``fn`` runs eagerly from then on.

    Which backend compiles: ``backend`` if given; else the one inferred from ``example_inputs``
    (the global setting first, as for every call); else ``fn`` is compiled lazily, at the first
    call, by the backend answering that call (the global setting, else the framework of the
    arguments, pytree leaves included), and the compiled function is cached per backend.

    Note:
        Inside ivy's namespace this name shadows Python's builtin ``compile`` (as the spec asks);
        ``from ivy import *`` does too.

    Args:
        fn: the function to compile, written in ivy or in the framework; it takes arrays and
            pytrees of arrays (nested dicts, lists, tuples; ``ivy.Container`` on jax and torch,
            not on tensorflow and paddle, whose compilers take only their own nests) and
            returns the same.
        dynamic: whether to compile for dynamic shapes, so that new input shapes do not
            recompile: ``torch.compile(dynamic=...)`` and ``tf.function(reduce_retracing=...)``.
            jax and paddle specialise on each input shape (a new shape recompiles); they ignore
            it.
        example_inputs: a tuple of positional arguments (anything else is one argument) to
            compile for now, rather than at the first call: jax lowers and compiles, tensorflow
            traces a concrete function, torch and paddle call ``fn`` once. They also select the
            backend when ``backend`` is None.
        static_argnums: positional arguments that are Python values (not arrays) to compile
            into the graph, recompiling for each new value (``jax.jit``'s meaning). jax needs
            them for any argument that changes shapes or control flow; tensorflow, torch and
            paddle already treat non-array Python arguments so, and ignore this.
        static_argnames: as ``static_argnums``, by keyword.
        jit_compile: tensorflow only: compile the graph with XLA (``tf.function(jit_compile=
            True)``). jax always uses XLA; the others ignore it.
        backend: selects the backend that compiles; see :mod:`ivy.framework`.

    Returns:
        A callable with ``fn``'s call signature returning what ``fn`` returns, as the framework's
        native arrays.

    Raises:
        TypeError: ``fn`` is not callable, or ``static_argnums``/``static_argnames`` are not
            ints/strings.

    Example:
        >>> import ivy
        >>> f = ivy.compile(lambda x: ivy.sum(x * x), backend="numpy")
        >>> f(ivy.asarray([1.0, 2.0]))
        array(5., dtype=float32)
    """
    if not callable(fn):
        raise TypeError(f"compile: fn must be callable; got {type(fn).__name__}")
    options = {
        "dynamic": dynamic,
        "static_argnums": _as_tuple(static_argnums, int, "static_argnums"),
        "static_argnames": _as_tuple(static_argnames, str, "static_argnames"),
        "jit_compile": jit_compile,
    }
    if backend is None and example_inputs is None:
        return _compiled_on_first_call(fn, options, selected_backend)
    args = None if example_inputs is None else _as_args(example_inputs)
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *_trees.tree_leaves(args))
    return b.compile(fn, example_inputs=args, **options)
