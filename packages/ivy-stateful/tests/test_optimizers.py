"""Optimizers against NumPy transcriptions of their rules (and torch.optim on torch)."""

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.container import Container
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing import strategies as ist
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy_stateful.optimizers import (
    LAMB,
    LARS,
    SGD,
    Adam,
    AdamW,
    CosineDecay,
    ExponentialDecay,
    Optimizer,
    RMSprop,
    StepDecay,
)

RNG = np.random.default_rng(0)
# A 1-d, a 0-d and a 2-d variable (LARS/LAMB norms are over all of a variable's elements).
WS = {"a": RNG.normal(size=3), "n": {"b": np.array(0.8), "c": RNG.normal(size=(2, 3))}}
GRADS = [
    {"a": RNG.normal(size=3), "n": {"b": RNG.normal(size=()), "c": RNG.normal(size=(2, 3))}}
    for _ in range(4)
]
LR = 0.1


def tree_map(fn, *trees):
    if isinstance(trees[0], dict):
        return {k: tree_map(fn, *(t[k] for t in trees)) for k in trees[0]}
    return fn(*trees)


def to_container(tree, dtype=ivy.float64):
    return Container(tree_map(lambda x: ivy.asarray(x, dtype=dtype), tree))


def assert_tree_close(actual, expected, **tolerances):
    tree_map(
        lambda a, e: assert_allclose(a, e, **tolerances),
        actual.to_dict() if isinstance(actual, Container) else actual,
        expected,
    )


# -- NumPy transcriptions of each rule: (w, g, state, lr, t, **hyper-parameters) -> (w, state) ---


def np_sgd(w, g, state, lr, t, momentum=0.0, dampening=0.0, nesterov=False, weight_decay=0.0):
    g = g + weight_decay * w
    if momentum:
        b = g if t == 1 else momentum * state["b"] + (1 - dampening) * g
        state = {"b": b}
        g = g + momentum * b if nesterov else b
    return w - lr * g, state


def np_adam(w, g, state, lr, t, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, decoupled=False):
    if decoupled:
        w = w * (1 - lr * weight_decay)
    else:
        g = g + weight_decay * w
    m = betas[0] * state.get("m", 0.0) + (1 - betas[0]) * g
    s = betas[1] * state.get("s", 0.0) + (1 - betas[1]) * g**2
    m_hat, s_hat = m / (1 - betas[0] ** t), s / (1 - betas[1] ** t)
    return w - lr * m_hat / (np.sqrt(s_hat) + eps), {"m": m, "s": s}


def np_adamw(w, g, state, lr, t, weight_decay=1e-2, **kwargs):
    return np_adam(w, g, state, lr, t, weight_decay=weight_decay, decoupled=True, **kwargs)


def np_rmsprop(
    w, g, state, lr, t, alpha=0.99, eps=1e-8, weight_decay=0.0, momentum=0.0, centered=False
):
    g = g + weight_decay * w
    s = alpha * state.get("s", 0.0) + (1 - alpha) * g**2
    new = {"s": s}
    if centered:
        a = alpha * state.get("a", 0.0) + (1 - alpha) * g
        new["a"] = a
        d = np.sqrt(s - a**2) + eps
    else:
        d = np.sqrt(s) + eps
    if momentum:
        new["b"] = momentum * state.get("b", 0.0) + g / d
        return w - lr * new["b"], new
    return w - lr * g / d, new


def np_lars(w, g, state, lr, t, weight_decay=0.0):
    w_norm = np.linalg.norm(w.ravel())
    trust = w_norm / (np.linalg.norm(g.ravel()) + weight_decay * w_norm + 1e-12)
    return w - lr * trust * (g + weight_decay * w), state


