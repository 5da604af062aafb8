"""Optimizer update rules as pure functions over pytrees of arrays (and ``ivy.Container``).

The weights ``ws`` are an array or a pytree of arrays (nested dicts, lists, tuples, an
``ivy.Container``); the gradients ``dcdws`` and the moment estimates ``mw``/``vw`` have the same
structure. Each rule is applied leaf by leaf (the norms of LARS and LAMB are per leaf: per layer)
and returns new trees of that structure; nothing is changed in place. The learning rate ``lr`` is
a Python float or an array broadcasting against every leaf. The rules are written once here over
the backend functions (:data:`COMPOSITES`), so they run, and stay differentiable, on every
backend.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ivy._common import checks
from ivy._common import trees as _trees
from ivy._typing import Array, BackendLike
from ivy.errors import BackendMismatchError, InvalidArgumentError, NotAnArrayError, ShapeError
from ivy.framework import backend_for, own_backend, selected_backend

__all__ = [
    "optimizer_update",
    "gradient_descent_update",
    "adam_update",
    "lars_update",
    "lamb_update",
]

COMPOSITES = frozenset(__all__)

_MIN_DENOMINATOR = 1e-12  # keeps the trust ratios finite at a zero norm (ivy.stable_divide's)


class _Trees:
    """The weights ``ws`` flattened, with trees of their structure (gradients, moments)."""

    def __init__(self, fn_name: str, ws: Any, *trees: tuple[str, Any], extra: tuple = ()) -> None:
        """``trees``: ``(argument name, tree)`` pairs; ``extra``: other arguments (``lr``, ...)."""
        self.fn_name = fn_name
        self.leaves, self.treedef = _trees.tree_flatten(ws)
        self.names = [name for name, _ in trees]
        self.others = [_leaves_like(fn_name, self.treedef, name, tree) for name, tree in trees]
        self.extra = extra

    def arrays(self) -> list:
        """Every leaf and extra argument: the arrays that pick the backend."""
        arrays = [*self.leaves, *self.extra]
        for leaves in self.others:
            arrays += leaves
        return arrays

    def check_leaves(self, b: Any) -> None:
        """The error path: names a leaf that is no array of backend ``b``, or unlike its weight.

        Raises:
            NotAnArrayError: a leaf is no array.
            BackendMismatchError: a leaf is another framework's array.
            ShapeError: a leaf of another tree has another shape than its weight in ``ws``.
        """
        fn = self.fn_name
        single = len(self.leaves) == 1
        for name, leaves in (("ws", self.leaves), *zip(self.names, self.others, strict=True)):
            for i, leaf in enumerate(leaves):
                where = name if single else f"{name} (leaf {i})"
                owner = own_backend(leaf)
                if owner is None:
                    raise NotAnArrayError(
                        f"{fn}: {where} must be an array; got {type(leaf).__name__}"
                    )
                if owner is not b:
                    raise BackendMismatchError(
                        f"{fn}: {where} is a {owner.NAME} array, but the call runs on the {b.NAME} "
                        "backend: convert it first"
                    )
                shape, expected = checks.shape_of(leaf), checks.shape_of(self.leaves[i])
                if name != "ws" and shape != expected:
                    raise ShapeError(
                        f"{fn}: {where} of shape {shape} must have the shape of its weight in ws, "
                        f"{expected}"
                    )
                if not all(shape):
                    raise ShapeError(f"{fn}: {where} of shape {shape} is empty")

    def map(self, b: Any, fn: Callable[..., tuple]) -> tuple[Any, ...]:
        """Applies ``fn(b, w, *leaves)`` (which returns a tuple) to matching leaves.

        Returns one tree of the structure of ``ws`` per entry of ``fn``'s tuples.
        """
        results = [fn(b, w, *rest) for w, *rest in zip(self.leaves, *self.others, strict=True)]
        count = len(results[0]) if results else 1
        return tuple(self.treedef.unflatten([r[i] for r in results]) for i in range(count))


def _leaves_like(fn_name: str, treedef: Any, name: str, tree: Any) -> list:
    """The leaves of ``tree``, which must have the structure ``treedef`` (that of ``ws``)."""
    try:
        return treedef.flatten_up_to(tree)
    except (ValueError, TypeError) as error:
        raise InvalidArgumentError(
            f"{fn_name}: {name} must have the structure of ws: {error}"
        ) from None


def _step_power(b: Any, beta: float, step: Any, like: Array) -> Any:
    """``beta ** step``: a Python float for a Python step, else an array of ``like``'s dtype."""
    if isinstance(step, (int, float)):
        return beta**step
    # exp(step * log(beta)): pow with a scalar base is not taken alike by every backend.
    return b.exp(b.multiply(b.astype(step, b.dtype(like)), math.log(beta)))


