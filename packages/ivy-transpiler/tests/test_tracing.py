"""trace_graph on torch: the recorded graph, its source, reports, pruning, and the limits."""

import warnings

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import ivy_transpiler  # noqa: E402
from ivy_transpiler import (  # noqa: E402
    DataDependentWarning,
    Interpreter,
    MissingFrontendError,
    TraceError,
    UnsupportedObjectError,
    trace_graph,
    transpile,
)


def test_mlp_graph_names_state_and_counts_calls(models):
    mlp, (x,) = models["mlp"]
    graph = trace_graph(mlp, x)
    assert graph.framework == "torch"
    assert list(graph.parameters) == [name for name, _ in mlp.named_parameters()]
    assert graph.list_function_frequencies() == {
        "torch.nn.functional.linear": 3,
        "torch.nn.functional.relu": 1,
        "torch.tanh": 1,
    }
    assert graph.missing_frontends() == {}
    source = graph.source()
    assert source.startswith("def forward(params, buffers, input):")
    assert "params['0.weight']" in source
    assert "torch.nn.functional.linear(" in source


def test_interpreter_reruns_the_graph_on_new_inputs(models, close):
    for name in ("mlp", "cnn", "tensor_code"):
        obj, args = models[name]
        graph = trace_graph(obj, *args)
        new = tuple(torch.randn_like(a) for a in args)
        close(Interpreter(graph).run(*new), obj(*new), rtol=1e-6)


def test_calls_that_do_not_reach_the_output_are_pruned():
    def fn(x):
        unused = torch.sin(x) * 3  # noqa: F841
        return torch.cos(x)

    graph = trace_graph(fn, torch.randn(3))
    assert graph.list_function_frequencies() == {"torch.cos": 1}


def test_shapes_are_folded_and_in_place_updates_become_functional(close):
    def fn(x):
        y = x.clone()
        y[0] = 0.0
        y.add_(x.shape[1])
        return y.reshape(x.size(0) * x.size(1))

    x = torch.randn(2, 3)
    graph = trace_graph(fn, x)
    frequencies = graph.list_function_frequencies()
    assert frequencies["torch.Tensor.__setitem__"] == 1
    assert frequencies["torch.Tensor.add_"] == 1
    assert "torch.Tensor.size" not in frequencies  # metadata is folded
    new = torch.randn(2, 3)
    close(Interpreter(graph).run(new), fn(new), rtol=1e-6)
    assert torch.equal(x, x.clone())  # the inputs are not changed by tracing


def test_data_dependent_python_warns_or_raises_in_strict_mode():
    def fn(x):
        return x * 2 if x.sum() > 0 else x * 3

    x = torch.ones(3)
    with pytest.warns(DataDependentWarning, match="Tensor.__bool__"):
        graph = trace_graph(fn, x)
    assert len(graph.folded) == 1
    with pytest.raises(TraceError, match="strict=True"):
        trace_graph(fn, x, strict=True)


def test_metadata_needs_no_warning():
    def fn(x):
        return x.view(x.shape[0], -1) * x.dim()

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        trace_graph(fn, torch.randn(2, 3, 4))


@pytest.mark.filterwarnings("ignore:`torch.jit.script` is deprecated:DeprecationWarning")
def test_scripted_modules_are_refused(models):
    mlp, (x,) = models["mlp"]
    with pytest.raises(UnsupportedObjectError, match="TorchScript"):
        trace_graph(torch.jit.script(mlp), x)


def test_missing_frontends_are_listed_all_at_once_with_counts(tmp_path):
    def fn(x):
        return torch.lgamma(x) + torch.lgamma(x * 2) + torch.histc(x, bins=3).sum()

    x = torch.rand(4) + 0.5
    graph = trace_graph(fn, x)
    assert graph.missing_frontends() == {"torch.lgamma": 2, "torch.histc": 1}
    with pytest.raises(MissingFrontendError) as info:
        transpile(fn, target="numpy", args=(x,), output_dir=tmp_path)
    assert info.value.missing == {"torch.lgamma": 2, "torch.histc": 1}
    assert "torch.lgamma: 2" in str(info.value)
    assert "torch.histc: 1" in str(info.value)
    assert not any(tmp_path.iterdir())  # no partial result


def test_random_draws_are_refused_and_eval_mode_dropout_is_not(tmp_path):
    model = torch.nn.Sequential(torch.nn.Linear(3, 3), torch.nn.Dropout(0.5))
    x = torch.randn(2, 3)
    with pytest.raises(UnsupportedObjectError, match=r"torch.nn.functional.dropout.*eval\(\)"):
        transpile(model.train(), target="numpy", args=(x,), output_dir=tmp_path)
    with pytest.raises(UnsupportedObjectError, match=r"torch\.randn_like"):
        transpile(lambda x: x + torch.randn_like(x), target="numpy", args=(x,), output_dir=tmp_path)
    transpile(model.eval(), target="numpy", args=(x,), output_dir=tmp_path)


def test_bad_arguments_are_refused(models):
    mlp, (x,) = models["mlp"]
    with pytest.raises(ValueError, match="target must be one of"):
        transpile(mlp, target="paddle", args=(x,))
    with pytest.raises(ValueError, match="source must be one of"):
        transpile(mlp, source="jax", target="numpy", args=(x,))
    with pytest.raises(UnsupportedObjectError, match="numpy arrays"):
        transpile(mlp, target="numpy", args=(x.numpy(),))


def test_show_draws_a_png(models, tmp_path):
    pytest.importorskip("matplotlib")
    cnn, (x,) = models["cnn"]
    path = trace_graph(cnn, x).show(tmp_path / "cnn.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_importing_the_package_imports_no_framework():
    import subprocess
    import sys

    code = (
        "import sys, ivy_transpiler, ivy_transpiler.frontends.torch; "
        "print(sorted(m for m in ('torch', 'jax', 'tensorflow') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    assert ivy_transpiler.__version__
    assert np.__version__