def np_lamb(
    w, g, state, lr, t, betas=(0.9, 0.999), eps=1e-7, weight_decay=0.0, max_trust_ratio=10.0
):
    # Ivy's Adam (ivy.adam_update): the bias corrections folded into alpha, eps twice.
    m = betas[0] * state.get("m", 0.0) + (1 - betas[0]) * g
    s = betas[1] * state.get("s", 0.0) + (1 - betas[1]) * g**2
    alpha = np.sqrt(1 - betas[1] ** t) / (1 - betas[0] ** t + eps)
    u = alpha * m / (np.sqrt(s) + eps) + weight_decay * w
    trust = min(np.linalg.norm(w.ravel()) / (np.linalg.norm(u.ravel()) + 1e-12), max_trust_ratio)
    return w - lr * trust * u, {"m": m, "s": s}


CASES = [
    (SGD, {}, np_sgd),
    (SGD, {"momentum": 0.9}, np_sgd),
    (SGD, {"momentum": 0.9, "nesterov": True, "weight_decay": 0.1}, np_sgd),
    (SGD, {"momentum": 0.8, "dampening": 0.5, "weight_decay": 0.1}, np_sgd),
    (Adam, {}, np_adam),
    (Adam, {"betas": (0.8, 0.99), "eps": 1e-3, "weight_decay": 0.1}, np_adam),
    (AdamW, {}, np_adamw),
    (AdamW, {"weight_decay": 0.5, "betas": (0.5, 0.9)}, np_adamw),
    (RMSprop, {}, np_rmsprop),
    (RMSprop, {"alpha": 0.9, "momentum": 0.9, "weight_decay": 0.1}, np_rmsprop),
    (RMSprop, {"centered": True, "eps": 1e-4}, np_rmsprop),
    (RMSprop, {"centered": True, "momentum": 0.5, "alpha": 0.8}, np_rmsprop),
    (LARS, {}, np_lars),
    (LARS, {"weight_decay": 0.1}, np_lars),
    (LAMB, {}, np_lamb),
    (LAMB, {"weight_decay": 0.1, "max_trust_ratio": 0.5, "betas": (0.8, 0.9)}, np_lamb),
]
IDS = [f"{cls.__name__}-{'-'.join(map(str, kwargs)) or 'default'}" for cls, kwargs, _ in CASES]
STATEFUL = [case for case in CASES if case[0](**case[1])._state_names()]
STATEFUL_IDS = [i for i, case in zip(IDS, CASES, strict=True) if case in STATEFUL]


def reference_steps(reference, kwargs, ws, grads_list, lrs):
    """The NumPy rule applied leaf by leaf over several steps; the weights after each step."""
    states = tree_map(lambda _: {}, ws)
    history = []
    for t, (grads, lr) in enumerate(zip(grads_list, lrs, strict=True), start=1):
        pairs = tree_map(
            lambda w, g, s, lr=lr, t=t: reference(w, g, s, lr, t, **kwargs), ws, grads, states
        )
        ws = tree_map(lambda p: p[0], pairs)
        states = tree_map(lambda p: p[1], pairs)
        history.append(ws)
    return history


# -- the rules ------------------------------------------------------------------------------------