def _adam_step(b, g, m, v, step, beta1, beta2, epsilon) -> tuple:
    m = b.add(b.multiply(m, beta1), b.multiply(g, 1 - beta1))
    v = b.add(b.multiply(v, beta2), b.multiply(b.multiply(g, g), 1 - beta2))
    bias1 = 1 - _step_power(b, beta1, step, g)
    bias2 = 1 - _step_power(b, beta2, step, g)
    alpha = (
        math.sqrt(bias2) / (bias1 + epsilon)
        if isinstance(bias1, float)
        else b.divide(b.sqrt(bias2), b.add(bias1, epsilon))
    )
    root_v = b.sqrt(b.maximum(v, b.zeros_like(v)))
    return b.divide(b.multiply(m, alpha), b.add(root_v, epsilon)), m, v


def _descend(b: Any, w: Array, effective_grad: Array, lr: Any) -> Array:
    return b.subtract(w, b.multiply(effective_grad, lr))


def _norm(b: Any, x: Array) -> Array:
    return b.vector_norm(x, axis=None, keepdims=False, ord=2)


def optimizer_update(
    ws: Any, effective_grads: Any, lr: float | Array, /, *, backend: BackendLike = None
) -> Any:
    """One step ``w - lr * effective_grad`` for each weight: the last step of every rule.

    Args:
        ws: the weights, an array or a pytree of floating arrays.
        effective_grads: the step directions, of the structure of ``ws`` and each leaf
            broadcasting against its weight.
        lr: the learning rate, a Python float or an array broadcasting against every leaf.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        The new weights, of the structure, shapes and dtypes of ``ws``.

    Raises:
        ValueError: ``effective_grads`` differs from ``ws`` in structure.

    Example:
        >>> import ivy
        >>> ivy.optimizer_update(ivy.asarray([1.0, 2.0]), ivy.asarray([0.5, 1.0]), 0.1)
        array([0.95, 1.9 ], dtype=float32)
    """

    def update(b, w, e):
        return (_descend(b, w, e, lr),)

    trees = _Trees("optimizer_update", ws, ("effective_grads", effective_grads), extra=(lr,))
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *trees.arrays())
    try:
        return trees.map(b, update)[0]
    except Exception:
        checks.explain(trees.check_leaves, b)
        raise


def gradient_descent_update(
    ws: Any, dcdws: Any, lr: float | Array, /, *, backend: BackendLike = None
) -> Any:
    """Plain gradient descent: ``w_new = w - lr * dc/dw`` for each weight.

    Args:
        ws: the weights, an array or a pytree of floating arrays.
        dcdws: the gradients of the cost, of the structure and shapes of ``ws``.
        lr: the learning rate, a Python float or an array broadcasting against every leaf.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        The new weights, of the structure, shapes and dtypes of ``ws``.

    Raises:
        ValueError: ``dcdws`` differs from ``ws`` in structure.

    Example:
        >>> import ivy
        >>> ivy.gradient_descent_update({"w": ivy.asarray([1.0])}, {"w": ivy.asarray([2.0])}, 0.25)
        {'w': array([0.5], dtype=float32)}
    """

    def update(b, w, g):
        return (_descend(b, w, g, lr),)

    trees = _Trees("gradient_descent_update", ws, ("dcdws", dcdws), extra=(lr,))
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *trees.arrays())
    try:
        return trees.map(b, update)[0]
    except Exception:
        checks.explain(trees.check_leaves, b)
        raise


