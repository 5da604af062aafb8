"""Every differentiable api function's gradient against finite differences, on every autodiff backend.

For each function with a call spec (:data:`ivy.testing.calls.SPECS`) that is differentiable in a
floating argument, its SMALL call is made with the spec's floating arrays in float64. The loss is
``sum(leaf * w)`` over the floating leaves of the output (a fixed random ``w`` per leaf; real and
imaginary parts weighted separately for complex leaves). ``ivy.grad`` of that loss with respect
to every floating input is checked along two random directions ``v``: ``<grad, v>`` against the
central difference ``(loss(x + eps v) - loss(x - eps v)) / (2 eps)``. That costs four loss
evaluations per argument and catches a wrong gradient as surely as the full Jacobian would.

Complex inputs are differentiated through their real and imaginary parts (the call receives
``re + 1j * im``), which checks the complex derivative without depending on a framework's
convention for complex gradients. Inputs with ties (kinks of max, sort, pools) or zeros (of abs,
sign, relu) are moved off them by a fixed random offset (:func:`off_kinks`); domain-restricted
functions (acosh, log, ...) get values inside their domain from the spec. On jax the loss and its
gradient are compiled whole (:data:`COMPILE`), which keeps the module well under a minute.

Functions that are not differentiable are listed in :data:`EXCLUDED` with the reason, the ones
whose framework gradient is known to be wrong in :data:`KNOWN_FAILURES` (a fix makes their test
fail until the line goes), and :func:`test_every_spec_is_checked_or_excluded` keeps the table
complete as functions are added.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import optree
import pytest

import ivy
from ivy.testing.calls import SMALL, SPECS, Arrays, function
from ivy.testing.dtypes import require_dtypes
from ivy.testing.fixtures import BACKEND, needs_autodiff

NS = getattr(ivy, BACKEND)

COMPILE = BACKEND == "jax"
"""Whether the loss and its gradient are compiled whole (``ivy.compile``): eager jax compiles
each operation of each new shape, ~40 per check here, which makes this module minutes long. The
differentiation rules that run are the same."""

EPS = 1e-6
"""The finite-difference step, in float64."""
RTOL = 1e-5
"""Relative tolerance on the directional derivative."""
ATOL_SCALE = 1e-8
"""Absolute tolerance per unit of ``|loss| + sum(|grad| * |v|)``: float64 round-off in the
difference quotient is ~1e-16 ``|loss|`` / eps = 1e-10 ``|loss|``."""
DIRECTIONS = 2
"""Random directions checked per argument."""


def _reasons(reason: str, names: str) -> dict[str, str]:
    return dict.fromkeys(names.split(), reason)


EXCLUDED: dict[str, str] = {
    **_reasons(
        "integer or bool output",
        "argmax argmin argsort argwhere nonzero indices_where count_nonzero searchsorted "
        "unique_all unique_counts unique_inverse unique_values isin all any equal not_equal "
        "greater greater_equal less less_equal isfinite isinf isnan signbit array_equal "
        "bitwise_and bitwise_or bitwise_xor bitwise_invert bitwise_left_shift "
        "bitwise_right_shift logical_and logical_or logical_xor logical_not matrix_rank",
    ),
    **_reasons(
        "creation without a floating input",
        "arange linspace logspace eye zeros ones empty full fftfreq rfftfreq one_hot",
    ),
    "empty_like": "uninitialised values: not a function of the input's values",
    **_reasons(
        "a random draw per call (finite differences see different draws)",
        "random_uniform random_normal randint multinomial bernoulli dropout shuffle",
    ),
    **_reasons(
        "takes a NumPy array: no array of the backend goes in",
        "asarray from_dlpack",
    ),
    **_reasons("leaves the framework (NumPy array, Python list)", "to_numpy to_list"),
    **_reasons(
        "makes or unwraps a trainable leaf: whether the graph passes through is the "
        "framework's (a torch variable is a new leaf, a jax one the array itself)",
        "variable variable_data",
    ),
    "stop_gradient": "zero gradient by design: test_stop_gradient_gives_zero_gradient",
    **_reasons(
        "a transform (takes a function): its first derivatives are what this module uses; "
        "nested derivatives are tested in test_gradients.py",
        "execute_with_gradients value_and_grad grad jac vjp jvp",
    ),
    "nextafter": "a step of one ulp: a function of the float representation, not differentiable",
}
"""Function -> why its gradient is not checked here."""

SYMMETRIC_INPUT = frozenset({"cholesky", "eigh", "eigvalsh"})
"""Functions of a symmetric matrix that read one triangle of it: perturbed symmetrically, since
frameworks differ in which triangle (or the symmetrized matrix) their gradient is for."""

GAUGE_FREE_OUTPUTS: dict[str, Callable[[Any], Any]] = {
    "eig": lambda out: (out[0], ivy.square(ivy.abs(out[1]))),
}
"""Functions whose output has a free gauge, and the gauge-invariant part the loss is of: each
eigenvector of ``eig`` is defined up to a complex phase, and its moduli are not."""

KNOWN_FAILURES: dict[str, dict[str, str]] = {
    "torch": {},
    "jax": {},
    "tensorflow": {},
    "paddle": {},
    "mxnet": {},
}
"""Backend -> function -> why the framework's gradient is wrong (and cannot cheaply be fixed)."""