class TestRules:
    @pytest.mark.parametrize(("cls", "kwargs", "reference"), CASES, ids=IDS)
    def test_several_steps_match_the_numpy_rule(self, cls, kwargs, reference):
        opt = cls(LR, **kwargs)
        v = to_container(WS)
        expected = reference_steps(reference, kwargs, WS, GRADS, [LR] * len(GRADS))
        for step, grads in enumerate(GRADS):
            v = opt.step(v, to_container(grads))
            assert_tree_close(v, expected[step])
        assert opt.step_count == len(GRADS)

    @pytest.mark.parametrize(("cls", "kwargs", "reference"), CASES[::3], ids=IDS[::3])
    def test_float32_stays_float32(self, cls, kwargs, reference):
        opt = cls(LR, **kwargs)
        v = to_container(WS, ivy.float32)
        expected = reference_steps(reference, kwargs, WS, GRADS[:2], [LR, LR])
        for grads in GRADS[:2]:
            v = opt.step(v, to_container(grads, ivy.float32))
        # Compared with the float64 reference: float32 rounding of two steps, well inside 1e-5.
        assert_tree_close(v, tree_map(lambda x: x.astype(np.float32), expected[-1]))
        state = opt.state_dict()["state"] or {}
        for tree in state.values():
            assert all(ivy.dtype(leaf) == ivy.float32 for leaf in tree.flatten())

    @given(
        w=ist.arrays("float64", ist.shapes(max_dims=2, min_side=1)),
        data=st.data(),
        momentum=st.sampled_from([0.0, 0.5]),
    )
    def test_random_arrays_one_and_two_steps(self, w, data, momentum):
        g1 = data.draw(ist.arrays("float64", w.shape), label="g1")
        g2 = data.draw(ist.arrays("float64", w.shape), label="g2")
        cases = [
            (SGD, {"momentum": momentum, "nesterov": bool(momentum)}, np_sgd),
            (Adam, {"eps": 1e-3}, np_adam),
            (RMSprop, {"momentum": momentum, "eps": 1e-3}, np_rmsprop),
        ]
        for cls, kwargs, reference in cases:
            opt = cls(LR, **kwargs)
            expected = reference_steps(reference, kwargs, w, [g1, g2], [LR, LR])
            v = opt.step(ivy.asarray(w), ivy.asarray(g1))
            assert_allclose(v, expected[0])
            assert_allclose(opt.step(v, ivy.asarray(g2)), expected[1])


@pytest.mark.skipif(BACKEND != "torch", reason="the torch.optim comparison runs on torch only")
class TestAgainstTorch:
    @pytest.mark.parametrize(
        ("cls", "kwargs"),
        [
            (SGD, {"momentum": 0.9, "nesterov": True, "weight_decay": 0.1}),
            (SGD, {"momentum": 0.8, "dampening": 0.5}),
            (Adam, {"betas": (0.8, 0.99), "eps": 1e-3, "weight_decay": 0.1}),
            (AdamW, {"weight_decay": 0.5}),
            (RMSprop, {"alpha": 0.9, "momentum": 0.9, "weight_decay": 0.1}),
            (RMSprop, {"centered": True, "momentum": 0.5, "eps": 1e-4}),
        ],
    )
    def test_matches_torch_optim(self, cls, kwargs):
        torch = pytest.importorskip("torch")
        params = [torch.tensor(WS["a"]), torch.tensor(WS["n"]["c"])]
        params = [p.clone().requires_grad_(True) for p in params]
        native = getattr(torch.optim, cls.__name__)(params, lr=LR, **kwargs)
        opt = cls(LR, **kwargs)
        v = [torch.tensor(WS["a"]), torch.tensor(WS["n"]["c"])]
        for grads in GRADS:
            for p, g in zip(params, [grads["a"], grads["n"]["c"]], strict=True):
                p.grad = torch.tensor(g)
            native.step()
            v = opt.step(v, [torch.tensor(grads["a"]), torch.tensor(grads["n"]["c"])])
        for ours, theirs in zip(v, params, strict=True):
            assert_allclose(ours, theirs.detach().numpy())


# -- trees, purity and errors ---------------------------------------------------------------------


