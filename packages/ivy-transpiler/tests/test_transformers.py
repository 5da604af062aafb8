"""Opt-in: small random `transformers` models (no downloads) to every target.

Skipped unless ``transformers`` is installed (the heavy session, not ``tests-transpiler``).
"""

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from ivy_transpiler import transpile  # noqa: E402


def _bert():
    config = transformers.BertConfig(
        vocab_size=50,
        hidden_size=16,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=32,
        attn_implementation="eager",
    )
    ids = torch.randint(0, 50, (2, 7))
    mask = torch.tensor([[1] * 7, [1] * 5 + [0] * 2])  # padding: the general branch
    return transformers.BertModel(config), (ids,), {"attention_mask": mask}


def _vit():
    config = transformers.ViTConfig(
        image_size=16,
        patch_size=8,
        hidden_size=16,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=32,
        attn_implementation="eager",
    )
    return transformers.ViTModel(config), (torch.randn(2, 3, 16, 16),), {}


def _convnext():
    config = transformers.ConvNextConfig(
        hidden_sizes=[8, 16], depths=[1, 1], num_stages=2, image_size=32
    )
    return transformers.ConvNextModel(config), (torch.randn(2, 3, 32, 32),), {}


BUILDERS = {"bert": _bert, "vit": _vit, "convnext": _convnext}


def _converter(target):
    if target == "jax":
        return pytest.importorskip("jax.numpy").asarray
    if target == "tensorflow":
        return pytest.importorskip("tensorflow").constant
    return np.asarray


@pytest.mark.parametrize("target", ["numpy", "jax", "tensorflow"])
@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_last_hidden_state_matches_torch(name, target, close, tmp_path):
    convert = _converter(target)
    torch.manual_seed(0)
    model, args, kwargs = BUILDERS[name]()
    model.eval()
    result = transpile(model, target=target, args=args, kwargs=kwargs, output_dir=tmp_path)
    out = result(
        *(convert(a.numpy()) for a in args), **{k: convert(v.numpy()) for k, v in kwargs.items()}
    )
    close(out["last_hidden_state"], model(*args, **kwargs).last_hidden_state)
