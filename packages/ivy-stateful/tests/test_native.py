import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND
from ivy_stateful.layers.activations import ReLU
from ivy_stateful.layers.linear import Linear
from ivy_stateful.layers.sequential import Sequential
from ivy_stateful.module import Module
from ivy_stateful.native import JaxModule, NativeModule, copy_weights, from_native, to_native
from ivy_stateful.optimizers import Adam

only = {
    name: pytest.mark.skipif(name != BACKEND, reason=f"{name} tests run with IVY_BACKEND={name}")
    for name in ("torch", "tensorflow", "jax")
}

STEPS = 60


class MLP(Module):
    def __init__(self, dtype=None):
        super().__init__(dtype=dtype)
        self.hidden = Linear(3, 16, dtype=dtype)
        self.out = Linear(16, 1, dtype=dtype)

    def _forward(self, x):
        return self.out(ivy.relu(self.hidden(x)))


class RunningMean(Module):
    """Subtracts a running mean of its inputs, updated in training: a module with a buffer."""

    def _create_variables(self, device, dtype):
        return {"scale": ivy.ones((3,), dtype=dtype)}

    def _create_buffers(self, device, dtype):
        return {"mean": ivy.zeros((3,), dtype=dtype)}

    def _forward(self, x):
        if self.training:
            new = 0.5 * self.buffers.mean + 0.5 * ivy.mean(x, axis=0)
            self.set_buffer("mean", ivy.stop_gradient(new))
        return (x - self.buffers.mean) * self.v.scale


def _numpy_weights(seed=0):
    rng = np.random.default_rng(seed)
    return {
        "hidden": {
            "weight": rng.normal(0, 0.5, (16, 3)).astype(np.float32),
            "bias": rng.normal(0, 0.1, (16,)).astype(np.float32),
        },
        "out": {
            "weight": rng.normal(0, 0.5, (1, 16)).astype(np.float32),
            "bias": np.zeros((1,), np.float32),
        },
    }


def _mlp(seed=0):
    model = MLP()
    model.v = ivy.Container(_numpy_weights(seed)).map(lambda x, _: ivy.asarray(x))
    return model


def _data():
    rng = np.random.default_rng(1)
    x = rng.uniform(-1, 1, (64, 3)).astype(np.float32)
    y = (x @ np.array([[1.5], [-2.0], [0.5]], np.float32) + 0.3).astype(np.float32)
    return x, y


def _np(x):
    return np.asarray(ivy.to_numpy(x))


def _ivy_loss(model, x, y):
    def loss(v):
        return ivy.mean((model(x, v=v) - y) ** 2)

    return loss


def _train_with_ivy(model, x, y):
    """Adam from ivy_stateful.optimizers: returns the first and last loss."""
    optimizer = Adam(0.02)
    loss_fn = _ivy_loss(model, x, y)
    first = float(_np(loss_fn(model.v)))
    for _ in range(STEPS):
        _, grads = ivy.execute_with_gradients(loss_fn, model.v)
        model.v = optimizer.step(model.v, grads)
    return first, float(_np(loss_fn(model.v)))


class TestUnsupported:
    @pytest.mark.skipif(BACKEND in ("torch", "tensorflow", "jax"), reason="has a native type")
    def test_to_native_raises(self):
        with pytest.raises(ivy.UnsupportedError, match=f"to_native: the {BACKEND} backend"):
            to_native(_mlp())

    def test_unbuilt_module(self):
        with pytest.raises(RuntimeError, match="call the model once"):
            to_native(Linear(None, 2))

    def test_not_a_module(self):
        with pytest.raises(TypeError, match="to_native: module must be"):
            to_native(object())

    def test_bad_backend_name(self):
        with pytest.raises(ValueError, match="backend must be one of"):
            to_native(_mlp(), backend="theano")

    def test_from_native_bad_input(self):
        with pytest.raises(TypeError, match="from_native: native must be"):
            from_native(3)
        with pytest.raises(TypeError, match="pass its params="):
            from_native(lambda p, x: x)

    def test_copy_weights_needs_one_module(self):
        with pytest.raises(TypeError, match="one of src and dst"):
            copy_weights(_mlp(), _mlp())