class TestTrees:
    def test_single_array_and_nested_structures_keep_their_type(self):
        w, g = ivy.asarray(WS["a"]), ivy.asarray(GRADS[0]["a"])
        expected, _ = np_sgd(WS["a"], GRADS[0]["a"], {}, LR, 1)
        assert_allclose(SGD(LR).step(w, g), expected)
        as_dict = SGD(LR).step({"x": [w, (w,)]}, {"x": [g, (g,)]})
        assert isinstance(as_dict, dict) and isinstance(as_dict["x"][1], tuple)
        assert_allclose(as_dict["x"][1][0], expected)
        as_container = Adam(LR).step(Container(x=w), Container(x=g))
        assert isinstance(as_container, Container)
        state = Adam(LR)
        state.step(Container(x=w), Container(x=g))
        assert isinstance(state.state_dict()["state"]["exp_avg"], Container)

    def test_step_does_not_change_its_inputs(self):
        v, grads = to_container(WS), to_container(GRADS[0])
        before = [ivy.to_numpy(leaf).copy() for leaf in v.flatten()]
        opt = SGD(LR, momentum=0.9)
        new_v = opt.step(v, grads)
        opt.step(new_v, grads)
        for leaf, old in zip(v.flatten(), before, strict=True):
            np.testing.assert_array_equal(ivy.to_numpy(leaf), old)
        assert all(a is not b for a, b in zip(new_v.flatten(), v.flatten(), strict=True))

    def test_missing_and_extra_leaves_are_named(self):
        v = to_container(WS)
        grads = to_container(GRADS[0]).prune_key_chain("n/c")
        with pytest.raises(ValueError, match=r"SGD\.step: grads lacks the leaves \['n/c'\]"):
            SGD(LR).step(v, grads)
        grads = to_container(GRADS[0]).set_at_key_chain("n/d", ivy.asarray(1.0))
        with pytest.raises(ValueError, match=r"grads has leaves \['n/d'\] that v lacks"):
            Adam(LR).step(v, grads)

    def test_other_node_types_are_a_clear_error(self):
        v = to_container(WS)
        with pytest.raises(ValueError, match="other node types or key order"):
            SGD(LR).step(v, to_container(GRADS[0]).to_dict())

    def test_shape_and_dtype_mismatches_name_the_leaf(self):
        v = to_container(WS)
        grads = to_container(GRADS[0]).set_at_key_chain("n/c", ivy.zeros((3, 2), dtype="float64"))
        with pytest.raises(ivy.ShapeError, match=r"grads at 'n/c' has shape \(3, 2\)"):
            SGD(LR).step(v, grads)
        grads = to_container(GRADS[0]).set_at_key_chain("a", ivy.zeros(3, dtype="float32"))
        with pytest.raises(ivy.DtypeError, match="grads at 'a' has dtype float32"):
            SGD(LR).step(v, grads)
        integer = ivy.asarray([1, 2])
        with pytest.raises(ivy.DtypeError, match=r"SGD\.step: v must be real floating"):
            SGD(LR).step(integer, integer)

    def test_v_of_another_structure_after_the_first_step(self):
        opt = Adam(LR)
        opt.step(to_container(WS), to_container(GRADS[0]))
        v = to_container(WS).prune_key_chain("a")
        with pytest.raises(ValueError, match=r"first step.*v lacks the leaves \['a'\]"):
            opt.step(v, v)
        assert opt.step_count == 1

    @pytest.mark.parametrize(
        ("make", "match"),
        [
            (lambda: SGD(-1.0), "SGD: lr must be a non-negative number"),
            (lambda: SGD(LR, nesterov=True), "SGD: nesterov must be False unless momentum"),
            (lambda: SGD(LR, momentum=-0.1), "SGD: momentum must be non-negative"),
            (lambda: Adam(LR, betas=(1.0, 0.9)), r"Adam: betas must be a pair"),
            (lambda: AdamW(LR, eps=-1.0), "AdamW: eps must be non-negative"),
            (lambda: RMSprop(LR, alpha=1.5), r"RMSprop: alpha must be in \[0, 1\)"),
            (lambda: LARS(LR, weight_decay=-1.0), "LARS: weight_decay must be non-negative"),
            (lambda: LAMB(LR, max_trust_ratio=0.0), "LAMB: max_trust_ratio must be positive"),
        ],
    )
    def test_bad_hyperparameters(self, make, match):
        with pytest.raises(ValueError, match=match):
            make()

    def test_the_base_class_has_no_rule(self):
        with pytest.raises(NotImplementedError):
            Optimizer(LR).step(ivy.asarray([1.0]), ivy.asarray([1.0]))


