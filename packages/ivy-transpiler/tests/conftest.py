"""Small torch models and functions the transpiler tests share, and the comparison helpers.

Every test module imports torch and its target with ``pytest.importorskip``: the per-backend
``tests-<fw>`` sessions install one framework and skip these tests; ``tests-transpiler`` runs them.
"""

from __future__ import annotations

import numpy as np
import pytest


@pytest.fixture(scope="session")
def models():
    """name -> (model or function, example inputs), built with a fixed seed."""
    torch = pytest.importorskip("torch")
    nn = torch.nn
    torch.manual_seed(0)
    mlp = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 3))
    cnn = nn.Sequential(
        nn.Conv2d(3, 4, 3, padding=1),
        nn.BatchNorm2d(4),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Conv2d(4, 6, 3, stride=1),
        nn.BatchNorm2d(6),
        nn.GELU(),
        nn.AvgPool2d(2),
        nn.Flatten(),
        nn.Linear(6, 5),
        nn.LogSoftmax(dim=-1),
    )
    with torch.no_grad():  # batch norm statistics other than the initial ones
        for norm in (cnn[1], cnn[5]):
            norm.running_mean.uniform_(-0.5, 0.5)
            norm.running_var.uniform_(0.5, 2.0)
            norm.weight.uniform_(0.5, 1.5)
            norm.bias.uniform_(-0.5, 0.5)
    encoder_layer = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True)
    encoder = nn.TransformerEncoder(encoder_layer, 2, enable_nested_tensor=False)
    return {
        "mlp": (mlp.eval(), (torch.randn(5, 4),)),
        "cnn": (cnn.eval(), (torch.randn(2, 3, 10, 10),)),
        "residual": (ResidualBlock(4).eval(), (torch.randn(2, 4, 6, 6),)),
        "lstm": (nn.LSTM(4, 6, num_layers=2, batch_first=True).eval(), (torch.randn(2, 5, 4),)),
        "encoder": (encoder.eval(), (torch.randn(2, 5, 8),)),
        "tensor_code": (tensor_code, (torch.randn(3, 4), torch.randn(3, 4))),
        "functional": (functional_code, (torch.tensor([[0, 2], [1, 3]]), torch.randn(4, 3))),
    }


def _residual_block():
    torch = pytest.importorskip("torch")
    nn = torch.nn

    class ResidualBlock(nn.Module):
        """ResNet's basic block: two 3x3 convolutions with batch norm, and the skip."""

        def __init__(self, channels):
            super().__init__()
            self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
            self.bn1 = nn.BatchNorm2d(channels)
            self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
            self.bn2 = nn.BatchNorm2d(channels)

        def forward(self, x):
            y = torch.relu(self.bn1(self.conv1(x)))
            return torch.relu(x + self.bn2(self.conv2(y)))

    return ResidualBlock


def ResidualBlock(channels):  # noqa: N802 - reads as the class it builds
    """A residual block (the class is made where torch is importable)."""
    return _residual_block()(channels)


def functional_code(ids, x):
    """torch.nn.functional calls: embedding, padding, layer norm, resizing and losses."""
    import torch.nn.functional as F  # noqa: N812 - torch's own spelling

    labels = ids.flatten() % 3
    logits = x[:, :3]
    y = x.flip(0)
    return (
        F.embedding(ids, x),
        F.pad(x, (1, 2), mode="reflect"),
        F.layer_norm(x, (3,)),
        F.interpolate(x[None], scale_factor=2, mode="nearest"),
        F.cross_entropy(logits, labels, label_smoothing=0.1),
        F.mse_loss(x, y, weight=y.abs()),
        F.binary_cross_entropy_with_logits(x, y.sigmoid()),
        F.smooth_l1_loss(x, y, beta=0.5),
        F.huber_loss(x, y, delta=0.5),
        F.l1_loss(x, y, reduction="sum"),
    )


def tensor_code(x, y):
    """Tensor methods, operators, indexing and reductions, as hand-written torch code uses them."""
    z = (x * 2 + y).sum(-1, keepdim=True) / 3 - x.mean()
    w = z.transpose(0, 1) @ (y**2)
    top = x[:, 1:].relu().max(dim=1).values
    scaled = (1 - y.abs()).clamp(min=-0.5) * x.exp().sqrt()
    return w, top.unsqueeze(0) + scaled[0, :3], scaled.view(2, 6).softmax(-1)


@pytest.fixture(scope="session")
def close():
    """The comparison of transpiled outputs with torch's: :func:`assert_close`."""
    return assert_close


def to_numpy(value):
    """A torch tensor, or any target's array, as a numpy array."""
    if hasattr(value, "detach"):
        return value.detach().numpy()
    return np.asarray(value)


