"""transpile(torch -> tensorflow): a tf.Module of variables, eager and XLA-compiled, gradients."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")
tf = pytest.importorskip("tensorflow")

from ivy_transpiler import transpile  # noqa: E402

MODELS = ("mlp", "cnn", "residual", "lstm", "encoder", "tensor_code", "functional")


def _tf(args):
    return tuple(tf.constant(a.numpy()) for a in args)


@pytest.mark.parametrize("name", MODELS)
def test_outputs_match_torch(models, close, fresh, leaves, name, tmp_path):
    obj, args = models[name]
    model = transpile(obj, source="torch", target="tensorflow", args=args, output_dir=tmp_path)
    new = fresh(args)
    out = model(*_tf(new))
    assert all(isinstance(leaf, tf.Tensor) for leaf in leaves(out))
    close(out, obj(*new))


def test_a_module_of_variables_that_xla_compiles(models, close, tmp_path):
    cnn, args = models["cnn"]
    model = transpile(cnn, target="tensorflow", args=args, output_dir=tmp_path)
    assert isinstance(model, tf.Module)
    assert len(model.trainable_variables) == len(list(cnn.parameters()))
    assert {v.name.partition(":")[0] for v in model.trainable_variables} == {
        name for name, _ in cnn.named_parameters()
    }
    x = torch.randn_like(args[0])
    close(tf.function(model, jit_compile=True)(*_tf((x,))), cnn(x))


def test_gradients_match_torch(models, tmp_path):
    mlp, (x,) = models["mlp"]
    model = transpile(mlp, target="tensorflow", args=(x,), output_dir=tmp_path)
    target = torch.randn_like(mlp(x))
    mlp.zero_grad()
    ((mlp(x) - target) ** 2).mean().backward()
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((model(tf.constant(x.numpy())) - target.numpy()) ** 2)
    grads = tape.gradient(loss, model.params)
    for key, value in mlp.named_parameters():
        want = value.grad.numpy()
        scale = max(float(np.abs(want).max()), 1e-6)
        np.testing.assert_allclose(grads[key].numpy(), want, rtol=0, atol=1e-4 * scale)


def test_generated_module_runs_without_torch_or_ivy(
    models, close, standalone, imports_of, tmp_path
):
    mlp, args = models["mlp"]
    transpile(mlp, target="tensorflow", args=args, output_dir=tmp_path, name="mlp")
    path = tmp_path / "tensorflow" / "mlp.py"
    assert imports_of(path.read_text()) == {"numpy", "pathlib", "tensorflow"}
    x = torch.randn_like(args[0])
    close(standalone(path, (x,), tmp_path), mlp(x))