# -- saving and restoring -------------------------------------------------------------------------


class TestStateDict:
    @pytest.mark.parametrize(("cls", "kwargs", "reference"), STATEFUL, ids=STATEFUL_IDS)
    def test_restored_optimizer_continues_identically(self, cls, kwargs, reference):
        lr = ExponentialDecay(LR, gamma=0.9)
        opt = cls(lr, **kwargs)
        v = to_container(WS)
        for grads in GRADS[:2]:
            v = opt.step(v, to_container(grads))
        saved = opt.state_dict()
        assert saved["step_count"] == 2 and saved["hyperparameters"]["lr"] == lr
        restored = cls(123.0)  # other hyper-parameters: load_state_dict restores them
        restored.load_state_dict(saved)
        assert restored.lr == opt.lr == LR * 0.9**2
        v_restored = v
        for grads in GRADS[2:]:
            v = opt.step(v, to_container(grads))
            v_restored = restored.step(v_restored, to_container(grads))
        for a, b in zip(v.flatten(), v_restored.flatten(), strict=True):
            np.testing.assert_array_equal(ivy.to_numpy(a), ivy.to_numpy(b))
        expected = reference_steps(reference, kwargs, WS, GRADS, [lr(t) for t in range(4)])
        assert_tree_close(v_restored, expected[-1])

    def test_state_before_the_first_step(self):
        saved = SGD(0.5, momentum=0.9).state_dict()
        assert saved["state"] is None and saved["step_count"] == 0
        opt = SGD(LR)
        opt.load_state_dict(saved)
        assert opt.hyperparameters == {
            "lr": 0.5,
            "momentum": 0.9,
            "dampening": 0.0,
            "nesterov": False,
            "weight_decay": 0.0,
        }

    def test_state_of_another_optimizer_is_refused(self):
        opt = Adam(LR)
        opt.step(to_container(WS), to_container(GRADS[0]))
        with pytest.raises(ValueError, match="of a Adam optimizer, not AdamW"):
            AdamW(LR).load_state_dict(opt.state_dict())
        saved = opt.state_dict()
        del saved["state"]["exp_avg"]
        with pytest.raises(ValueError, match=r"holds \['exp_avg_sq'\]"):
            Adam(LR).load_state_dict(saved)
        with pytest.raises(ValueError, match="expected a dict with keys"):
            Adam(LR).load_state_dict({"step_count": 1})


# -- learning-rate schedules ----------------------------------------------------------------------


class TestSchedules:
    def test_step_decay(self):
        schedule = StepDecay(1.0, step_size=3, gamma=0.5)
        assert [schedule(t) for t in range(7)] == [1.0, 1.0, 1.0, 0.5, 0.5, 0.5, 0.25]

    def test_exponential_decay(self):
        schedule = ExponentialDecay(2.0, gamma=0.5)
        assert [schedule(t) for t in range(4)] == [2.0, 1.0, 0.5, 0.25]

    def test_cosine_decay_with_warmup(self):
        schedule = CosineDecay(1.0, decay_steps=4, final=0.2, warmup_steps=2)
        # [0.2 + 0.8 * (1 + math.cos(math.pi * p)) / 2 for p in (0, 0.25, 0.5, 0.75, 1, 1)]
        expected = [0.5, 1.0, 1.0, 0.8828427, 0.6, 0.3171573, 0.2, 0.2]
        np.testing.assert_allclose([schedule(t) for t in range(8)], expected, rtol=1e-7)

    def test_cosine_decay_without_warmup_is_cosine_annealing(self):
        schedule = CosineDecay(0.1, decay_steps=10)
        for t in range(12):
            annealed = 0.05 * (1 + math.cos(math.pi * min(t, 10) / 10))
            assert schedule(t) == pytest.approx(annealed, rel=1e-12, abs=1e-15)

    @pytest.mark.parametrize(
        ("make", "match"),
        [
            (lambda: StepDecay(0.1, step_size=0), "StepDecay: step_size must be a positive"),
            (lambda: ExponentialDecay(-0.1, gamma=0.5), "ExponentialDecay: initial must be"),
            (lambda: CosineDecay(0.1, decay_steps=5, warmup_steps=-1), "warmup_steps must be"),
        ],
    )
    def test_bad_arguments(self, make, match):
        with pytest.raises(ValueError, match=match):
            make()

    def test_the_schedule_sets_each_step_lr(self):
        schedule = StepDecay(0.4, step_size=2, gamma=0.5)
        opt = SGD(schedule, momentum=0.9)
        assert opt.lr == 0.4
        v = to_container(WS)
        for grads in GRADS:
            v = opt.step(v, to_container(grads))
        assert opt.lr == 0.1  # after 4 steps
        lrs = [schedule(t) for t in range(4)]
        expected = reference_steps(np_sgd, {"momentum": 0.9}, WS, GRADS, lrs)
        assert_tree_close(v, expected[-1])


