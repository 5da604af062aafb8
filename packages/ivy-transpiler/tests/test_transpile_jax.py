"""transpile(torch -> jax): outputs, jit, gradients against torch's, vmap, standalone module."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")
jax = pytest.importorskip("jax")

import jax.numpy as jnp  # noqa: E402

from ivy_transpiler import transpile  # noqa: E402

MODELS = ("mlp", "cnn", "residual", "lstm", "encoder", "tensor_code", "functional")


def _jax(args):
    return tuple(jnp.asarray(a.numpy()) for a in args)


@pytest.mark.parametrize("name", MODELS)
def test_outputs_match_torch_eagerly_and_under_jit(models, close, fresh, name, tmp_path):
    obj, args = models[name]
    model = transpile(obj, source="torch", target="jax", args=args, output_dir=tmp_path)
    new = fresh(args)
    expected = obj(*new)
    out = model(*_jax(new))
    assert all(isinstance(leaf, jax.Array) for leaf in jax.tree_util.tree_leaves(out))
    close(out, expected)
    close(jax.jit(model.apply)(model.params, *_jax(new)), expected)


def test_params_are_a_pytree_named_like_the_state_dict(models, tmp_path):
    cnn, args = models["cnn"]
    model = transpile(cnn, target="jax", args=args, output_dir=tmp_path)
    assert list(model.params) == [name for name, _ in cnn.named_parameters()]
    for name, value in cnn.named_parameters():
        np.testing.assert_array_equal(np.asarray(model.params[name]), value.detach().numpy())
    assert set(model.buffers) >= {"1.running_mean", "1.running_var"}


@pytest.mark.parametrize("name", ["mlp", "cnn", "residual", "encoder"])
def test_gradients_match_torch(models, name, tmp_path):
    obj, (x,) = models[name]
    model = transpile(obj, target="jax", args=(x,), output_dir=tmp_path)
    target = torch.randn_like(obj(x))

    obj.zero_grad()
    ((obj(x) - target) ** 2).mean().backward()
    expected = {k: v.grad.numpy() for k, v in obj.named_parameters()}

    def loss(params):
        return jnp.mean((model.apply(params, jnp.asarray(x.numpy())) - target.numpy()) ** 2)

    grads = jax.jit(jax.grad(loss))(model.params)
    assert set(grads) == set(expected)
    for key, want in expected.items():
        scale = max(float(np.abs(want).max()), 1e-6)
        np.testing.assert_allclose(np.asarray(grads[key]), want, rtol=0, atol=1e-4 * scale)


def test_vmap_over_a_new_leading_axis(models, close, tmp_path):
    mlp, (x,) = models["mlp"]
    model = transpile(mlp, target="jax", args=(x,), output_dir=tmp_path)
    xs = torch.randn(3, *x.shape)
    out = jax.vmap(model.apply, in_axes=(None, 0))(model.params, jnp.asarray(xs.numpy()))
    close(out, torch.stack([mlp(x_i) for x_i in xs]))


def test_integer_results_keep_torch_values(close, tmp_path):
    def fn(x):
        return x.argmax(dim=-1), torch.arange(x.shape[0]) * 2, x.float().sum()

    x = torch.randn(4, 5)
    model = transpile(fn, target="jax", args=(x,), output_dir=tmp_path)
    indices, positions, total = model(jnp.asarray(x.numpy()))
    # int64 in torch; int32 where jax runs without its 64-bit mode
    expected_int = "int64" if jax.config.read("jax_enable_x64") else "int32"
    assert indices.dtype == positions.dtype == expected_int
    close((indices, positions, total), fn(x))


def test_generated_module_runs_without_torch_or_ivy(
    models, close, standalone, imports_of, tmp_path
):
    cnn, args = models["cnn"]
    transpile(cnn, target="jax", args=args, output_dir=tmp_path, name="small_cnn")
    path = tmp_path / "jax" / "small_cnn.py"
    assert imports_of(path.read_text()) <= {"jax", "numpy", "pathlib"}
    x = torch.randn_like(args[0])
    close(standalone(path, (x,), tmp_path), cnn(x))