@only["torch"]
class TestTorch:
    def test_parameters_and_outputs(self):
        import torch

        model = _mlp()
        native = to_native(model)
        assert isinstance(native, torch.nn.Module)
        assert list(native.state_dict()) == [
            "hidden.weight",
            "hidden.bias",
            "out.weight",
            "out.bias",
        ]
        assert all(isinstance(p, torch.nn.Parameter) for p in native.parameters())
        x, _ = _data()
        x = torch.as_tensor(x)
        assert_allclose(native(x), model(x))

    def test_sequential_keys_and_float64(self):
        import torch

        model = Sequential(Linear(3, 4, dtype=ivy.float64), ReLU(), Linear(4, 2, dtype=ivy.float64))
        native = to_native(model)
        assert list(native.state_dict()) == ["0.weight", "0.bias", "2.weight", "2.bias"]
        assert native.get_parameter("0.weight").dtype == torch.float64
        x = torch.as_tensor(_data()[0], dtype=torch.float64)
        out = native(x)
        assert out.dtype == torch.float64
        assert_allclose(out, model(x))

    def test_backend_argument_converts(self):
        import torch

        with ivy.using_backend("numpy"):
            model = _mlp()
            x = _data()[0]
            expected = model(x)
        native = to_native(model, backend="torch")
        assert isinstance(native.hidden.weight, torch.nn.Parameter)
        assert_allclose(native(torch.as_tensor(x)), expected)

    def test_trains_with_torch_optim_and_shares_memory(self):
        import torch

        model = _mlp()
        native = to_native(model)
        x, y = (torch.as_tensor(a) for a in _data())
        optimizer = torch.optim.Adam(native.parameters(), lr=0.02)
        losses = []
        for _ in range(STEPS):
            optimizer.zero_grad()
            loss = torch.mean((native(x) - y) ** 2)
            loss.backward()
            optimizer.step()
            losses.append(loss.item())
        assert losses[-1] < 0.5 * losses[0]
        # The module's variables alias the parameters: it sees the trained values.
        assert_allclose(model.v.hidden.weight, native.hidden.weight.detach())
        assert_allclose(model(x), native(x).detach())

    def test_train_eval_and_buffers(self):
        import torch

        model = RunningMean()
        native = to_native(model)
        assert list(dict(native.named_buffers())) == ["mean"]
        x = torch.arange(6.0).reshape(2, 3)
        native(x)  # training: mean <- 0.5 * mean(x)
        assert_allclose(native.mean, torch.tensor([0.75, 1.25, 1.75]))
        assert_allclose(model.buffers.mean, native.mean)  # shared, in place
        native.eval()
        assert not model.training
        native(x + 10)
        assert_allclose(native.mean, torch.tensor([0.75, 1.25, 1.75]))
        native.train()
        assert model.training

    def test_copy_weights_both_ways(self):
        import torch

        model = _mlp(seed=0)
        native = to_native(_mlp(seed=1))
        copy_weights(model, native)
        assert_allclose(native.out.weight.detach(), model.v.out.weight)
        with torch.no_grad():
            native.hidden.bias.fill_(3.0)
        copy_weights(native, model)
        assert_allclose(model.v.hidden.bias, torch.full((16,), 3.0))

    def test_copy_weights_mismatch(self):
        import torch

        with pytest.raises(ValueError, match="key chains differ"):
            copy_weights(_mlp(), torch.nn.Linear(3, 16))
        native = to_native(MLP())
        with torch.no_grad():
            native.out.weight = torch.nn.Parameter(torch.zeros(1, 5))
        with pytest.raises(ValueError, match="out/weight has shape"):
            copy_weights(_mlp(), native)

    def test_from_native_trains_with_ivy(self):
        import torch

        torch.manual_seed(0)
        net = torch.nn.Sequential(torch.nn.Linear(3, 16), torch.nn.ReLU(), torch.nn.Linear(16, 1))
        module = from_native(net)
        assert isinstance(module, NativeModule)
        assert module.v.all_key_chains() == ["0/weight", "0/bias", "2/weight", "2/bias"]
        x, y = (torch.as_tensor(a) for a in _data())
        assert_allclose(module(x), net(x).detach())
        before = net[0].weight.detach().clone()
        first, last = _train_with_ivy(module, x, y)
        assert last < 0.5 * first
        assert_allclose(net[0].weight.detach(), before)  # the native object is untouched
        copy_weights(module, net)
        assert_allclose(net(x).detach(), module(x))

    def test_from_native_buffers(self):
        import torch

        bn = torch.nn.BatchNorm1d(3)
        module = from_native(bn)
        assert module.buffers.all_key_chains() == [
            "running_mean",
            "running_var",
            "num_batches_tracked",
        ]
        x = torch.arange(6.0).reshape(2, 3)
        assert_allclose(module.eval()(x), bn.eval()(x).detach())
        module.train()(x)  # torch's momentum 0.1: running_mean <- 0.1 * mean(x)
        assert_allclose(module.buffers.running_mean, torch.tensor([0.15, 0.25, 0.35]))
        assert_allclose(bn.running_mean, torch.zeros(3))  # untouched until copied
        copy_weights(module, bn)
        assert_allclose(bn.running_mean, torch.tensor([0.15, 0.25, 0.35]))
        assert int(bn.num_batches_tracked) == 1

    def test_round_trips(self):
        import torch

        x = torch.as_tensor(_data()[0])
        model = _mlp()
        assert_allclose(from_native(to_native(model))(x), model(x))
        net = torch.nn.Linear(3, 2)
        assert_allclose(to_native(from_native(net))(x).detach(), net(x).detach())