def adam_update(
    ws: Any,
    dcdws: Any,
    lr: float | Array,
    mw_tm1: Any,
    vw_tm1: Any,
    step: int | Array,
    /,
    *,
    beta1: float = 0.9,
    beta2: float = 0.999,
    epsilon: float = 1e-7,
    backend: BackendLike = None,
) -> tuple[Any, Any, Any]:
    """One Adam step for each weight (Ivy's formulation, bias correction folded into ``alpha``).

    With ``g = dc/dw`` and ``t = step``::

        mw = beta1 * mw_tm1 + (1 - beta1) * g
        vw = beta2 * vw_tm1 + (1 - beta2) * g**2
        alpha = sqrt(1 - beta2**t) / (1 - beta1**t + epsilon)
        w_new = w - lr * alpha * mw / (sqrt(vw) + epsilon)

    Args:
        ws: the weights, an array or a pytree of floating arrays.
        dcdws: the gradients of the cost, of the structure and shapes of ``ws``.
        lr: the learning rate, a Python float or an array broadcasting against every leaf.
        mw_tm1: the running mean of the gradients from the previous step (zeros at first), of
            the structure of ``ws``.
        vw_tm1: the running mean of the squared gradients from the previous step (zeros at
            first), of the structure of ``ws``.
        step: the number of this step, counting from 1: a Python int, or a 0-d array (cast to
            each weight's dtype).
        beta1: the decay of the running mean of the gradients.
        beta2: the decay of the running mean of the squared gradients.
        epsilon: keeps the divisions finite.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``(new_ws, mw, vw)``, each of the structure, shapes and dtypes of ``ws``.

    Raises:
        ValueError: a tree differs from ``ws`` in structure.

    Example:
        >>> import ivy
        >>> w, g = ivy.asarray([1.0]), ivy.asarray([0.5])
        >>> new_w, mw, vw = ivy.adam_update(w, g, 0.1, ivy.zeros(1), ivy.zeros(1), 1)
        >>> new_w
        array([0.90000075], dtype=float32)
    """

    def update(b, w, g, m, v):
        effective, m, v = _adam_step(b, g, m, v, step, beta1, beta2, epsilon)
        return _descend(b, w, effective, lr), m, v

    moments = (("mw_tm1", mw_tm1), ("vw_tm1", vw_tm1))
    trees = _Trees("adam_update", ws, ("dcdws", dcdws), *moments, extra=(lr, step))
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *trees.arrays())
    try:
        return trees.map(b, update)
    except Exception:
        checks.explain(trees.check_leaves, b)
        raise


def lars_update(
    ws: Any,
    dcdws: Any,
    lr: float | Array,
    /,
    *,
    decay_lambda: float = 0.0,
    backend: BackendLike = None,
) -> Any:
    """One LARS step (layer-wise adaptive rate scaling) for each weight.

    With ``g = dc/dw`` and norms over all of a weight's elements::

        trust = ||w|| / (||g|| + decay_lambda * ||w|| + 1e-12)
        w_new = w - lr * trust * (g + decay_lambda * w)

    With ``decay_lambda = 0`` this is Ivy's rule ``w - lr * ||w|| / ||g|| * g``; the weight
    decay follows the LARS paper (You et al., 2017).

    Args:
        ws: the weights, an array or a pytree of floating arrays.
        dcdws: the gradients of the cost, of the structure and shapes of ``ws``.
        lr: the learning rate, a Python float or an array broadcasting against every leaf.
        decay_lambda: the weight decay.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        The new weights, of the structure, shapes and dtypes of ``ws``.

    Raises:
        ValueError: ``dcdws`` differs from ``ws`` in structure.

    Example:
        >>> import ivy
        >>> ivy.lars_update(ivy.asarray([3.0, 4.0]), ivy.asarray([0.0, 1.0]), 0.1)
        array([3. , 3.5], dtype=float32)
    """

    def update(b, w, g):
        w_norm = _norm(b, w)
        denominator = b.add(_norm(b, g), _MIN_DENOMINATOR)
        if decay_lambda:
            denominator = b.add(denominator, b.multiply(w_norm, decay_lambda))
            g = b.add(g, b.multiply(w, decay_lambda))
        trust = b.divide(w_norm, denominator)
        return (_descend(b, w, b.multiply(g, trust), lr),)

    trees = _Trees("lars_update", ws, ("dcdws", dcdws), extra=(lr,))
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *trees.arrays())
    try:
        return trees.map(b, update)[0]
    except Exception:
        checks.explain(trees.check_leaves, b)
        raise


