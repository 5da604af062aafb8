"""Optimizer update rules, several steps, against a NumPy transcription of each rule."""

import numpy as np
import pytest

import ivy
from ivy.container import Container
from ivy.testing import assert_allclose

RNG = np.random.default_rng(0)
# One leaf per dtype; "b" is a 0-d weight and "c" a matrix (norms are over all its elements).
WS = {
    "a": RNG.normal(size=3).astype(np.float32),
    "n": {"b": np.array(0.8), "c": RNG.normal(size=(2, 3))},
}
GRADS = [
    {
        "a": RNG.normal(size=3).astype(np.float32),
        "n": {"b": RNG.normal(size=()), "c": RNG.normal(size=(2, 3))},
    }
    for _ in range(3)
]


def tree_map(fn, *trees):
    if isinstance(trees[0], dict):
        return {k: tree_map(fn, *(t[k] for t in trees)) for k in trees[0]}
    return fn(*trees)


def to_ivy(tree):
    return tree_map(ivy.asarray, tree)


def assert_tree_close(actual, expected):
    tree_map(lambda a, e: assert_allclose(a, e), dict(actual), expected)


# -- the NumPy transcriptions ----------------------------------------------------------------


def np_adam(w, g, lr, m, v, t, beta1=0.9, beta2=0.999, eps=1e-7):
    m = beta1 * m + (1 - beta1) * g
    v = beta2 * v + (1 - beta2) * g**2
    alpha = float(np.sqrt(1 - beta2**t) / (1 - beta1**t + eps))  # Python floats keep w's dtype
    effective = alpha * m / (np.sqrt(v) + eps)
    return w - lr * effective, m, v, effective


def np_lars(w, g, lr, decay=0.0):
    w_norm = float(np.linalg.norm(w.ravel()))
    trust = w_norm / (float(np.linalg.norm(g.ravel())) + decay * w_norm + 1e-12)
    return w - lr * trust * (g + decay * w)


def np_lamb(w, g, lr, m, v, t, max_trust=10.0, decay=0.0):
    _, m, v, effective = np_adam(w, g, lr, m, v, t)
    u = effective + decay * w
    trust = min(float(np.linalg.norm(w.ravel()) / (np.linalg.norm(u.ravel()) + 1e-12)), max_trust)
    return w - lr * trust * u, m, v


# -- the tests -------------------------------------------------------------------------------


def test_gradient_descent_and_optimizer_update_several_steps():
    ws, expected = to_ivy(WS), WS
    for grads in GRADS:
        ws = ivy.gradient_descent_update(ws, to_ivy(grads), 0.1)
        expected = tree_map(lambda w, g: w - 0.1 * g, expected, grads)
        assert_tree_close(ws, expected)
    stepped = ivy.optimizer_update(ws, to_ivy(GRADS[0]), 0.5)
    assert_tree_close(stepped, tree_map(lambda w, g: w - 0.5 * g, expected, GRADS[0]))


def test_adam_update_several_steps():
    ws = to_ivy(WS)
    mw = vw = tree_map(ivy.zeros_like, ws)
    expected, m_ref, v_ref = WS, tree_map(np.zeros_like, WS), tree_map(np.zeros_like, WS)
    for step, grads in enumerate(GRADS, start=1):
        ws, mw, vw = ivy.adam_update(ws, to_ivy(grads), 0.01, mw, vw, step)
        results = tree_map(
            lambda w, g, m, v, s=step: np_adam(w, g, 0.01, m, v, s), expected, grads, m_ref, v_ref
        )
        expected, m_ref, v_ref = _pick(results, 0), _pick(results, 1), _pick(results, 2)
        assert_tree_close(ws, expected)
        assert_tree_close(mw, m_ref)
        assert_tree_close(vw, v_ref)


def _pick(results, index):
    if isinstance(results, dict):
        return {k: _pick(v, index) for k, v in results.items()}
    return results[index]


@pytest.mark.parametrize("decay", [0.0, 0.01])
def test_lars_update_several_steps(decay):
    ws, expected = to_ivy(WS), WS
    for grads in GRADS:
        ws = ivy.lars_update(ws, to_ivy(grads), 0.05, decay_lambda=decay)
        expected = tree_map(lambda w, g: np_lars(w, g, 0.05, decay), expected, grads)
        assert_tree_close(ws, expected)


@pytest.mark.parametrize(("decay", "max_trust"), [(0.0, 10.0), (0.01, 0.5)])
def test_lamb_update_several_steps(decay, max_trust):
    ws = to_ivy(WS)
    mw = vw = tree_map(ivy.zeros_like, ws)
    expected, m_ref, v_ref = WS, tree_map(np.zeros_like, WS), tree_map(np.zeros_like, WS)
    for step, grads in enumerate(GRADS, start=1):
        ws, mw, vw = ivy.lamb_update(
            ws, to_ivy(grads), 0.01, mw, vw, step, max_trust_ratio=max_trust, decay_lambda=decay
        )
        results = tree_map(
            lambda w, g, m, v, s=step: np_lamb(w, g, 0.01, m, v, s, max_trust, decay),
            expected,
            grads,
            m_ref,
            v_ref,
        )
        expected, m_ref, v_ref = _pick(results, 0), _pick(results, 1), _pick(results, 2)
        assert_tree_close(ws, expected)
        assert_tree_close(mw, m_ref)
        assert_tree_close(vw, v_ref)


def test_step_may_be_an_array_and_ws_a_container():
    w = ivy.asarray(WS["n"]["c"])
    g = ivy.asarray(GRADS[0]["n"]["c"])
    zeros = ivy.zeros_like(w)
    by_int = ivy.adam_update(
        Container(w=w), Container(w=g), 0.1, Container(w=zeros), Container(w=zeros), 3
    )
    by_array = ivy.adam_update(
        Container(w=w),
        Container(w=g),
        0.1,
        Container(w=zeros),
        Container(w=zeros),
        ivy.asarray(np.array(3)),
    )
    assert isinstance(by_array[0], Container)
    expected = np_adam(WS["n"]["c"], GRADS[0]["n"]["c"], 0.1, 0.0, 0.0, 3)[0]
    assert_allclose(by_int[0].w, expected)
    assert_allclose(by_array[0].w, expected)


def test_updates_do_not_change_their_inputs():
    ws = to_ivy(WS)
    ivy.lamb_update(
        ws, to_ivy(GRADS[0]), 0.1, tree_map(ivy.zeros_like, ws), tree_map(ivy.zeros_like, ws), 1
    )
    assert_tree_close(ws, WS)


def test_trees_of_another_structure_raise():
    with pytest.raises(ValueError, match="gradient_descent_update: dcdws must have the structure"):
        ivy.gradient_descent_update(to_ivy(WS), {"a": ivy.asarray(GRADS[0]["a"])}, 0.1)