UNSUPPORTED_GRADIENTS: dict[str, dict[str, str]] = {
    "torch": {},
    "jax": {},
    "tensorflow": {},
    "paddle": {},
    "mxnet": {},
}
"""Backend -> function -> why its gradient raises :class:`ivy.UnsupportedError` (the framework
has none), which the test asserts."""

CHECKED = sorted(name for name in SPECS if name not in EXCLUDED)


class Float64Arrays(Arrays):
    """The specs' arrays as NumPy arrays, floating ones in double precision."""

    def _native(self, x: np.ndarray) -> np.ndarray:
        x = np.asarray(x)
        if x.dtype.kind == "f":
            return x.astype(np.float64)
        if x.dtype.kind == "c":
            return x.astype(np.complex128)
        return x


@dataclass
class Problem:
    """A function's spec call as a scalar loss of its floating inputs.

    Attributes:
        loss: ``loss(*xs, *constants)``: the float64 arrays of the backend, one per point, then
            :attr:`constants`, -> a 0-d array.
        points: the floating inputs, float64 NumPy arrays (a complex input is two: re, im).
        constants: the call's other arrays (indices, masks), of the backend.
        labels: where each point comes from, for messages.
    """

    loss: Callable[..., Any]
    points: list[np.ndarray]
    constants: list[Any]
    labels: list[str]

    def at(self, *xs: np.ndarray) -> float:
        """The loss at ``xs`` (NumPy arrays, one per point)."""
        return float(ivy.to_numpy(self.loss(*(ivy.asarray(x) for x in xs), *self.constants)))


def _float_leaves(out: Any) -> list[Any]:
    leaves = optree.tree_leaves(out, none_is_leaf=False)
    return [
        leaf
        for leaf in leaves
        if ivy.is_array(leaf)
        and ivy.isdtype(ivy.dtype(leaf), ("real floating", "complex floating"))
    ]


def off_kinks(x: np.ndarray) -> np.ndarray:
    """``x``, moved by a fixed random offset of ~1e-3 if it has ties or zeros.

    Ties are kinks of max, sort and the pools, zeros of abs, sign and relu; the specs' values are
    continuous draws and have none, but for the spd matrices (symmetric: ties off the diagonal).
    """
    flat = x.reshape(-1)
    if np.unique(flat).size == flat.size and np.all(flat):
        return x
    return x + np.random.default_rng(1).uniform(1e-3, 2e-3, x.shape)


