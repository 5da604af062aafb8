"""Gradients and variables: autodiff through each framework's own machinery, one signature.

The functions differentiate with respect to *pytrees*: a single array, nested dicts, lists and
tuples of arrays, or an :class:`ivy.Container` (an optree node in the ``"ivy"`` namespace). Results
keep the structure of what was differentiated. Only floating-point (and complex) arrays are
differentiable; integer and bool arrays are constants whose gradient is zeros of their shape and
dtype, and other leaves (Python numbers, strings) are constants whose gradient is None. This is
the same on every backend (jax itself would reject integer inputs, torch would raise).

The autodiff is the framework's own: ``torch.func``, ``jax.grad``/``vjp``/``jvp``/``jacrev``,
``tf.GradientTape``/``ForwardAccumulator``, ``paddle.grad``, ``mx.autograd``. Nothing is left in
a user tensor's ``.grad``. numpy has no autodiff: there every function here but
:func:`stop_gradient`, :func:`variable`, :func:`is_variable` and :func:`variable_data` raises
:class:`ivy.UnsupportedError`.

What a backend receives (for backend authors): this module flattens the pytrees and hands the
backend a function of *one flat list* of differentiable arrays, the list itself, and expects
lists back (``argnums=0`` for :func:`value_and_grad`, :func:`grad` and :func:`jac`; one primal
list for :func:`vjp` and :func:`jvp`, whose functions also return a flat list of arrays).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ivy._common import checks
from ivy._common import dtypes as _dtypes
from ivy._common import trees as _trees
from ivy._typing import Array, BackendLike
from ivy.errors import DtypeError, InvalidArgumentError, NotAnArrayError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "execute_with_gradients",
    "value_and_grad",
    "grad",
    "jac",
    "vjp",
    "jvp",
    "stop_gradient",
    "variable",
    "is_variable",
    "variable_data",
]

_DIFFERENTIABLE = ("real floating", "complex floating")


def _is_differentiable(b: Any, leaf: Any) -> bool:
    return b.is_array(leaf) and _dtypes.isdtype(b.dtype(leaf), _DIFFERENTIABLE)


class _Leaves:
    """The leaves of some pytrees, with the differentiable ones (floating arrays) picked out."""

    def __init__(self, trees: Sequence[Any]) -> None:
        flat = [_trees.tree_flatten(tree) for tree in trees]
        self.leaves = [leaves for leaves, _ in flat]
        self.treedefs = [treedef for _, treedef in flat]

    def arrays(self) -> list:
        """Every leaf: the arrays that pick the backend."""
        return [leaf for leaves in self.leaves for leaf in leaves]

    def pick(self, b: Any) -> None:
        """Picks the differentiable leaves out, as backend ``b`` (the caller's) sees them."""
        self.b = b
        self.masks = [
            [_is_differentiable(self.b, leaf) for leaf in leaves] for leaves in self.leaves
        ]
        self.differentiable = [
            leaf
            for leaves, mask in zip(self.leaves, self.masks, strict=True)
            for leaf, keep in zip(leaves, mask, strict=True)
            if keep
        ]

    def _unflatten(self, values: Sequence[Any], constant: Callable[[Any], Any]) -> list:
        it = iter(values)
        return [
            treedef.unflatten(
                [next(it) if keep else constant(leaf) for leaf, keep in zip(ls, m, strict=True)]
            )
            for treedef, ls, m in zip(self.treedefs, self.leaves, self.masks, strict=True)
        ]

    def rebuild(self, values: Sequence[Any]) -> list:
        """The trees with their differentiable leaves replaced by ``values``."""
        return self._unflatten(values, lambda leaf: leaf)

    def gradients(self, grads: Sequence[Any], out_shape: tuple = ()) -> list:
        """Trees of ``grads`` at the differentiable leaves; zeros (or None) elsewhere."""
        return self._unflatten(grads, lambda leaf: self._zero_gradient(leaf, out_shape))

    def _zero_gradient(self, leaf: Any, out_shape: tuple) -> Any:
        if not self.b.is_array(leaf):
            return None
        shape = (*out_shape, *_shape(leaf))
        return self.b.zeros(shape, dtype=self.b.dtype(leaf), device=self.b.dev(leaf))


def _shape(x: Any) -> tuple:
    return tuple(int(d) for d in x.shape)


def _argnums(fn: str, argnums: int | Sequence[int], count: int) -> tuple[int, ...]:
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    if not nums or not all(isinstance(i, int) for i in nums):
        raise InvalidArgumentError(
            f"{fn}: argnums must be an int or a non-empty tuple of ints; got {argnums!r}"
        )
    for i in nums:
        if not -count <= i < count:
            raise InvalidArgumentError(
                f"{fn}: argnums {i} is out of range for {count} positional argument(s)"
            )
    return tuple(i % count for i in nums)


def _scalar_output(fn: str, out: Any, has_aux: bool) -> Any:
    """``out`` (or its value, with ``has_aux``), checked to be a 0-d array; returns ``out``."""
    if has_aux and not (isinstance(out, (tuple, list)) and len(out) == 2):
        raise InvalidArgumentError(f"{fn}: with has_aux=True, func must return a pair (value, aux)")
    value = out[0] if has_aux else out
    shape = _shape(value) if hasattr(value, "shape") else None
    if shape != ():
        raise ShapeError(
            f"{fn}: func must return a scalar (a 0-d array); got "
            + (f"shape {shape}" if shape is not None else type(value).__name__)
        )
    return out


def _call_with(func: Callable, args: tuple, kwargs: dict, nums: tuple, trees: list) -> Any:
    args = list(args)
    for i, tree in zip(nums, trees, strict=True):
        args[i] = tree
    return func(*args, **kwargs)


def execute_with_gradients(
    func: Callable[[Any], Any],
    xs: Any,
    /,
    *,
    retain_grads: bool = False,
    has_aux: bool = False,
    backend: BackendLike = None,
) -> tuple[Any, Any]:
    """Calls ``func(xs)`` and returns its value with its gradient with respect to ``xs``.

    Args:
        func: maps ``xs`` to a scalar (a 0-d floating array), or with ``has_aux`` to a pair
            ``(scalar, aux)`` where ``aux`` is anything and is not differentiated.
        xs: an array or a pytree of arrays (nested dicts, lists, tuples, ``ivy.Container``).
        retain_grads: False: the value and gradients are detached from any enclosing
            differentiation (cheaper); True: they stay differentiable, so the call can be nested
            for higher-order derivatives.
        has_aux: whether ``func`` returns ``(scalar, aux)``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``(value, grads)``, or with ``has_aux`` ``((value, aux), grads)`` (the convention of
        ``jax.value_and_grad``). ``grads`` has the structure of ``xs``: ``d value / d leaf`` of
        each leaf's shape and dtype; zeros for integer and bool leaves, None for non-array
        leaves.

    Raises:
        ivy.ShapeError: ``func`` does not return a scalar.
        ivy.UnsupportedError: on numpy, which has no autodiff.

    Example:
        >>> import ivy  # doctest: +SKIP
        >>> x = ivy.asarray([1.0, 2.0], backend="torch")  # doctest: +SKIP
        >>> ivy.execute_with_gradients(lambda x: ivy.sum(x * x), x)  # doctest: +SKIP
        (tensor(5.), tensor([2., 4.]))
    """
    tree = _Leaves([xs])
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *tree.arrays())
    tree.pick(b)

    def flat_func(values: list) -> Any:
        return _scalar_output("execute_with_gradients", func(tree.rebuild(values)[0]), has_aux)

    try:
        value, grads = tree.b.execute_with_gradients(
            flat_func, tree.differentiable, retain_grads=retain_grads, has_aux=has_aux
        )
    except Exception:
        checks.explain(_explain_differentiable, "execute_with_gradients", "xs", xs, tree)
        raise
    return value, tree.gradients(grads)[0]