# -- training and gradients -----------------------------------------------------------------------

TARGET = np.array([1.0, -2.0, 0.5])


def quadratic(v):
    return ivy.sum(ivy.square(v["w"] - ivy.asarray(TARGET, dtype=ivy.float32))) + ivy.sum(
        ivy.square(v["b"])
    )


class TestTraining:
    @needs_autodiff
    @pytest.mark.parametrize(
        "opt",
        [
            SGD(0.1, momentum=0.5),
            Adam(0.1),
            AdamW(0.1),
            RMSprop(0.02),
            LARS(0.1),
            LAMB(0.1),
        ],
        ids=lambda opt: type(opt).__name__,
    )
    def test_a_quadratic_is_minimised(self, opt):
        v = Container(w=ivy.asarray([0.3, 0.2, -0.4]), b=ivy.asarray([[0.5, -0.5]]))
        first, _ = ivy.execute_with_gradients(quadratic, v)
        for _ in range(15):
            loss, grads = ivy.execute_with_gradients(quadratic, v)
            v = opt.step(v, grads)
        assert float(ivy.to_numpy(loss)) < 0.5 * float(ivy.to_numpy(first))
        assert ivy.dtype(v.w) == ivy.float32

    @pytest.mark.skipif(BACKEND != "numpy", reason="numpy only: it has no autodiff")
    def test_numpy_has_no_gradients_but_steps(self):
        v = Container(w=ivy.asarray([0.3, 0.2, -0.4]), b=ivy.asarray([[0.5, -0.5]]))
        with pytest.raises(ivy.UnsupportedError):
            ivy.execute_with_gradients(quadratic, v)
        grads = v.map(lambda x, _: x * 2.0)
        assert float(quadratic(Adam(0.1).step(v, grads))) < float(quadratic(v))

    @needs_autodiff
    @pytest.mark.parametrize(
        "make",
        [
            lambda: SGD(LR, momentum=0.9, nesterov=True, weight_decay=0.1),
            lambda: Adam(LR, weight_decay=0.1),
            lambda: RMSprop(LR, centered=True, momentum=0.5),
            lambda: LAMB(LR, weight_decay=0.1),
        ],
        ids=["SGD", "Adam", "RMSprop", "LAMB"],
    )
    def test_steps_are_differentiable(self, make):
        scale = np.array([0.5, -1.5, 2.0])

        def after_two_steps(w):
            # The gradients depend on w, so w reaches the result through the moments as well.
            opt = make()
            for _ in range(2):
                w = opt.step(w, w * ivy.asarray(scale) + 0.3)
            return ivy.sum(ivy.sin(w))

        point = np.array([0.7, -0.2, 1.1])
        grad = ivy.grad(after_two_steps)(ivy.asarray(point))
        # Central differences in float64 are accurate to ~1e-9 relative, not the table's 1e-10.
        assert_allclose(grad, numerical_grad(after_two_steps, [point]), rtol=1e-6, atol=1e-9)