def problem(name: str) -> Problem:
    """The loss ``sum(output_leaf * w)`` of ``name``'s spec call, and its floating inputs."""
    fn = function(NS, name)
    gauge_free = GAUGE_FREE_OUTPUTS.get(name, lambda out: out)
    spec = SPECS[name](Float64Arrays(ivy.numpy, SMALL))
    leaves, treedef = optree.tree_flatten((spec.args, spec.kwargs))
    points, constants, labels, slots = [], [], [], []
    for index, leaf in enumerate(leaves):
        if isinstance(leaf, np.ndarray) and leaf.dtype.kind == "f":
            slots.append(("float", len(points)))
            points.append(leaf if name in SYMMETRIC_INPUT else off_kinks(leaf))
            labels.append(f"input {index}")
        elif isinstance(leaf, np.ndarray) and leaf.dtype.kind == "c":
            slots.append(("complex", len(points)))
            points += [leaf.real.copy(), leaf.imag.copy()]
            labels += [f"input {index} (real part)", f"input {index} (imaginary part)"]
        elif isinstance(leaf, np.ndarray):
            slots.append(("constant", len(constants)))
            constants.append(ivy.asarray(leaf))
        else:
            slots.append(("static", leaf))
    count = len(points)
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    weights: list[list[np.ndarray]] = []  # per floating output, drawn at the first call

    def loss(*xs: Any) -> Any:
        values = []
        for kind, slot in slots:
            if kind == "float":
                values.append(xs[slot])
            elif kind == "complex":
                values.append(ivy.add(xs[slot], ivy.multiply(xs[slot + 1], 1j)))
            elif kind == "constant":
                values.append(xs[count + slot])
            else:
                values.append(slot)
        args, kwargs = optree.tree_unflatten(treedef, values)
        outputs = _float_leaves(gauge_free(fn(*args, **kwargs)))
        assert outputs, f"{name}: no floating output to differentiate (exclude it, with a reason)"
        for out in outputs[len(weights) :]:
            parts = 2 if ivy.isdtype(ivy.dtype(out), "complex floating") else 1
            weights.append([rng.uniform(0.5, 1.5, ivy.shape(out)) for _ in range(parts)])
        total = 0.0
        for out, drawn in zip(outputs, weights, strict=True):
            w = [ivy.asarray(part) for part in drawn]  # a constant of this trace, under jit
            if len(w) == 2:
                total = total + ivy.sum(ivy.real(out) * w[0]) + ivy.sum(ivy.imag(out) * w[1])
            else:
                total = total + ivy.sum(ivy.astype(out, ivy.float64) * w[0])
        return total

    return Problem(loss, points, constants, labels)


def mismatches(name: str, prob: Problem, grads: tuple) -> list[str]:
    """The directional derivatives of ``grads`` that finite differences contradict."""
    rng = np.random.default_rng(7)
    value = abs(prob.at(*prob.points))
    found = []
    for i, (point, grad) in enumerate(zip(prob.points, grads, strict=True)):
        g = np.asarray(ivy.to_numpy(grad), dtype=np.float64)
        assert g.shape == point.shape, f"{prob.labels[i]}: gradient shape {g.shape}"
        for _ in range(DIRECTIONS):
            v = rng.standard_normal(point.shape)
            if name in SYMMETRIC_INPUT:
                v = (v + np.swapaxes(v, -1, -2)) / 2
            shifted = list(prob.points)
            shifted[i] = point + EPS * v
            up = prob.at(*shifted)
            shifted[i] = point - EPS * v
            down = prob.at(*shifted)
            fd, ad = (up - down) / (2 * EPS), float(np.sum(g * v))
            tol = RTOL * abs(fd) + ATOL_SCALE * (1 + value + float(np.sum(np.abs(g * v))))
            if not abs(ad - fd) <= tol:
                found.append(f"{prob.labels[i]}: <grad, v> = {ad!r}, finite differences {fd!r}")
    return found