def _explain_differentiable(fn: str, name: str, value: Any, tree: Any) -> None:
    if not tree.differentiable:
        raise NotAnArrayError(
            f"{fn}: {name} must hold floating-point arrays to differentiate; got "
            f"{type(value).__name__}"
        )


def value_and_grad(
    func: Callable[..., Any],
    /,
    *,
    argnums: int | Sequence[int] = 0,
    has_aux: bool = False,
    backend: BackendLike = None,
) -> Callable[..., tuple[Any, Any]]:
    """A function that returns ``func``'s value and its gradient, as ``jax.value_and_grad``.

    Args:
        func: maps positional arguments (arrays or pytrees of arrays; keyword arguments are
            passed through, not differentiated) to a scalar (a 0-d floating array), or with
            ``has_aux`` to ``(scalar, aux)``.
        argnums: the positional argument(s) to differentiate with respect to: an int or a tuple
            of ints (negative counts from the end).
        has_aux: whether ``func`` returns ``(scalar, aux)``.
        backend: selects the backend for the calls of the returned function; see
            :mod:`ivy.framework`. By default the backend is inferred from the arguments.

    Returns:
        A function of ``func``'s arguments returning ``(value, grads)`` (``((value, aux),
        grads)`` with ``has_aux``). ``grads`` has the structure of argument ``argnums`` (a tuple
        of such, one per argument, when ``argnums`` is a tuple); integer and bool leaves get
        zeros of their shape and dtype.

    Raises:
        ivy.ShapeError: ``func`` does not return a scalar (when the returned function is called).
        ValueError: ``argnums`` is out of range for the arguments given.
        ivy.UnsupportedError: on numpy, which has no autodiff.
    """

    def value_and_grads(*args: Any, **kwargs: Any) -> tuple:
        nums = _argnums("value_and_grad", argnums, len(args))
        trees = _Leaves([args[i] for i in nums])
        b = selected_backend()
        if b is None or backend is not None:
            b = backend_for(backend, *trees.arrays())
        trees.pick(b)

        def flat_func(values: list) -> Any:
            out = _call_with(func, args, kwargs, nums, trees.rebuild(values))
            return _scalar_output("value_and_grad", out, has_aux)

        value, grads = trees.b.value_and_grad(flat_func, has_aux=has_aux)(trees.differentiable)
        grads = trees.gradients(grads)
        return value, grads[0] if isinstance(argnums, int) else tuple(grads)

    return value_and_grads


