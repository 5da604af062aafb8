"""`transformers` models from small random configs (no downloads) to every target.

The issue's acceptance suite (``model_zoo.SUITE``: BERT, ViT, ConvNeXt, Whisper, CLIP), for each
target: every output (nested ``ModelOutput``s included) within 1e-4 of torch's, relative to the
output's scale, on new inputs; under ``jax.jit`` (and ``tf.function(jit_compile=True)`` for
three of them); one jax training step (gradients per parameter against torch's); the generated
modules run with torch and ivy blocked. The other model families (``model_zoo.FAMILIES``) are
checked on jax, jitted.

Skipped unless ``transformers`` is installed (``nox -s tests-transpiler-transformers``). Run with
``-s`` to see each transpilation's wall time.
"""

import importlib.util
import sys
import time
import warnings
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from ivy_transpiler import DataDependentWarning, transpile  # noqa: E402


def _load_zoo():
    """``model_zoo.py`` beside this file (pytest imports test modules without their folder on
    ``sys.path``; the benchmark imports the zoo by path too)."""
    name = "ivy_transpiler_model_zoo"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).with_name("model_zoo.py")
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


zoo = _load_zoo()
TARGETS = ("numpy", "jax", "tensorflow")


def _convert(target):
    if target == "jax":
        return pytest.importorskip("jax.numpy").asarray
    if target == "tensorflow":
        return pytest.importorskip("tensorflow").constant
    return np.asarray


def _fresh(args, kwargs):
    """New inputs like the example's: new random floats; the integer inputs (ids, masks) rolled
    by one along the batch, so each padding pattern meets other ids and the model cannot have
    kept the example's values."""

    def new(value):
        if value.is_floating_point():
            return torch.randn_like(value)
        return value.roll(1, 0)

    return tuple(new(a) for a in args), {k: new(v) for k, v in kwargs.items()}


def _native(target, args, kwargs):
    convert = _convert(target)
    return tuple(convert(a.numpy()) for a in args), {
        k: convert(v.numpy()) for k, v in kwargs.items()
    }


class Transpiled:
    """One transpilation of a zoo model, made once per test session and target."""

    def __init__(self, name, target, directory):
        torch.manual_seed(0)
        self.model, self.args, self.kwargs = zoo.BUILDERS[name](size="test")
        start = time.perf_counter()
        with warnings.catch_warnings():
            # BERT-like models ask whether the mask pads anything (`mask.all()`); the padded
            # example answers no, which keeps the general branch (checked on rolled masks).
            warnings.simplefilter("ignore", DataDependentWarning)
            self.result = transpile(
                self.model,
                target=target,
                args=self.args,
                kwargs=self.kwargs,
                name=name,
                output_dir=directory,
            )
        self.seconds = time.perf_counter() - start
        self.path = Path(directory) / target / f"{name}.py"
        print(f"\ntranspile {name} -> {target}: {self.seconds:.2f} s")


@pytest.fixture(scope="module")
def transpiled(tmp_path_factory):
    """``transpiled(name, target)`` -> :class:`Transpiled`, cached for the module."""
    cache = {}

    def get(name, target):
        if (name, target) not in cache:
            directory = tmp_path_factory.mktemp(f"{name}_{target}")
            cache[name, target] = Transpiled(name, target, directory)
        return cache[name, target]

    return get


def _torch_outputs(model, args, kwargs):
    with torch.no_grad():
        return model(*args, **kwargs)