def lamb_update(
    ws: Any,
    dcdws: Any,
    lr: float | Array,
    mw_tm1: Any,
    vw_tm1: Any,
    step: int | Array,
    /,
    *,
    beta1: float = 0.9,
    beta2: float = 0.999,
    epsilon: float = 1e-7,
    max_trust_ratio: float = 10.0,
    decay_lambda: float = 0.0,
    backend: BackendLike = None,
) -> tuple[Any, Any, Any]:
    """One LAMB step (layer-wise adaptive moments) for each weight.

    With ``adam`` the effective gradient of :func:`adam_update` (``alpha * mw / (sqrt(vw) +
    epsilon)``, from the same moments) and norms over all of a weight's elements::

        u = adam + decay_lambda * w
        trust = min(||w|| / (||u|| + 1e-12), max_trust_ratio)
        w_new = w - lr * trust * u

    With ``decay_lambda = 0`` this is Ivy's rule; the weight decay follows the LAMB paper (You
    et al., 2019).

    Args:
        ws: the weights, an array or a pytree of floating arrays.
        dcdws: the gradients of the cost, of the structure and shapes of ``ws``.
        lr: the learning rate, a Python float or an array broadcasting against every leaf.
        mw_tm1: the running mean of the gradients from the previous step, as for
            :func:`adam_update`.
        vw_tm1: the running mean of the squared gradients from the previous step.
        step: the number of this step, counting from 1 (a Python int or a 0-d array).
        beta1: the decay of the running mean of the gradients.
        beta2: the decay of the running mean of the squared gradients.
        epsilon: keeps the Adam division finite.
        max_trust_ratio: the largest trust ratio.
        decay_lambda: the weight decay.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``(new_ws, mw, vw)``, each of the structure, shapes and dtypes of ``ws``.

    Raises:
        ValueError: a tree differs from ``ws`` in structure.

    Example:
        >>> import ivy
        >>> w, g = ivy.asarray([3.0, 4.0]), ivy.asarray([0.5, 0.0])
        >>> new_w, mw, vw = ivy.lamb_update(w, g, 0.1, ivy.zeros(2), ivy.zeros(2), 1)
        >>> new_w
        array([2.5, 4. ], dtype=float32)
    """

    def update(b, w, g, m, v):
        effective, m, v = _adam_step(b, g, m, v, step, beta1, beta2, epsilon)
        if decay_lambda:
            effective = b.add(effective, b.multiply(w, decay_lambda))
        ratio = b.divide(_norm(b, w), b.add(_norm(b, effective), _MIN_DENOMINATOR))
        trust = b.minimum(ratio, b.full_like(ratio, max_trust_ratio))
        return _descend(b, w, b.multiply(effective, trust), lr), m, v

    moments = (("mw_tm1", mw_tm1), ("vw_tm1", vw_tm1))
    trees = _Trees("lamb_update", ws, ("dcdws", dcdws), *moments, extra=(lr, step))
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *trees.arrays())
    try:
        return trees.map(b, update)
    except Exception:
        checks.explain(trees.check_leaves, b)
        raise