def grad(
    func: Callable[..., Any],
    /,
    *,
    argnums: int | Sequence[int] = 0,
    has_aux: bool = False,
    backend: BackendLike = None,
) -> Callable[..., Any]:
    """A function that returns the gradient of ``func``, as ``jax.grad``.

    Args:
        func: as for :func:`value_and_grad`.
        argnums: the positional argument(s) to differentiate with respect to: an int or a tuple
            of ints.
        has_aux: whether ``func`` returns ``(scalar, aux)``.
        backend: selects the backend for the calls of the returned function; see
            :mod:`ivy.framework`.

    Returns:
        A function of ``func``'s arguments returning ``grads`` (``(grads, aux)`` with
        ``has_aux``), structured as for :func:`value_and_grad`.

    Raises:
        ivy.ShapeError: ``func`` does not return a scalar (when the returned function is called).
        ValueError: ``argnums`` is out of range for the arguments given.
        ivy.UnsupportedError: on numpy, which has no autodiff.
    """

    def gradient(*args: Any, **kwargs: Any) -> Any:
        nums = _argnums("grad", argnums, len(args))
        trees = _Leaves([args[i] for i in nums])
        b = selected_backend()
        if b is None or backend is not None:
            b = backend_for(backend, *trees.arrays())
        trees.pick(b)

        def flat_func(values: list) -> Any:
            out = _call_with(func, args, kwargs, nums, trees.rebuild(values))
            return _scalar_output("grad", out, has_aux)

        result = trees.b.grad(flat_func, has_aux=has_aux)(trees.differentiable)
        grads, aux = result if has_aux else (result, None)
        grads = trees.gradients(grads)
        grads = grads[0] if isinstance(argnums, int) else tuple(grads)
        return (grads, aux) if has_aux else grads

    return gradient


def jac(
    func: Callable[..., Array],
    /,
    *,
    argnums: int | Sequence[int] = 0,
    backend: BackendLike = None,
) -> Callable[..., Any]:
    """A function that returns the Jacobian of ``func`` (reverse mode, as ``jax.jacrev``).

    Args:
        func: maps positional arguments (arrays or pytrees of arrays) to one floating array of
            shape ``out_shape``.
        argnums: the positional argument(s) to differentiate with respect to: an int or a tuple
            of ints.
        backend: selects the backend for the calls of the returned function; see
            :mod:`ivy.framework`.

    Returns:
        A function of ``func``'s arguments returning, for each leaf ``x`` of argument
        ``argnums``, ``d out / d x`` of shape ``out_shape + x.shape``, in the structure of that
        argument (a tuple of such when ``argnums`` is a tuple). Integer and bool leaves get
        zeros of that shape and the leaf's dtype.

    Raises:
        TypeError: ``func`` does not return an array.
        ValueError: ``argnums`` is out of range for the arguments given.
        ivy.UnsupportedError: on numpy, which has no autodiff.
    """

    def jacobian(*args: Any, **kwargs: Any) -> Any:
        nums = _argnums("jac", argnums, len(args))
        trees = _Leaves([args[i] for i in nums])
        b = selected_backend()
        if b is None or backend is not None:
            b = backend_for(backend, *trees.arrays())
        trees.pick(b)
        out_shape: list = []

        def flat_func(values: list) -> Any:
            out = _call_with(func, args, kwargs, nums, trees.rebuild(values))
            if not trees.b.is_array(out):
                raise InvalidArgumentError(
                    f"jac: func must return one array; got {type(out).__name__}"
                )
            out_shape[:] = [_shape(out)]
            return out

        if trees.differentiable:
            jacobians = trees.b.jac(flat_func)(trees.differentiable)
        else:  # nothing to differentiate (torch and jax refuse that): call func for its shape
            flat_func([])
            jacobians = []
        grads = trees.gradients(jacobians, out_shape[0])
        return grads[0] if isinstance(argnums, int) else tuple(grads)

    return jacobian