def _leaves(value):
    if isinstance(value, (tuple, list)):
        return [leaf for item in value for leaf in _leaves(item)]
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in _leaves(item)]
    return [value]


def assert_close(actual, expected, rtol=1e-4):
    """Outputs (nested tuples) match within ``rtol`` relative to each expected output's scale."""
    actual, expected = _leaves(actual), _leaves(expected)
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected, strict=True):
        got, want = to_numpy(got), to_numpy(want)
        assert got.shape == want.shape
        scale = max(float(np.abs(want).max(initial=0.0)), 1e-6)
        np.testing.assert_allclose(got, want, rtol=0, atol=rtol * scale)


_STANDALONE = """
import importlib.abc, importlib.util, sys
import numpy as np

class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("torch", "ivy", "ivy_transpiler"):
            raise ImportError(f"{name} is blocked: the generated module must not need it")

def leaves(value):
    if isinstance(value, (tuple, list)):
        return [leaf for item in value for leaf in leaves(item)]
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in leaves(item)]
    return [value]

sys.meta_path.insert(0, Block())
jobs = sys.argv[1:]
for i in range(0, len(jobs), 3):
    module_path, inputs_path, outputs_path = jobs[i : i + 3]
    spec = importlib.util.spec_from_file_location(f"generated{i}", module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with np.load(inputs_path) as inputs:
        args = [inputs[f"arg{i}"] for i in range(sum(k.startswith("arg") for k in inputs.files))]
        kwargs = {k[3:]: inputs[k] for k in inputs.files if k.startswith("kw:")}
    model = module.load()
    if hasattr(model, "apply"):  # jax: as jax users run it (op by op, eager jax is slow)
        import jax

        # flattened inside: jax.jit would return dicts with their keys sorted
        out = jax.jit(lambda p, *a, **k: leaves(model.apply(p, *a, **k)))(
            model.params, *args, **kwargs
        )
    else:
        out = model(*args, **kwargs)
    np.savez(outputs_path, *[np.asarray(o) for o in leaves(out)])
"""


def run_standalone_many(jobs, tmp_path):
    """Runs generated modules in one fresh interpreter in which torch, ivy and ivy_transpiler
    cannot be imported: for each ``(module_path, args, kwargs)`` of ``jobs``, the module's
    ``load()`` model on ``args`` and ``kwargs`` (a jax model's ``apply`` under ``jax.jit``).
    Returns, per job, the leaves of the outputs (nested tuples, lists and dicts, in order) as
    numpy arrays."""
    import subprocess
    import sys

    argv, results = [], []
    for i, (module_path, args, kwargs) in enumerate(jobs):
        inputs, outputs = tmp_path / f"inputs{i}.npz", tmp_path / f"outputs{i}.npz"
        arrays = {f"arg{j}": to_numpy(a) for j, a in enumerate(args)}
        arrays.update({f"kw:{k}": to_numpy(v) for k, v in (kwargs or {}).items()})
        np.savez(inputs, **arrays)
        argv += [str(module_path), str(inputs), str(outputs)]
        results.append(outputs)
    subprocess.run(
        [sys.executable, "-c", _STANDALONE, *argv],
        check=True,
        env={**__import__("os").environ, "TF_CPP_MIN_LOG_LEVEL": "2", "JAX_PLATFORMS": "cpu"},
    )
    loaded = []
    for outputs in results:
        with np.load(outputs) as saved:
            loaded.append(tuple(saved[f"arr_{i}"] for i in range(len(saved.files))))
    return loaded


def run_standalone(module_path, args, tmp_path, kwargs=None):
    """:func:`run_standalone_many` for one module."""
    return run_standalone_many([(module_path, args, kwargs)], tmp_path)[0]


@pytest.fixture(scope="session")
def standalone():
    """:func:`run_standalone`."""
    return run_standalone


@pytest.fixture(scope="session")
def standalone_many():
    """:func:`run_standalone_many`."""
    return run_standalone_many


def imported_modules(source):
    """The top-level modules a generated source imports."""
    import ast

    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name.partition(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add(node.module.partition(".")[0])
    return names


@pytest.fixture(scope="session")
def imports_of():
    """:func:`imported_modules`."""
    return imported_modules


def fresh_inputs(args):
    """New example inputs like ``args``: new random floats, the same integers (indices)."""
    torch = pytest.importorskip("torch")
    return tuple(torch.randn_like(a) if a.is_floating_point() else a.clone() for a in args)


@pytest.fixture(scope="session")
def fresh():
    """:func:`fresh_inputs`."""
    return fresh_inputs


@pytest.fixture(scope="session")
def leaves():
    """The leaves of nested tuples, lists and dicts, in order."""
    return _leaves
