"""The Module protocol: variables, sub-modules, buffers, overrides, modes and weight files."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import numerical_grad
from ivy_stateful import Module

AUTODIFF = BACKEND != "numpy"


class Affine(Module):
    """``x * scale + shift`` per feature; built lazily when ``size`` is None."""

    def __init__(self, size, *, dtype=None):
        super().__init__(dtype=dtype)
        self.size = size

    def _needs_input(self):
        return self.size is None

    def _infer_sizes(self, x):
        self.size = int(ivy.shape(x)[-1])

    def _create_variables(self, device, dtype):
        scale = ivy.linspace(0.5, 1.5, self.size, dtype=dtype)
        return {"scale": scale, "shift": ivy.full((self.size,), 0.25, dtype=dtype)}

    def _forward(self, x):
        return x * self.v.scale + self.v.shift


class Counter(Module):
    """Counts its calls in training mode, in a buffer."""

    def _create_buffers(self, device, dtype):
        return {"calls": ivy.zeros((), dtype=dtype)}

    def _forward(self, x):
        if self.training:
            self.set_buffer("calls", self.buffers.calls + 1)
        return x


class Net(Module):
    def __init__(self, *, dtype=None):
        super().__init__()
        self.first = Affine(3, dtype=dtype)
        self.counter = Counter()
        self.blocks = [Affine(3, dtype=dtype), Affine(3, dtype=dtype)]
        self.heads = {"a": Affine(3, dtype=dtype)}

    def _forward(self, x):
        x = self.counter(ivy.tanh(self.first(x)))
        for block in self.blocks:
            x = block(x)
        return ivy.sum(self.heads["a"](x), axis=-1)


def _x(dtype="float32"):
    return ivy.asarray(np.arange(6, dtype=dtype).reshape(2, 3) / 6)


def _numpy_net(x, v):
    def affine(x, p):
        return x * p["scale"] + p["shift"]

    x = np.tanh(affine(x, v["first"]))
    for key in ("0", "1"):
        x = affine(x, v["blocks"][key])
    return affine(x, v["heads"]["a"]).sum(-1)


def _as_numpy_tree(container):
    return {
        k: _as_numpy_tree(v) if isinstance(v, ivy.Container) else ivy.to_numpy(v)
        for k, v in container.items()
    }


class TestVariables:
    def test_nested_by_attribute_name_lists_and_dicts(self):
        net = Net()
        assert net.v.all_key_chains() == [
            "first/scale",
            "first/shift",
            "blocks/0/scale",
            "blocks/0/shift",
            "blocks/1/scale",
            "blocks/1/shift",
            "heads/a/scale",
            "heads/a/shift",
        ]
        assert net.buffers.all_key_chains() == ["counter/calls"]
        assert ivy.current_backend(net.v.first.scale) == BACKEND

    def test_forward_against_numpy(self):
        net = Net()
        assert_allclose(net(_x()), _numpy_net(ivy.to_numpy(_x()), _as_numpy_tree(net.v)))

    def test_v_override_runs_purely_with_other_variables(self):
        net = Net()
        own = _as_numpy_tree(net.v)
        other = net.v.map(lambda a, _: a * 2)
        expected = _numpy_net(ivy.to_numpy(_x()), _as_numpy_tree(other))
        assert_allclose(net(_x(), v=other), expected)
        assert_allclose(net.v.blocks["1"].scale, own["blocks"]["1"]["scale"])  # untouched
        assert_allclose(net(_x()), _numpy_net(ivy.to_numpy(_x()), own))  # restored after

    def test_v_override_as_nested_dict(self):
        net = Net()
        as_dict = net.v.map(lambda a, _: a + 1).to_dict()
        expected = _numpy_net(ivy.to_numpy(_x()), _as_numpy_tree(ivy.Container(as_dict)))
        assert_allclose(net(_x(), v=as_dict), expected)

    def test_v_setter_distributes_to_sub_modules(self):
        net = Net()
        net.v = net.v.map(lambda a, _: a * 0)
        assert_allclose(net.blocks[0].v.scale, np.zeros(3, np.float32))
        assert_allclose(net(_x()), np.zeros(2, np.float32))

    def test_wrong_structure_names_the_key_chains(self):
        net = Net()
        wrong = net.v.prune_key_chain("blocks/1/shift")
        with pytest.raises(ValueError, match=r"Net call: v: .*missing \['blocks/1/shift'\]"):
            net(_x(), v=wrong)
        with pytest.raises(ValueError, match=r"unexpected \['extra'\]"):
            net.v = ivy.Container({**net.v.to_dict(), "extra": ivy.zeros(1)})
        with pytest.raises(TypeError, match=r"v must be an ivy\.Container or a nested dict"):
            net(_x(), v=[1, 2])

    def test_dtype_of_variables(self):
        net = Net(dtype=ivy.float64)
        assert ivy.dtype(net.v.heads.a.scale) == ivy.float64


class TestBuffers:
    def test_updated_in_training_not_in_eval(self):
        net = Net()
        net(_x())
        net(_x())
        assert float(ivy.to_numpy(net.buffers.counter.calls)) == 2.0
        net.eval()
        assert not any(m.training for m in net.modules())
        net(_x())
        assert float(ivy.to_numpy(net.buffers.counter.calls)) == 2.0
        net.train()
        assert all(m.training for m in net.modules())

    def test_buffers_given_to_a_call_receive_the_updates(self):
        net = Net()
        given = ivy.Container(counter={"calls": ivy.asarray(10.0)})
        net(_x(), buffers=given)
        assert float(ivy.to_numpy(given.counter.calls)) == 11.0
        assert float(ivy.to_numpy(net.buffers.counter.calls)) == 0.0

    def test_set_buffer_unknown_name(self):
        with pytest.raises(KeyError, match="Counter has no buffer 'nope'"):
            Counter().set_buffer("nope", ivy.zeros(()))


class TestBuilding:
    def test_lazy_module_builds_on_first_call_with_the_input_size(self):
        layer = Affine(None)
        assert not layer.built
        with pytest.raises(RuntimeError, match="Affine builds its variables on its first call"):
            _ = layer.v
        out = layer(ivy.ones((4, 5)))
        assert layer.built and tuple(ivy.shape(layer.v.scale)) == (5,)
        assert tuple(ivy.shape(out)) == (4, 5)

    def test_init_without_super_init_is_a_clear_error(self):
        class Broken(Module):
            def __init__(self):
                self.size = 3

        with pytest.raises(TypeError, match=r"Broken.__init__ must call super\(\).__init__\(\)"):
            Broken()

    def test_variable_named_like_a_sub_module(self):
        class Clash(Module):
            def __init__(self):
                super().__init__()
                self.inner = Affine(2)

            def _create_variables(self, device, dtype):
                return {"inner": ivy.zeros(1)}

        with pytest.raises(ValueError, match=r"variable name\(s\) \['inner'\]"):
            Clash()

    def test_repr_lists_sub_modules(self):
        text = repr(Net())
        assert text.startswith("Net(") and "(blocks/1): Affine()" in text


class TestWeightFiles:
    def test_round_trip(self, tmp_path):
        net = Net()
        net(_x())  # a buffer update, saved too
        net.v = net.v.map(lambda a, _: a + 0.5)
        net.save_weights(tmp_path / "w.npz")
        other = Net()
        other.load_weights(tmp_path / "w.npz")
        assert float(ivy.to_numpy(other.buffers.counter.calls)) == 1.0
        assert_allclose(other(_x()), ivy.to_numpy(net(_x())))

    def test_saved_on_numpy_loads_here_and_back(self, tmp_path):
        with ivy.using_backend("numpy"):
            source = Net()
            source.v = source.v.map(lambda a, _: a * 3)
            source.save_weights(tmp_path / "numpy.npz")
            expected = source(np.asarray(ivy.to_numpy(_x())))
        here = Net()
        here.load_weights(tmp_path / "numpy.npz")
        assert ivy.current_backend(here.v.first.scale) == BACKEND
        assert_allclose(here(_x()), expected)
        here.save_weights(tmp_path / "here.npz")
        with ivy.using_backend("numpy"):
            back = Net()
            back.load_weights(tmp_path / "here.npz")
            assert_allclose(back(np.asarray(ivy.to_numpy(_x()))), expected)

    def test_load_keeps_the_model_dtype(self, tmp_path):
        Net().save_weights(tmp_path / "w.npz")
        wide = Net(dtype=ivy.float64)
        wide.load_weights(tmp_path / "w.npz")
        assert ivy.dtype(wide.v.first.scale) == ivy.float64

    def test_mismatched_file(self, tmp_path):
        class Small(Module):
            def __init__(self):
                super().__init__()
                self.first = Affine(3)

            def _forward(self, x):
                return self.first(x)

        Small().save_weights(tmp_path / "small.npz")
        with pytest.raises(ValueError, match=r"Net.load_weights.*missing \['v/blocks/0/scale'"):
            Net().load_weights(tmp_path / "small.npz")

        class Wide(Small):
            def __init__(self):
                super().__init__()
                self.first = Affine(4)

        with pytest.raises(ValueError, match=r"v/first/scale has shape \(3,\) in the file"):
            Wide().load_weights(tmp_path / "small.npz")


def test_to_device_cpu_keeps_values():
    net = Net()
    before = _as_numpy_tree(net.v)
    assert net.to_device("cpu") is net
    assert ivy.dev(net.v.first.scale) == "cpu"
    assert_allclose(net.v.first.scale, before["first"]["scale"])


@needs_autodiff
def test_gradients_with_respect_to_v_match_finite_differences():
    net = Net(dtype=ivy.float64)
    x = _x("float64")
    _, grads = ivy.execute_with_gradients(lambda v: ivy.sum(net(x, v=v)), net.v)
    assert grads.all_key_chains() == net.v.all_key_chains()
    scale = ivy.to_numpy(net.v.blocks["0"].scale)

    def loss(s):
        v = net.v.copy()
        v["blocks/0/scale"] = s
        return ivy.sum(net(x, v=v))

    expected = numerical_grad(loss, [scale])
    assert_allclose(grads.blocks["0"].scale, expected, rtol=1e-6, atol=1e-8)


def test_gradients_on_numpy_are_unsupported():
    if AUTODIFF:
        pytest.skip("an autodiff backend")
    net = Net()
    with pytest.raises(ivy.UnsupportedError, match="numpy"):
        ivy.execute_with_gradients(lambda v: ivy.sum(net(_x(), v=v)), net.v)


def test_sub_modules_assigned_later_are_found():
    # Sub-modules are found once per attribute assignment (v is on every call's path).
    net = Net()
    before = net.v.all_key_chains()
    net.extra = Affine(2)
    assert net.v.all_key_chains() == [*before, "extra/scale", "extra/shift"]
    del net.extra
    assert net.v.all_key_chains() == before