def vjp(
    func: Callable[..., Any], /, *primals: Any, backend: BackendLike = None
) -> tuple[Any, Callable[[Any], tuple]]:
    """Evaluates ``func`` at ``primals`` and returns its vector-Jacobian product function.

    Args:
        func: maps the primals (positional arguments: arrays or pytrees of arrays) to an array
            or a pytree of floating arrays.
        *primals: the point.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``(outputs, vjp_fn)``: ``func(*primals)``, and a function taking cotangents of the
        structure, shapes and dtypes of ``outputs`` and returning a tuple with one entry per
        primal, in the primal's structure: ``cotangents · d outputs / d primal``. Integer and
        bool leaves get zeros of their shape and dtype.

    Raises:
        ivy.UnsupportedError: on numpy, which has no autodiff.

    Example:
        >>> import ivy  # doctest: +SKIP
        >>> out, vjp_fn = ivy.vjp(ivy.sin, ivy.asarray([0.0, 1.0], backend="jax"))  # doctest: +SKIP
        >>> vjp_fn(ivy.ones_like(out))  # doctest: +SKIP
        (Array([1.       , 0.5403023], dtype=float32),)
    """
    trees = _Leaves(primals)
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *trees.arrays())
    trees.pick(b)
    out_def: list = []

    def flat_func(values: list) -> list:
        leaves, treedef = _trees.tree_flatten(func(*trees.rebuild(values)))
        out_def[:] = [treedef]
        return leaves

    outputs, flat_vjp = trees.b.vjp(flat_func, trees.differentiable)

    def vjp_fn(cotangents: Any) -> tuple:
        flat_cotangents = out_def[0].flatten_up_to(cotangents)
        (grads,) = flat_vjp(flat_cotangents)
        return tuple(trees.gradients(grads))

    return out_def[0].unflatten(outputs), vjp_fn


def jvp(
    func: Callable[..., Any],
    primals: Sequence[Any],
    tangents: Sequence[Any],
    /,
    *,
    backend: BackendLike = None,
) -> tuple[Any, Any]:
    """The value of ``func`` at ``primals`` and its Jacobian-vector product with ``tangents``.

    Args:
        func: maps the primals (positional arguments: arrays or pytrees of arrays) to an array
            or a pytree of floating arrays.
        primals: a tuple or list, ``func``'s arguments.
        tangents: the same structure as ``primals``, floating leaves of the primals' shapes and
            dtypes (the tangents of integer and bool leaves are ignored).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``(outputs, tangent_outputs)``: ``func(*primals)`` and ``d outputs / d primals ·
        tangents``, both in the structure of ``func``'s output.

    Raises:
        ValueError: ``tangents`` differs from ``primals`` in structure.
        ivy.UnsupportedError: on numpy, which has no autodiff.
    """
    if not isinstance(primals, (tuple, list)) or not isinstance(tangents, (tuple, list)):
        raise InvalidArgumentError("jvp: primals and tangents must be tuples or lists of arguments")
    if len(primals) != len(tangents):
        raise InvalidArgumentError(
            f"jvp: tangents must match primals; got {len(tangents)} tangents "
            f"for {len(primals)} primals"
        )
    trees = _Leaves(primals)
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *trees.arrays())
    trees.pick(b)
    flat_tangents = []
    for treedef, mask, tangent in zip(trees.treedefs, trees.masks, tangents, strict=True):
        try:
            leaves = treedef.flatten_up_to(tangent)
        except (ValueError, TypeError) as error:
            raise InvalidArgumentError(
                f"jvp: tangents must have the structure of primals: {error}"
            ) from None
        flat_tangents.extend(t for t, keep in zip(leaves, mask, strict=True) if keep)
    for i, (primal, tangent) in enumerate(zip(trees.differentiable, flat_tangents)):  # noqa: B905
        # paddle's jvp crashes the process on a tangent of another shape than its primal
        if checks.shape_of(primal) != checks.shape_of(tangent):
            raise ShapeError(
                f"jvp: tangents must have the shapes of primals; differentiable leaf {i} of "
                f"primals has shape {checks.shape_of(primal)}, its tangent "
                f"{checks.shape_of(tangent)}"
            )
    out_def: list = []

    def flat_func(values: list) -> list:
        leaves, treedef = _trees.tree_flatten(func(*trees.rebuild(values)))
        out_def[:] = [treedef]
        return leaves

    try:
        outputs, tangent_outputs = trees.b.jvp(flat_func, (trees.differentiable,), (flat_tangents,))
    except Exception:
        checks.explain(_check_jvp, trees, flat_tangents)
        raise
    return out_def[0].unflatten(outputs), out_def[0].unflatten(tangent_outputs)