def gradients(prob: Problem) -> tuple:
    """``ivy.grad`` of the problem's loss with respect to each point, at the points."""
    grad = ivy.grad(prob.loss, argnums=tuple(range(len(prob.points))))
    return (ivy.compile(grad) if COMPILE else grad)(
        *(ivy.asarray(p) for p in prob.points), *prob.constants
    )


def test_every_spec_is_checked_or_excluded() -> None:
    # CHECKED is SPECS less EXCLUDED: here a stale or doubled entry fails.
    assert not set(EXCLUDED) - set(SPECS), "excluded but without a spec"
    for table in (KNOWN_FAILURES, UNSUPPORTED_GRADIENTS):
        for backend, names in table.items():
            assert not set(names) & set(EXCLUDED), f"{backend}: listed and excluded"
            assert set(names) <= set(SPECS), f"{backend}: listed without a spec"
    assert set(CHECKED) | set(EXCLUDED) == set(SPECS)
    assert set(SYMMETRIC_INPUT) | set(GAUGE_FREE_OUTPUTS) <= set(CHECKED)


@needs_autodiff
@pytest.mark.parametrize("name", CHECKED)
def test_gradient_matches_finite_differences(name: str) -> None:
    require_dtypes("float64")
    prob = problem(name)
    refusal = UNSUPPORTED_GRADIENTS[BACKEND].get(name)
    try:
        grads, refused = gradients(prob), ""
    except ivy.UnsupportedError as error:
        grads, refused = None, str(error)
    if refused:
        try:
            prob.at(*prob.points)
        except ivy.UnsupportedError as forward_error:
            pytest.skip(f"the forward call is unsupported on {BACKEND}: {forward_error}")
        assert refusal, f"{name}: an unlisted refusal on {BACKEND}: {refused}"
        assert name in refused and BACKEND in refused, refused
        return
    assert not refusal, f"{name} is listed as refusing gradients on {BACKEND} ({refusal})"
    if COMPILE:
        prob.loss = ivy.compile(prob.loss)
    found = mismatches(name, prob, grads)
    known = KNOWN_FAILURES[BACKEND].get(name)
    if known:
        assert found, f"{name} is listed as a known failure on {BACKEND} ({known}) but passes"
    else:
        assert not found, f"{name} on {BACKEND}:\n" + "\n".join(found)


@needs_autodiff
def test_stop_gradient_gives_zero_gradient() -> None:
    require_dtypes("float64")
    x = ivy.asarray(np.linspace(0.1, 0.9, 6))
    w = ivy.asarray(np.linspace(1.0, 2.0, 6))
    grad = ivy.grad(lambda x: ivy.sum(ivy.stop_gradient(x) * w) + ivy.sum(x * 0.0))(x)
    np.testing.assert_array_equal(ivy.to_numpy(grad), np.zeros(6))


@needs_autodiff
def test_a_wrong_gradient_is_caught() -> None:
    # The check's own sensitivity: a gradient off by 0.1% (or of the wrong sign) fails it.
    require_dtypes("float64")
    prob = problem("multiply")
    grads = gradients(prob)
    assert not mismatches("multiply", prob, grads)
    assert len(mismatches("multiply", prob, (grads[0] * 1.001, grads[1]))) == DIRECTIONS
    assert len(mismatches("multiply", prob, (grads[0], -grads[1]))) == DIRECTIONS


@pytest.mark.skipif(BACKEND != "mxnet", reason="mxnet's QR of wide matrices is NumPy's")
def test_mxnet_refuses_gradients_of_qr_of_wide_matrices() -> None:
    x = ivy.asarray(np.random.default_rng(0).uniform(0.1, 0.9, (3, 5)))
    with pytest.raises(ivy.UnsupportedError, match=r"ivy\.qr .* mxnet backend"):
        ivy.grad(lambda x: ivy.sum(ivy.qr(x).Q))(x)
