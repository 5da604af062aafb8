"""transpile(torch -> numpy): outputs match torch, the module runs without torch or ivy."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from ivy_transpiler import TraceError, transpile  # noqa: E402
from ivy_transpiler.tracing import numpy as numpy_tracer  # noqa: E402

MODELS = ("mlp", "cnn", "residual", "lstm", "encoder", "tensor_code", "functional")


@pytest.mark.parametrize("name", MODELS)
def test_outputs_match_torch(models, close, fresh, leaves, name, tmp_path):
    obj, args = models[name]
    model = transpile(obj, source="torch", target="numpy", args=args, output_dir=tmp_path)
    for inputs in (args, fresh(args)):
        out = model(*(a.numpy() for a in inputs))
        assert all(isinstance(leaf, (np.ndarray, np.generic)) for leaf in leaves(out))
        close(out, obj(*inputs))


def test_generated_module_runs_without_torch_or_ivy(
    models, close, standalone, imports_of, tmp_path
):
    cnn, args = models["cnn"]
    transpile(cnn, target="numpy", args=args, output_dir=tmp_path, name="small_cnn")
    path = tmp_path / "numpy" / "small_cnn.py"
    source = path.read_text()
    assert imports_of(source) == {"math", "numpy", "pathlib"}
    assert "# 0: torch.nn.functional.conv2d" in source  # the source call, as a comment
    assert (tmp_path / "numpy" / "small_cnn.npz").exists()
    x = torch.randn_like(args[0])
    close(standalone(path, (x,), tmp_path), cnn(x))


def test_arrays_filled_in_place_are_followed(close, tmp_path):
    # ivy's numpy conv_transpose writes the input into a new np.zeros array
    model = torch.nn.ConvTranspose2d(2, 3, 3, stride=2).eval()
    x = torch.randn(1, 2, 4, 4)
    result = transpile(model, target="numpy", args=(x,), output_dir=tmp_path)
    new = torch.randn_like(x)
    close(result(new.numpy()), model(new))


def test_a_lost_dependency_is_an_error_not_a_wrong_module(models, monkeypatch, tmp_path):
    # Without recording np.asarray, ivy's numpy mean hands a plain view to later calls: the
    # check on perturbed inputs must refuse the module rather than return constants.
    monkeypatch.setattr(numpy_tracer, "_CONSTRUCTORS", ())
    nn = torch.nn
    model = nn.Sequential(
        nn.Conv2d(3, 2, 3), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(2, 2)
    )
    with pytest.raises(TraceError, match="does not follow its inputs"):
        transpile(
            model.eval(), target="numpy", args=(torch.randn(1, 3, 6, 6),), output_dir=tmp_path
        )


def test_default_output_directory_is_translated_outputs(models, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    mlp, args = models["mlp"]
    transpile(mlp, target="numpy", args=args)
    assert (tmp_path / "Translated_Outputs" / "numpy" / "sequential.py").exists()


# torch.gru / rnn_tanh / rnn_relu and the cells (nn.LSTM runs in the models above): a layer
# built from torch.nn's arguments, and its input's shape.
RECURRENT = {
    "gru, bidirectional": ("GRU", {"num_layers": 2, "bidirectional": True}, (3, 2, 4)),
    "rnn tanh, batch first": ("RNN", {"batch_first": True}, (2, 3, 4)),
    "rnn relu, no biases": ("RNN", {"nonlinearity": "relu", "bias": False}, (3, 2, 4)),
    "lstm, unbatched": ("LSTM", {}, (3, 4)),
    "lstm cell": ("LSTMCell", {}, (2, 4)),
    "gru cell": ("GRUCell", {}, (2, 4)),
    "rnn cell": ("RNNCell", {"nonlinearity": "relu"}, (2, 4)),
}


@pytest.mark.parametrize("name", RECURRENT)
def test_recurrent_layers_and_cells_match_torch(close, name, tmp_path):
    torch.manual_seed(0)
    kind, options, shape = RECURRENT[name]
    layer = getattr(torch.nn, kind)(4, 6, **options).eval()
    x = torch.randn(*shape)
    model = transpile(layer, source="torch", target="numpy", args=(x,), output_dir=tmp_path)
    for inputs in (x, torch.randn(*shape)):
        close(model(inputs.numpy()), layer(inputs))