@only["tensorflow"]
class TestTensorflow:
    def test_layer_weights_and_outputs(self):
        import keras

        model = _mlp()
        layer = to_native(model)
        assert isinstance(layer, keras.Layer)
        assert [w.name for w in layer.trainable_weights] == [
            "hidden.weight",
            "hidden.bias",
            "out.weight",
            "out.bias",
        ]
        x = _data()[0]
        assert_allclose(layer(x), model(ivy.asarray(x)))

    def test_float64(self):
        import tensorflow as tf

        model = MLP(dtype=ivy.float64)
        layer = to_native(model)
        assert layer.trainable_weights[0].dtype == "float64"
        x = tf.constant(_data()[0], tf.float64)
        out = layer(x)
        assert out.dtype == tf.float64
        assert_allclose(out, model(x))

    def test_trains_with_gradient_tape(self):
        import keras
        import tensorflow as tf

        layer = to_native(_mlp())
        x, y = _data()
        optimizer = keras.optimizers.Adam(0.02)
        losses = []
        for _ in range(STEPS):
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean((layer(x) - y) ** 2)
            grads = tape.gradient(loss, layer.trainable_variables)
            optimizer.apply_gradients(zip(grads, layer.trainable_variables, strict=True))
            losses.append(float(loss))
        assert losses[-1] < 0.5 * losses[0]

    def test_fit_in_sequential(self):
        import keras

        keras.utils.set_random_seed(0)
        model = keras.Sequential([keras.Input((3,)), to_native(_mlp())])
        model.compile(optimizer=keras.optimizers.Adam(0.02), loss="mse")
        x, y = _data()
        first = model.evaluate(x, y, verbose=0)
        model.fit(x, y, epochs=STEPS // 2, batch_size=64, verbose=0)
        assert model.evaluate(x, y, verbose=0) < 0.5 * first

    def test_buffers_and_training_flag(self):
        import tensorflow as tf

        model = RunningMean()
        layer = to_native(model)
        assert [w.name for w in layer.non_trainable_weights] == ["mean"]
        x = tf.reshape(tf.range(6.0), (2, 3))
        layer(x, training=False)
        assert_allclose(layer.non_trainable_weights[0].value, tf.zeros(3))
        layer(x, training=True)
        assert_allclose(layer.non_trainable_weights[0].value, tf.constant([0.75, 1.25, 1.75]))
        assert model.training  # the flag applies to the call only

    def test_copy_weights_both_ways(self):
        model = _mlp(seed=0)
        layer = to_native(_mlp(seed=1))
        copy_weights(model, layer)
        assert_allclose(layer.trainable_weights[2].value, model.v.out.weight)
        layer.trainable_weights[1].assign(np.full((16,), 3.0, np.float32))
        copy_weights(layer, model)
        assert_allclose(model.v.hidden.bias, np.full((16,), 3.0, np.float32))

    def test_from_native_trains_with_ivy(self):
        import keras

        keras.utils.set_random_seed(0)
        net = keras.Sequential(
            [keras.Input((3,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)]
        )
        module = from_native(net)
        # Keras weight paths below the model's name.
        assert module.v.all_key_chains() == [
            "dense/kernel",
            "dense/bias",
            "dense_1/kernel",
            "dense_1/bias",
        ]
        x, y = _data()
        x, y = ivy.asarray(x), ivy.asarray(y)
        assert_allclose(module(x), net(x))
        first = float(_np(_ivy_loss(module, x, y)(module.v)))
        loss_fn = _ivy_loss(module, x, y)
        for _ in range(STEPS):
            _, grads = ivy.execute_with_gradients(loss_fn, module.v)
            module.v = ivy.gradient_descent_update(module.v, grads, 0.1)
        assert float(_np(loss_fn(module.v))) < 0.5 * first
        copy_weights(module, net)
        assert_allclose(net(x), module(x))

    def test_from_native_unbuilt_layer(self):
        import keras

        with pytest.raises(RuntimeError, match="not built"):
            from_native(keras.layers.Dense(2))

    def test_round_trips(self):
        import keras

        x = ivy.asarray(_data()[0])
        model = _mlp()
        assert_allclose(from_native(to_native(model))(x), model(x))
        dense = keras.layers.Dense(2)
        dense.build((None, 3))
        assert_allclose(to_native(from_native(dense))(x), dense(x))


@only["jax"]
class TestJax:
    def test_params_apply_and_jit(self):
        import jax

        model = _mlp()
        native = to_native(model)
        assert isinstance(native, JaxModule)
        assert set(native.params) == {"hidden", "out"}
        assert set(native.params["hidden"]) == {"weight", "bias"}
        x = ivy.asarray(_data()[0])
        assert_allclose(native(x), model(x))
        assert_allclose(jax.jit(native.apply)(native.params, x), model(x))

    def test_float64(self):
        import jax.numpy as jnp

        model = MLP(dtype=ivy.float64)
        native = to_native(model)
        assert native.params["out"]["weight"].dtype == jnp.float64
        x = jnp.asarray(_data()[0], jnp.float64)
        assert_allclose(native(x), model(x))

    def test_trains_with_optax(self):
        import jax
        import jax.numpy as jnp

        optax = pytest.importorskip("optax")
        native = to_native(_mlp())
        x, y = (jnp.asarray(a) for a in _data())

        @jax.jit
        def step(params, state):
            loss, grads = jax.value_and_grad(lambda p: jnp.mean((native.apply(p, x) - y) ** 2))(
                params
            )
            updates, state = optimizer.update(grads, state)
            return optax.apply_updates(params, updates), state, loss

        optimizer = optax.adam(0.02)
        params, state = native.params, optimizer.init(native.params)
        losses = []
        for _ in range(STEPS):
            params, state, loss = step(params, state)
            losses.append(float(loss))
        assert losses[-1] < 0.5 * losses[0]

    def test_buffers(self):
        import jax
        import jax.numpy as jnp

        native = to_native(RunningMean())
        x = jnp.arange(6.0, dtype=jnp.float32).reshape(2, 3)
        _, buffers = jax.jit(native.apply_train)(native.params, native.buffers, x)
        assert_allclose(buffers["mean"], np.array([0.75, 1.25, 1.75], np.float32))
        assert_allclose(native.buffers["mean"], np.zeros(3, np.float32))  # pure
        assert_allclose(native.apply(native.params, x, buffers=buffers), x - buffers["mean"])

    def test_copy_weights_both_ways(self):
        import jax.numpy as jnp

        model = _mlp(seed=0)
        native = to_native(_mlp(seed=1))
        copy_weights(model, native)
        assert_allclose(native.params["out"]["weight"], model.v.out.weight)
        native.params["hidden"]["bias"] = jnp.full((16,), 3.0)
        copy_weights(native, model)
        assert_allclose(model.v.hidden.bias, jnp.full((16,), 3.0, jnp.float32))

    def test_from_native_function_trains_with_ivy(self):
        import jax
        import jax.numpy as jnp

        def apply(params, x):
            (w1, b1), (w2, b2) = params["layers"]
            return jax.nn.relu(x @ w1 + b1) @ w2 + b2

        weights = _numpy_weights()
        params = {
            "layers": [
                (
                    jnp.asarray(weights["hidden"]["weight"].T),
                    jnp.asarray(weights["hidden"]["bias"]),
                ),
                (jnp.asarray(weights["out"]["weight"].T), jnp.asarray(weights["out"]["bias"])),
            ]
        }
        module = from_native(apply, params=params)
        assert module.v.all_key_chains() == ["layers/0/0", "layers/0/1", "layers/1/0", "layers/1/1"]
        x, y = (jnp.asarray(a) for a in _data())
        assert_allclose(module(x), apply(params, x))
        first, last = _train_with_ivy(module, x, y)
        assert last < 0.5 * first
        copy_weights(module, module.native)
        trained = module.native.native_params(module.native.params)
        assert_allclose(apply(trained, x), module(x))

    def test_round_trips(self):
        x = ivy.asarray(_data()[0])
        model = _mlp()
        assert_allclose(from_native(to_native(model))(x), model(x))
        native = to_native(_mlp(seed=2))
        assert_allclose(to_native(from_native(native))(x), native(x))