def _check_jvp(trees: _Leaves, tangents: list) -> None:
    if not trees.differentiable:
        raise InvalidArgumentError(
            "jvp: primals must hold a floating-point array to differentiate at; they hold none"
        )
    for i, tangent in enumerate(tangents):
        if trees.b.is_array(tangent):
            checks.check_dtype_kind(
                "jvp", trees.b, f"tangents (of differentiable leaf {i})", tangent,
                ("real floating", "complex floating"),
            )  # fmt: skip


def stop_gradient(x: Array, /, *, backend: BackendLike = None) -> Array:
    """``x`` as a constant for differentiation: its gradient is not propagated.

    Args:
        x: array of any shape and dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array equal to ``x`` (same shape and dtype) that autodiff treats as a constant (torch,
        paddle, mxnet: detached, sharing memory; jax, tensorflow: ``stop_gradient``; numpy:
        ``x`` itself).

    Example:
        >>> import ivy
        >>> ivy.stop_gradient(ivy.asarray([1.0, 2.0]))
        array([1., 2.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    return b.stop_gradient(x)


def variable(x: Array, /, *, backend: BackendLike = None) -> Any:
    """A trainable variable holding ``x``'s values.

    Args:
        x: array of a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        torch: a leaf tensor with ``requires_grad=True`` (sharing ``x``'s memory); tensorflow: a
        ``tf.Variable``; paddle: a tensor with ``stop_gradient=False`` (sharing memory); mxnet: a
        copy of ``x`` with a gradient buffer attached (``attach_grad``); jax and numpy: ``x``
        itself (jax differentiates any array; numpy none).

    Raises:
        ivy.DtypeError: ``x`` is not floating-point (no framework trains integers).

    Example:
        >>> import ivy
        >>> ivy.variable(ivy.asarray([1.0, 2.0]))
        array([1., 2.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        if not _dtypes.isdtype(b.dtype(x), _DIFFERENTIABLE):
            raise DtypeError(f"variable: x must have a floating-point dtype; got {b.dtype(x)}")
        return b.variable(x)
    except Exception:
        checks.explain(None)
        raise


def is_variable(x: Any, /, *, exclusive: bool = False, backend: BackendLike = None) -> bool:
    """Whether ``x`` is a trainable variable of its framework.

    Args:
        x: anything.
        exclusive: count only what the framework marks as trainable in a distinct way (a
            ``tf.Variable``, a torch tensor requiring grad, ...). jax marks nothing: every jax
            array is differentiable, so jax answers True for any array unless ``exclusive``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        torch: a tensor with ``requires_grad``; tensorflow: a ``tf.Variable``; paddle: a tensor
        with ``stop_gradient=False``; mxnet: an array with a gradient buffer attached; jax: any
        array (False with ``exclusive``); numpy: False.

    Example:
        >>> import ivy
        >>> ivy.is_variable(ivy.asarray([1.0]))
        False
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    return b.is_variable(x, exclusive)


def variable_data(x: Any, /, *, backend: BackendLike = None) -> Array:
    """The array a variable holds, without gradient tracking.

    Args:
        x: a variable (see :func:`variable`) or an array.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of ``x``'s shape, dtype and values, detached from autodiff (a plain tensor for a
        ``tf.Variable``); numpy: ``x`` itself.

    Example:
        >>> import ivy
        >>> ivy.variable_data(ivy.variable(ivy.asarray([1.0, 2.0])))
        array([1., 2.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.variable_data(x)
    except Exception:
        checks.explain(checks.array_of, "variable_data", "x", b, x)
        raise
