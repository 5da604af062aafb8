"""Optimizers that step a model's variables, and learning-rate schedules.

An optimizer keeps its state (the step count and, per variable, moments or momentum buffers)
and maps variables and their gradients to new variables::

    opt = Adam(1e-3)
    loss, grads = ivy.execute_with_gradients(loss_fn, module.v)
    module.v = opt.step(module.v, grads)

``v`` and ``grads`` are one pytree of floating arrays of any backend: an ``ivy.Container``, nested
dicts, lists and tuples, or a single array. The state is created on the first step with the
structure of ``v`` (Containers for a Container) and every step returns new arrays; nothing is
changed in place. The arithmetic is ivy's, so it runs on every backend, numpy included, and it
stays differentiable. ``state_dict`` / ``load_state_dict`` save and restore an optimizer so that
it continues with identical steps.

``lr`` is a number or a schedule, a callable ``schedule(step) -> float`` evaluated at every step
with the number of steps taken so far (0 for the first step); :class:`StepDecay`,
:class:`ExponentialDecay` and :class:`CosineDecay` are common ones.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping
from typing import Any

import optree

import ivy
from ivy.container import NAMESPACE

__all__ = [
    "Optimizer",
    "SGD",
    "Adam",
    "AdamW",
    "RMSprop",
    "LARS",
    "LAMB",
    "StepDecay",
    "ExponentialDecay",
    "CosineDecay",
]

Schedule = Callable[[int], float]


# -- learning-rate schedules ----------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class StepDecay:
    """``initial * gamma ** (step // step_size)``: decays by ``gamma`` every ``step_size`` steps.

    torch's ``StepLR``.

    Args:
        initial: the learning rate of the first ``step_size`` steps.
        step_size: the number of steps between decays, positive.
        gamma: the factor of each decay.

    Example:
        >>> schedule = StepDecay(0.1, step_size=2, gamma=0.5)
        >>> [schedule(step) for step in range(5)]
        [0.1, 0.1, 0.05, 0.05, 0.025]
    """

    initial: float
    step_size: int
    gamma: float = 0.1

    def __post_init__(self) -> None:
        _check_non_negative("StepDecay", "initial", self.initial)
        if not (isinstance(self.step_size, int) and self.step_size > 0):
            raise ValueError(f"StepDecay: step_size must be a positive int; got {self.step_size!r}")
        _check_non_negative("StepDecay", "gamma", self.gamma)

    def __call__(self, step: int) -> float:
        """The learning rate after ``step`` steps."""
        return self.initial * self.gamma ** (step // self.step_size)


@dataclasses.dataclass(frozen=True)
class ExponentialDecay:
    """``initial * gamma ** step``: decays by ``gamma`` every step (torch's ``ExponentialLR``).

    Args:
        initial: the learning rate of the first step.
        gamma: the factor of each step's decay.

    Example:
        >>> schedule = ExponentialDecay(1.0, gamma=0.5)
        >>> [schedule(step) for step in range(3)]
        [1.0, 0.5, 0.25]
    """

    initial: float
    gamma: float

    def __post_init__(self) -> None:
        _check_non_negative("ExponentialDecay", "initial", self.initial)
        _check_non_negative("ExponentialDecay", "gamma", self.gamma)

    def __call__(self, step: int) -> float:
        """The learning rate after ``step`` steps."""
        return self.initial * self.gamma**step


@dataclasses.dataclass(frozen=True)
class CosineDecay:
    """A linear warmup to ``initial``, then a half cosine from ``initial`` down to ``final``.

    With ``w = warmup_steps`` and ``p = min((step - w) / decay_steps, 1)``::

        step < w:  initial * (step + 1) / w
        else:      final + (initial - final) * (1 + cos(pi * p)) / 2

    so the first step's rate is not zero, the rate is ``initial`` at step ``w`` and ``final``
    from step ``w + decay_steps`` on (torch's ``CosineAnnealingLR`` after the warmup).

    Args:
        initial: the peak learning rate.
        decay_steps: the length of the cosine, positive.
        final: the learning rate at the end of the cosine.
        warmup_steps: the length of the linear warmup; 0 for none.

    Example:
        >>> schedule = CosineDecay(1.0, decay_steps=2, warmup_steps=2)
        >>> [round(schedule(step), 3) for step in range(6)]
        [0.5, 1.0, 1.0, 0.5, 0.0, 0.0]
    """

    initial: float
    decay_steps: int
    final: float = 0.0
    warmup_steps: int = 0

    def __post_init__(self) -> None:
        _check_non_negative("CosineDecay", "initial", self.initial)
        _check_non_negative("CosineDecay", "final", self.final)
        if not (isinstance(self.decay_steps, int) and self.decay_steps > 0):
            raise ValueError(
                f"CosineDecay: decay_steps must be a positive int; got {self.decay_steps!r}"
            )
        if not (isinstance(self.warmup_steps, int) and self.warmup_steps >= 0):
            raise ValueError(
                f"CosineDecay: warmup_steps must be a non-negative int; got {self.warmup_steps!r}"
            )

    def __call__(self, step: int) -> float:
        """The learning rate after ``step`` steps."""
        if step < self.warmup_steps:
            return self.initial * (step + 1) / self.warmup_steps
        progress = min((step - self.warmup_steps) / self.decay_steps, 1.0)
        return self.final + (self.initial - self.final) * 0.5 * (1.0 + math.cos(math.pi * progress))


# -- the base class -------------------------------------------------------------------------------


class Optimizer:
    """The base of the optimizers: the step count, the per-variable state and the schedule.

    A subclass names its per-variable state (:meth:`_state_names`), validates its
    hyper-parameters (:meth:`_check`) and gives the update of one variable
    (:meth:`_update_leaf`); this class matches ``v`` with ``grads``, keeps the state and
    evaluates the schedule.

    Args:
        lr: the learning rate, a non-negative number or a schedule ``lr(step) -> float``.
        **hyperparameters: the subclass's other hyper-parameters, as its constructor names them.

    Raises:
        ValueError: a hyper-parameter is out of range.
    """

    def __init__(self, lr: float | Schedule, **hyperparameters: Any) -> None:
        name = type(self).__name__
        if not callable(lr):
            _check_non_negative(name, "lr", lr)
            lr = float(lr)
        self._lr = lr
        self._hyperparameters = hyperparameters
        self._check()
        self._step_count = 0
        self._treedef = None  # v's structure, from the first step
        self._state: dict[str, list] | None = None  # name -> one entry per leaf of v

    # -- public API -------------------------------------------------------------------------------

    @property
    def lr(self) -> float:
        """The learning rate the next step uses (the schedule's value at :attr:`step_count`)."""
        if callable(self._lr):
            return float(self._lr(self._step_count))
        return self._lr

    @property
    def step_count(self) -> int:
        """The number of steps taken so far."""
        return self._step_count

    @property
    def hyperparameters(self) -> dict[str, Any]:
        """The constructor's arguments, ``lr`` (a number or the schedule) included."""
        return {"lr": self._lr, **self._hyperparameters}

    def step(self, v: Any, grads: Any) -> Any:
        """One optimization step: the new variables, and the state advanced.

        Args:
            v: the variables, an array or a pytree of floating arrays (an ``ivy.Container``,
                nested dicts, lists, tuples).
            grads: the gradients of the loss with respect to ``v``: the structure, shapes and
                dtypes of ``v``.

        Returns:
            The new variables, new arrays of the structure of ``v``; ``v`` is left unchanged.

        Raises:
            ValueError: ``grads``, or ``v`` after the first step, differs from the structure the
                optimizer holds (the message names the leaves that differ).
            ivy.ShapeError: a gradient's shape differs from its variable's.
            ivy.DtypeError: a variable is not floating, or a gradient's dtype differs.
        """
        name = f"{type(self).__name__}.step"
        leaves, treedef = optree.tree_flatten(v, namespace=NAMESPACE)
        grad_leaves, grad_treedef = optree.tree_flatten(grads, namespace=NAMESPACE)
        if grad_treedef != treedef:
            raise ValueError(f"{name}: {_difference('v', v, 'grads', grads)}")
        _check_leaves(name, v, leaves, grad_leaves)
        if self._state is None:
            self._treedef = treedef
            self._state = {key: [ivy.zeros_like(w) for w in leaves] for key in self._state_names()}
        elif treedef != self._treedef:
            state = self._treedef.unflatten([0] * self._treedef.num_leaves)
            raise ValueError(
                f"{name}: v differs from the structure of the first step's v (which the state "
                f"has): {_difference('the state', state, 'v', v)}"
            )
        lr, step = self.lr, self._step_count + 1
        new_leaves, new_state = [], {key: list(column) for key, column in self._state.items()}
        for i, (w, g) in enumerate(zip(leaves, grad_leaves, strict=True)):
            entries = {key: column[i] for key, column in self._state.items()}
            new_w, entries = self._update_leaf(w, g, entries, lr, step)
            new_leaves.append(new_w)
            for key, value in entries.items():
                new_state[key][i] = value
        # Committed only now, so a step that raises leaves the optimizer as it was.
        self._state, self._step_count = new_state, step
        return treedef.unflatten(new_leaves)

    def state_dict(self) -> dict[str, Any]:
        """The optimizer's state, for :meth:`load_state_dict`.

        Returns:
            ``{"optimizer": class name, "step_count": int, "hyperparameters": dict,
            "state": {name: tree}}``, where each tree (a moment, a momentum buffer) has the
            structure of ``v``, and ``"state"`` is None before the first step. The arrays are
            shared, not copied: no step changes them in place.
        """
        state = None
        if self._state is not None:
            state = {key: self._treedef.unflatten(column) for key, column in self._state.items()}
        return {
            "optimizer": type(self).__name__,
            "step_count": self._step_count,
            "hyperparameters": self.hyperparameters,
            "state": state,
        }

    def load_state_dict(self, state_dict: Mapping[str, Any]) -> None:
        """Restores a state saved by :meth:`state_dict`; later steps continue from it.

        Args:
            state_dict: the dict :meth:`state_dict` returned, from an optimizer of this class.

        Raises:
            ValueError: it is from another optimizer class, or misses entries, or its state has
                other names than the hyper-parameters ask for, or trees of two structures.
        """
        name = f"{type(self).__name__}.load_state_dict"
        expected = {"optimizer", "step_count", "hyperparameters", "state"}
        if not isinstance(state_dict, Mapping) or set(state_dict) != expected:
            keys = sorted(state_dict) if isinstance(state_dict, Mapping) else state_dict
            raise ValueError(f"{name}: expected a dict with keys {sorted(expected)}; got {keys}")
        if state_dict["optimizer"] != type(self).__name__:
            raise ValueError(
                f"{name}: the state is of a {state_dict['optimizer']} optimizer, "
                f"not {type(self).__name__}"
            )
        fresh = type(self)(**state_dict["hyperparameters"])
        trees = state_dict["state"]
        treedef, state = None, None
        if trees is not None:
            if set(trees) != set(fresh._state_names()):
                raise ValueError(
                    f"{name}: the state holds {sorted(trees)}; these hyper-parameters need "
                    f"{sorted(fresh._state_names())}"
                )
            state = {}
            for key, tree in trees.items():
                leaves, tree_treedef = optree.tree_flatten(tree, namespace=NAMESPACE)
                if treedef is not None and tree_treedef != treedef:
                    raise ValueError(f"{name}: the state's trees differ in structure ({key!r})")
                treedef, state[key] = tree_treedef, leaves
        self._lr, self._hyperparameters = fresh._lr, fresh._hyperparameters
        self._step_count = int(state_dict["step_count"])
        self._treedef, self._state = treedef, state

    def __repr__(self) -> str:
        arguments = ", ".join(f"{k}={v!r}" for k, v in self.hyperparameters.items())
        return f"{type(self).__name__}({arguments})"

    # -- for subclasses ---------------------------------------------------------------------------

    def _state_names(self) -> tuple[str, ...]:
        """The names of the per-variable state, each created as zeros like the variable."""
        return ()

    def _check(self) -> None:
        """Raises ValueError for a hyper-parameter out of range."""

    def _update_leaf(
        self, w: Any, g: Any, state: dict[str, Any], lr: float, step: int
    ) -> tuple[Any, dict[str, Any]]:
        """The new variable and its new state, from ``w``, its gradient and its state.

        ``step`` counts from 1 (this step's number).
        """
        raise NotImplementedError

    def _require(self, condition: bool, argument: str, requirement: str) -> None:
        if not condition:
            value = self._hyperparameters.get(argument, self._lr)
            raise ValueError(f"{type(self).__name__}: {argument} must {requirement}; got {value!r}")

    def _require_betas(self, betas: Any) -> None:
        self._require(
            isinstance(betas, (tuple, list))
            and len(betas) == 2
            and all(0.0 <= beta < 1.0 for beta in betas),
            "betas",
            "be a pair of numbers in [0, 1)",
        )


# -- the optimizers -------------------------------------------------------------------------------


class SGD(Optimizer):
    """Stochastic gradient descent with momentum, Nesterov momentum and L2 weight decay.

    torch.optim.SGD's rule. With ``g`` the gradient and ``b`` the momentum buffer::

        g = g + weight_decay * w
        b = g                                          (first step)
        b = momentum * b + (1 - dampening) * g         (later steps)
        d = g + momentum * b if nesterov else b        (d = g without momentum)
        w = w - lr * d

    Args:
        lr: the learning rate, a number or a schedule ``lr(step) -> float``.
        momentum: the momentum factor; 0 for none (and no buffer).
        dampening: damps the gradient's share of the momentum.
        nesterov: Nesterov momentum (needs ``momentum > 0`` and ``dampening == 0``).
        weight_decay: the L2 penalty added to the gradient.

    Raises:
        ValueError: a hyper-parameter is out of range.

    Example:
        >>> import ivy
        >>> opt = SGD(0.1, momentum=0.9)
        >>> w = opt.step(ivy.asarray([1.0]), ivy.asarray([1.0]))
        >>> opt.step(w, ivy.asarray([1.0]))
        array([0.71], dtype=float32)
    """

    def __init__(
        self,
        lr: float | Schedule = 1e-3,
        *,
        momentum: float = 0.0,
        dampening: float = 0.0,
        nesterov: bool = False,
        weight_decay: float = 0.0,
    ) -> None:
        super().__init__(
            lr,
            momentum=momentum,
            dampening=dampening,
            nesterov=nesterov,
            weight_decay=weight_decay,
        )

    def _check(self) -> None:
        hp = self._hyperparameters
        self._require(hp["momentum"] >= 0, "momentum", "be non-negative")
        self._require(hp["weight_decay"] >= 0, "weight_decay", "be non-negative")
        self._require(
            not hp["nesterov"] or (hp["momentum"] > 0 and hp["dampening"] == 0),
            "nesterov",
            "be False unless momentum > 0 and dampening == 0",
        )

    def _state_names(self) -> tuple[str, ...]:
        return ("momentum_buffer",) if self._hyperparameters["momentum"] else ()

    def _update_leaf(self, w, g, state, lr, step):
        hp = self._hyperparameters
        g = _with_weight_decay(w, g, hp["weight_decay"])
        momentum = hp["momentum"]
        if momentum:
            if step == 1:
                buffer = g
            else:
                scaled_g = ivy.multiply(g, 1.0 - hp["dampening"])
                buffer = ivy.add(ivy.multiply(state["momentum_buffer"], momentum), scaled_g)
            state = {"momentum_buffer": buffer}
            g = ivy.add(g, ivy.multiply(buffer, momentum)) if hp["nesterov"] else buffer
        return ivy.subtract(w, ivy.multiply(g, lr)), state


class Adam(Optimizer):
    """Adam with bias-corrected moments and L2 weight decay (torch.optim.Adam's rule).

    With ``g`` the gradient and ``t`` the step, counting from 1::

        g = g + weight_decay * w
        m = beta1 * m + (1 - beta1) * g
        s = beta2 * s + (1 - beta2) * g**2
        w = w - lr / (1 - beta1**t) * m / (sqrt(s) / sqrt(1 - beta2**t) + eps)

    so ``eps`` is added to ``sqrt(s_hat)`` (ivy's ``adam_update`` folds the corrections
    differently).

    Args:
        lr: the learning rate, a number or a schedule ``lr(step) -> float``.
        betas: the decays ``(beta1, beta2)`` of the moments, each in ``[0, 1)``.
        eps: keeps the division finite.
        weight_decay: the L2 penalty added to the gradient (see :class:`AdamW` for decoupled
            weight decay).

    Raises:
        ValueError: a hyper-parameter is out of range.

    Example:
        >>> import ivy
        >>> w = Adam(0.5).step(ivy.asarray([1.0, 2.0]), ivy.asarray([0.5, -3.0]))
        >>> w.round(4)  # the first step moves each weight by lr against its gradient
        array([0.5, 2.5], dtype=float32)
    """

    def __init__(
        self,
        lr: float | Schedule = 1e-3,
        *,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0.0,
    ) -> None:
        super().__init__(lr, betas=tuple(betas), eps=eps, weight_decay=weight_decay)

    def _check(self) -> None:
        hp = self._hyperparameters
        self._require_betas(hp["betas"])
        self._require(hp["eps"] >= 0, "eps", "be non-negative")
        self._require(hp["weight_decay"] >= 0, "weight_decay", "be non-negative")

    def _state_names(self) -> tuple[str, ...]:
        return ("exp_avg", "exp_avg_sq")

    def _update_leaf(self, w, g, state, lr, step):
        g = _with_weight_decay(w, g, self._hyperparameters["weight_decay"])
        return self._adam(w, g, state, lr, step)

    def _adam(self, w, g, state, lr, step):
        beta1, beta2 = self._hyperparameters["betas"]
        m = ivy.add(ivy.multiply(state["exp_avg"], beta1), ivy.multiply(g, 1.0 - beta1))
        s = ivy.add(
            ivy.multiply(state["exp_avg_sq"], beta2), ivy.multiply(ivy.square(g), 1.0 - beta2)
        )
        step_size = lr / (1.0 - beta1**step)
        denominator = ivy.add(
            ivy.divide(ivy.sqrt(s), math.sqrt(1.0 - beta2**step)), self._hyperparameters["eps"]
        )
        new_w = ivy.subtract(w, ivy.multiply(ivy.divide(m, denominator), step_size))
        return new_w, {"exp_avg": m, "exp_avg_sq": s}


class AdamW(Adam):
    """Adam with decoupled weight decay (torch.optim.AdamW's rule).

    ``w = w * (1 - lr * weight_decay)``, then :class:`Adam`'s step without an L2 term.

    Args:
        lr: the learning rate, a number or a schedule ``lr(step) -> float``.
        betas: the decays ``(beta1, beta2)`` of the moments, each in ``[0, 1)``.
        eps: keeps the division finite.
        weight_decay: the decoupled weight decay (torch's default 0.01).

    Raises:
        ValueError: a hyper-parameter is out of range.

    Example:
        >>> import ivy
        >>> AdamW(0.1, weight_decay=1.0).step(ivy.asarray([1.0]), ivy.asarray([0.5]))
        array([0.8], dtype=float32)
    """

    def __init__(
        self,
        lr: float | Schedule = 1e-3,
        *,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 1e-2,
    ) -> None:
        super().__init__(lr, betas=betas, eps=eps, weight_decay=weight_decay)

    def _update_leaf(self, w, g, state, lr, step):
        w = ivy.multiply(w, 1.0 - lr * self._hyperparameters["weight_decay"])
        return self._adam(w, g, state, lr, step)


class RMSprop(Optimizer):
    """RMSprop, optionally centered and with momentum (torch.optim.RMSprop's rule).

    With ``g`` the gradient (buffers start at zero)::

        g = g + weight_decay * w
        s = alpha * s + (1 - alpha) * g**2
        a = alpha * a + (1 - alpha) * g                (centered only)
        d = sqrt(s - a**2) + eps if centered else sqrt(s) + eps
        b = momentum * b + g / d;  w = w - lr * b      (momentum > 0)
        w = w - lr * g / d                             (momentum = 0)

    ``s - a**2`` is clamped at 0 against rounding (it is non-negative in exact arithmetic).

    Args:
        lr: the learning rate, a number or a schedule ``lr(step) -> float``.
        alpha: the decay of the running means, in ``[0, 1)``.
        eps: keeps the division finite.
        weight_decay: the L2 penalty added to the gradient.
        momentum: the momentum factor; 0 for none (and no buffer).
        centered: divide by an estimate of the gradient's standard deviation rather than its
            root mean square.

    Raises:
        ValueError: a hyper-parameter is out of range.

    Example:
        >>> import ivy
        >>> RMSprop(0.01, alpha=0.75).step(ivy.asarray([1.0]), ivy.asarray([2.0]))
        array([0.98], dtype=float32)
    """

    def __init__(
        self,
        lr: float | Schedule = 1e-2,
        *,
        alpha: float = 0.99,
        eps: float = 1e-8,
        weight_decay: float = 0.0,
        momentum: float = 0.0,
        centered: bool = False,
    ) -> None:
        super().__init__(
            lr,
            alpha=alpha,
            eps=eps,
            weight_decay=weight_decay,
            momentum=momentum,
            centered=centered,
        )

    def _check(self) -> None:
        hp = self._hyperparameters
        self._require(0.0 <= hp["alpha"] < 1.0, "alpha", "be in [0, 1)")
        self._require(hp["eps"] >= 0, "eps", "be non-negative")
        self._require(hp["weight_decay"] >= 0, "weight_decay", "be non-negative")
        self._require(hp["momentum"] >= 0, "momentum", "be non-negative")

    def _state_names(self) -> tuple[str, ...]:
        hp = self._hyperparameters
        names = ("square_avg",)
        names += ("grad_avg",) if hp["centered"] else ()
        return names + (("momentum_buffer",) if hp["momentum"] else ())

    def _update_leaf(self, w, g, state, lr, step):
        hp = self._hyperparameters
        alpha = hp["alpha"]
        g = _with_weight_decay(w, g, hp["weight_decay"])
        square_avg = ivy.add(
            ivy.multiply(state["square_avg"], alpha), ivy.multiply(ivy.square(g), 1.0 - alpha)
        )
        new_state = {"square_avg": square_avg}
        if hp["centered"]:
            grad_avg = ivy.add(ivy.multiply(state["grad_avg"], alpha), ivy.multiply(g, 1.0 - alpha))
            new_state["grad_avg"] = grad_avg
            variance = ivy.subtract(square_avg, ivy.square(grad_avg))
            root = ivy.sqrt(ivy.maximum(variance, ivy.zeros_like(variance)))
        else:
            root = ivy.sqrt(square_avg)
        direction = ivy.divide(g, ivy.add(root, hp["eps"]))
        if hp["momentum"]:
            direction = ivy.add(ivy.multiply(state["momentum_buffer"], hp["momentum"]), direction)
            new_state["momentum_buffer"] = direction
        return ivy.subtract(w, ivy.multiply(direction, lr)), new_state


class LARS(Optimizer):
    """LARS, layer-wise adaptive rate scaling: ivy-core's ``ivy.lars_update`` rule.

    Per variable (one "layer"), with norms over all its elements::

        trust = ||w|| / (||g|| + weight_decay * ||w|| + 1e-12)
        w = w - lr * trust * (g + weight_decay * w)

    This is You et al. (2017) without the paper's momentum (ivy's rule has none).

    Args:
        lr: the learning rate, a number or a schedule ``lr(step) -> float``.
        weight_decay: the weight decay (ivy's ``decay_lambda``).

    Raises:
        ValueError: a hyper-parameter is out of range.

    Example:
        >>> import ivy
        >>> LARS(0.1).step(ivy.asarray([3.0, 4.0]), ivy.asarray([0.0, 1.0]))
        array([3. , 3.5], dtype=float32)
    """

    def __init__(self, lr: float | Schedule = 1e-3, *, weight_decay: float = 0.0) -> None:
        super().__init__(lr, weight_decay=weight_decay)

    def _check(self) -> None:
        decay = self._hyperparameters["weight_decay"]
        self._require(decay >= 0, "weight_decay", "be non-negative")

    def _update_leaf(self, w, g, state, lr, step):
        decay = self._hyperparameters["weight_decay"]
        return ivy.lars_update(w, g, lr, decay_lambda=decay), state


class LAMB(Optimizer):
    """LAMB, layer-wise adaptive moments: ivy-core's ``ivy.lamb_update`` rule.

    Per variable, with ``adam`` the effective gradient of ``ivy.adam_update`` (Ivy's Adam:
    ``sqrt(1 - beta2**t) / (1 - beta1**t + eps) * m / (sqrt(s) + eps)``) and norms over all of
    the variable's elements::

        u = adam + weight_decay * w
        trust = min(||w|| / (||u|| + 1e-12), max_trust_ratio)
        w = w - lr * trust * u

    The weight decay follows You et al. (2019); ``eps`` defaults to ivy's 1e-7.

    Args:
        lr: the learning rate, a number or a schedule ``lr(step) -> float``.
        betas: the decays ``(beta1, beta2)`` of the moments, each in ``[0, 1)``.
        eps: keeps the divisions finite.
        weight_decay: the weight decay (ivy's ``decay_lambda``).
        max_trust_ratio: the largest trust ratio, positive.

    Raises:
        ValueError: a hyper-parameter is out of range.

    Example:
        >>> import ivy
        >>> LAMB(0.1).step(ivy.asarray([3.0, 4.0]), ivy.asarray([0.5, 0.0]))
        array([2.5, 4. ], dtype=float32)
    """

    def __init__(
        self,
        lr: float | Schedule = 1e-3,
        *,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-7,
        weight_decay: float = 0.0,
        max_trust_ratio: float = 10.0,
    ) -> None:
        super().__init__(
            lr,
            betas=tuple(betas),
            eps=eps,
            weight_decay=weight_decay,
            max_trust_ratio=max_trust_ratio,
        )

    def _check(self) -> None:
        hp = self._hyperparameters
        self._require_betas(hp["betas"])
        self._require(hp["eps"] >= 0, "eps", "be non-negative")
        self._require(hp["weight_decay"] >= 0, "weight_decay", "be non-negative")
        self._require(hp["max_trust_ratio"] > 0, "max_trust_ratio", "be positive")

    def _state_names(self) -> tuple[str, ...]:
        return ("exp_avg", "exp_avg_sq")

    def _update_leaf(self, w, g, state, lr, step):
        hp = self._hyperparameters
        beta1, beta2 = hp["betas"]
        new_w, m, s = ivy.lamb_update(
            w,
            g,
            lr,
            state["exp_avg"],
            state["exp_avg_sq"],
            step,
            beta1=beta1,
            beta2=beta2,
            epsilon=hp["eps"],
            max_trust_ratio=hp["max_trust_ratio"],
            decay_lambda=hp["weight_decay"],
        )
        return new_w, {"exp_avg": m, "exp_avg_sq": s}


# -- helpers --------------------------------------------------------------------------------------


def _check_non_negative(fn: str, name: str, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
        raise ValueError(f"{fn}: {name} must be a non-negative number; got {value!r}")


def _with_weight_decay(w: Any, g: Any, weight_decay: float) -> Any:
    """``g + weight_decay * w``: weight decay as an L2 penalty's gradient."""
    return ivy.add(g, ivy.multiply(w, weight_decay)) if weight_decay else g


def _check_leaves(fn: str, v: Any, leaves: list, grad_leaves: list) -> None:
    """Each variable floating, and each gradient of its variable's shape and dtype."""
    for i, (w, g) in enumerate(zip(leaves, grad_leaves, strict=True)):
        w_dtype, g_dtype = ivy.dtype(w), ivy.dtype(g)
        if not ivy.isdtype(w_dtype, "real floating"):
            raise ivy.DtypeError(
                f"{fn}: v{_leaf_name(v, i)} must be real floating; got dtype {w_dtype}"
            )
        if g_dtype != w_dtype:
            raise ivy.DtypeError(
                f"{fn}: grads{_leaf_name(v, i)} has dtype {g_dtype}; v's has {w_dtype}"
            )
        w_shape, g_shape = ivy.shape(w), ivy.shape(g)
        if g_shape != w_shape:
            raise ivy.ShapeError(
                f"{fn}: grads{_leaf_name(v, i)} has shape {g_shape}; v's has {w_shape}"
            )


def _paths(tree: Any) -> list[str]:
    """The path of each leaf, its keys joined by ``/`` (a Container's key chains)."""
    paths, _, _ = optree.tree_flatten_with_path(tree, namespace=NAMESPACE)
    return ["/".join(str(key) for key in path) for path in paths]


def _leaf_name(tree: Any, index: int) -> str:
    """`` at 'a/b'`` for the leaf ``index`` of ``tree``; empty for a single array."""
    path = _paths(tree)[index]
    return f" at {path!r}" if path else ""


def _difference(name: str, tree: Any, other_name: str, other: Any) -> str:
    """Says how the structure of ``other`` differs from that of ``tree``."""
    paths, other_paths = _paths(tree), _paths(other)
    missing = [p for p in paths if p not in set(other_paths)]
    extra = [p for p in other_paths if p not in set(paths)]
    if missing or extra:
        parts = []
        if missing:
            parts.append(f"{other_name} lacks the leaves {missing} of {name}")
        if extra:
            parts.append(f"{other_name} has leaves {extra} that {name} lacks")
        return "; ".join(parts)
    treedef = optree.tree_structure(tree, namespace=NAMESPACE)
    other_treedef = optree.tree_structure(other, namespace=NAMESPACE)
    return (
        f"{other_name} has the leaves of {name} in other node types or key order: {name} is "
        f"{treedef}, {other_name} is {other_treedef}"
    )