def _like(actual, expected):
    """``actual`` with its dicts in the key order of ``expected``'s, after checking that both
    have the same structure (``jax.jit`` returns dicts with sorted keys)."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"a {type(actual).__name__} where torch gives a dict"
        assert set(actual) == set(expected)
        return {key: _like(actual[key], value) for key, value in expected.items()}
    if isinstance(expected, (tuple, list)):
        assert isinstance(actual, (tuple, list)) and len(actual) == len(expected)
        return [_like(got, want) for got, want in zip(actual, expected, strict=True)]
    return actual


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", sorted(zoo.SUITE))
def test_outputs_match_torch(name, target, transpiled, close):
    made = transpiled(name, target)
    args, kwargs = _fresh(made.args, made.kwargs)
    expected = _torch_outputs(made.model, args, kwargs)
    native_args, native_kwargs = _native(target, args, kwargs)
    out = made.result(*native_args, **native_kwargs)
    assert list(out) == list(expected)  # the ModelOutput's fields, in order
    close(_like(out, expected), expected)


@pytest.mark.parametrize("name", sorted(zoo.SUITE))
def test_outputs_match_torch_under_jax_jit(name, transpiled, close):
    jax = pytest.importorskip("jax")
    made = transpiled(name, "jax")
    args, kwargs = _fresh(made.args, made.kwargs)
    native_args, native_kwargs = _native("jax", args, kwargs)
    out = jax.jit(made.result.apply)(made.result.params, *native_args, **native_kwargs)
    expected = _torch_outputs(made.model, args, kwargs)
    close(_like(out, expected), expected)


# Whisper and CLIP pass too, but XLA compiles each of their tensorflow graphs for minutes on two
# shared cores.
@pytest.mark.parametrize("name", ["bert", "convnext", "vit"])
def test_outputs_match_torch_under_xla_tf_function(name, transpiled, close):
    tf = pytest.importorskip("tensorflow")
    made = transpiled(name, "tensorflow")
    args, kwargs = _fresh(made.args, made.kwargs)
    native_args, native_kwargs = _native("tensorflow", args, kwargs)
    out = tf.function(made.result, jit_compile=True)(*native_args, **native_kwargs)
    expected = _torch_outputs(made.model, args, kwargs)
    close(_like(out, expected), expected)


def _float_leaves(value):
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in _float_leaves(item)]
    if isinstance(value, (tuple, list)):
        return [leaf for item in value for leaf in _float_leaves(item)]
    return [value] if str(value.dtype).removeprefix("torch.").startswith(("float", "bf")) else []


def _loss(outputs, lib):
    """The squared distance of every floating-point output to fixed random targets.

    (Not the plain sum of squares: a model ending in a layer norm makes that nearly constant,
    and its gradients nearly zero, rounding noise in float32 on both sides.)
    """
    total = 0.0
    for i, leaf in enumerate(_float_leaves(outputs)):
        target = np.random.default_rng(i).standard_normal(tuple(leaf.shape)).astype("float32")
        total = total + lib.sum(
            (leaf - (torch.from_numpy(target) if lib is torch else target)) ** 2
        )
    return total


@pytest.mark.parametrize("name", sorted(zoo.SUITE))
def test_jax_training_step_matches_torch(name, transpiled):
    """Gradients of the same loss, per parameter name, within 1e-4 of torch's; then one SGD step
    on each side gives the same new loss."""
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    made = transpiled(name, "jax")
    model, params = made.model, made.result.params
    native_args, native_kwargs = _native("jax", made.args, made.kwargs)

    model.zero_grad()
    loss = _loss(model(*made.args, **made.kwargs), torch)
    loss.backward()
    expected = {k: p.grad.numpy() for k, p in model.named_parameters() if p.grad is not None}

    def jax_loss(params):
        return _loss(made.result.apply(params, *native_args, **native_kwargs), jnp)

    loss_and_grads = jax.jit(jax.value_and_grad(jax_loss))
    value, grads = loss_and_grads(params)
    np.testing.assert_allclose(float(value), loss.item(), rtol=1e-4)
    assert set(grads) == {k for k, _ in model.named_parameters()}
    assert set(expected) <= set(grads)
    # Per parameter, relative to its gradient's scale; that scale is floored at 1e-3 of the
    # largest gradient: some gradients are zero in exact arithmetic (a key projection's bias
    # shifts all scores of a query alike, which softmax ignores), and both frameworks give
    # float32 rounding noise for them.
    floor = 1e-3 * max(float(np.abs(g).max()) for g in expected.values())
    for key, want in expected.items():
        scale = max(float(np.abs(want).max()), floor)
        np.testing.assert_allclose(
            np.asarray(grads[key]), want, rtol=0, atol=1e-4 * scale, err_msg=key
        )
    # Parameters torch's loss does not reach have zero gradients; frozen ones (Whisper's
    # sinusoidal positions, `requires_grad=False`) are in `params` too, and not compared.
    frozen = {k for k, p in model.named_parameters() if not p.requires_grad}
    for key in set(grads) - set(expected) - frozen:
        assert not np.any(np.asarray(grads[key])), key

    learning_rate = 1e-2
    stepped = {k: p if k in frozen else p - learning_rate * grads[k] for k, p in params.items()}
    with torch.no_grad():
        for parameter in model.parameters():
            if parameter.grad is not None:
                parameter -= learning_rate * parameter.grad
        torch_loss = float(_loss(model(*made.args, **made.kwargs), torch))
        for parameter in model.parameters():  # the module is shared: undo the step
            if parameter.grad is not None:
                parameter += learning_rate * parameter.grad
    stepped_loss, _ = loss_and_grads(stepped)  # compiled already
    np.testing.assert_allclose(float(stepped_loss), torch_loss, rtol=1e-4)


@pytest.mark.parametrize("target", TARGETS)
def test_generated_modules_run_without_torch_or_ivy(
    target, transpiled, close, standalone_many, imports_of, tmp_path
):
    """Every suite model's module, in one interpreter per target (each start imports the
    target framework anew)."""
    jobs, expected = [], []
    for name in sorted(zoo.SUITE):
        made = transpiled(name, target)
        assert imports_of(made.path.read_text()) <= {target, "numpy", "math", "pathlib"}, name
        args, kwargs = _fresh(made.args, made.kwargs)
        jobs.append((made.path, args, kwargs))
        expected.append(_torch_outputs(made.model, args, kwargs))
    for out, want in zip(standalone_many(jobs, tmp_path), expected, strict=True):
        close(out, want)


@pytest.mark.parametrize("name", sorted(zoo.FAMILIES))
def test_model_family_matches_torch_on_jax(name, transpiled, close):
    """Under ``jax.jit``: the same generated code as eagerly, and on two shared cores several
    times faster to run than op by op (each eager jax op is compiled on its first call)."""
    jax = pytest.importorskip("jax")
    made = transpiled(name, "jax")
    args, kwargs = _fresh(made.args, made.kwargs)
    expected = _torch_outputs(made.model, args, kwargs)
    native_args, native_kwargs = _native("jax", args, kwargs)
    out = jax.jit(made.result.apply)(made.result.params, *native_args, **native_kwargs)
    close(_like(out, expected), expected)


def test_padding_question_is_answered_for_the_example(tmp_path):
    """The attention-mask shortcut (`mask.all()`: no padding, skip the mask) is a data-dependent
    branch: the transpiler warns, and follows the padded example's (general) branch."""
    model, args, kwargs = zoo.bert(size="test")
    with pytest.warns(DataDependentWarning, match="__bool__"):
        transpile(model, target="numpy", args=args, kwargs=kwargs, output_dir=tmp_path)
