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
from ivy._typing import Array, BackendLike
from ivy.errors import InvalidArgumentError
from ivy.framework import backend_for, selected_backend

__all__ = ["compile", "is_traced"]


def _as_args(example_inputs: Any) -> tuple:
    """``example_inputs`` as a tuple of positional arguments (a non-tuple is one argument)."""
    return example_inputs if isinstance(example_inputs, tuple) else (example_inputs,)


def _as_tuple(value: Any, kind: type, name: str) -> tuple | None:
    if value is None:
        return None
    values = (value,) if isinstance(value, kind) else tuple(value)
    if not all(isinstance(v, kind) for v in values):
        raise InvalidArgumentError(
            f"compile: {name} must be a {kind.__name__} or a sequence of them; got {value!r}"
        )
    return values


def _type_decides(value: Any) -> bool:
    """Whether ``value``'s type alone says which backend it picks: no pytree holds arrays there."""
    return value is None or _trees.is_leaf(value)


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
    arguments, pytree leaves included), and the compiled function is cached per backend. The
    framework of the arguments is found once per tuple of argument types (once per call where
    an argument is a pytree, whose type does not tell its leaves'), so a compiled call costs
    about what the framework's own compiled call does.

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
        raise InvalidArgumentError(f"compile: fn must be callable; got {type(fn).__name__}")
    options = {
        "dynamic": dynamic,
        "static_argnums": _as_tuple(static_argnums, int, "static_argnums"),
        "static_argnames": _as_tuple(static_argnames, str, "static_argnames"),
        "jit_compile": jit_compile,
    }
    if backend is None and example_inputs is None:
        # Compiled lazily, per backend answering a call. With nothing selected, the tuple of the
        # argument types maps to fn compiled by the backend they pick: the common call costs the
        # tuple and a dict lookup, not a walk of the arguments (arrays of two frameworks make
        # another tuple, which misses and raises in backend_for). A tuple holding a pytree type
        # (dict, list, Container) does not tell the leaves' backend: such calls always walk.
        # (No annotations on these names: AutoGraph cannot convert a function where an annotated
        # name is nonlocal.)
        by_backend = {}
        by_types = {}
        pytree_types = set()

        def compiled_by(b: Any) -> Callable:
            compiled_fn = by_backend.get(b)
            if compiled_fn is None:
                compiled_fn = by_backend[b] = b.compile(fn, example_inputs=None, **options)
            return compiled_fn

        @functools.wraps(fn)
        def compiled(*args: Any, **kwargs: Any) -> Any:
            b = selected_backend()
            if b is not None:
                try:
                    compiled_fn = by_backend[b]
                except KeyError:
                    compiled_fn = compiled_by(b)
                # Without keywords: **{} sends jax.jit's C++ dispatch down its slow path (~1 µs).
                return compiled_fn(*args, **kwargs) if kwargs else compiled_fn(*args)
            if kwargs or len(args) > 2:
                types = (*map(type, args), *map(type, kwargs.values()))
            elif len(args) == 2:  # inline: map calls type generically, at four times the cost
                types = (type(args[0]), type(args[1]))
            else:
                types = (type(args[0]),) if args else ()
            compiled_fn = by_types.get(types)
            if compiled_fn is None:
                compiled_fn = compiled_by(backend_for(None, *_trees.tree_leaves((args, kwargs))))
                if types not in pytree_types:
                    if all(map(_type_decides, (*args, *kwargs.values()))):
                        by_types[types] = compiled_fn
                    else:
                        pytree_types.add(types)
            return compiled_fn(*args, **kwargs) if kwargs else compiled_fn(*args)

        return compiled
    args = None if example_inputs is None else _as_args(example_inputs)
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *_trees.tree_leaves(args))
    return b.compile(fn, example_inputs=args, **options)


def is_traced(x: Array, /, *, backend: BackendLike = None) -> bool:
    """Whether ``x`` stands for values inside a transformation rather than holding them.

    True for a jax tracer (under ``jax.jit``, ``jax.grad``, ``jax.vmap``), a symbolic tensor of
    ``tf.function``, any tensor while ``torch.compile`` traces (and a tensor that
    ``torch.func.grad`` or ``vmap`` wraps) and a paddle value of ``paddle.jit.to_static``. Such
    an array is only valid inside its transformation: code that caches arrays across calls (a
    constant converted once per backend) must cache only those for which this is False. numpy
    and mxnet have no tracing transformations: always False there.

    Args:
        x: an array.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Whether ``x`` belongs to a trace.

    Example:
        >>> import ivy
        >>> ivy.is_traced(ivy.zeros(2, backend="numpy"))
        False
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    return b.is_traced(x)
