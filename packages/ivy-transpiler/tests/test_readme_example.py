"""README's ten-line example, run as it is written: a ``transformers`` model to jax, jitted.

The example is the ``python`` block after the marker ``<!-- example: transformers to jax -->``
in the package's README; the root README shows the same block. The test runs it in a fresh
namespace (in a temporary folder: it writes ``Translated_Outputs/``) and compares its jitted
output with the torch model's, so neither README can go stale. Skipped without ``transformers``.
"""

import re
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
jax = pytest.importorskip("jax")
pytest.importorskip("transformers")

PACKAGE = Path(__file__).resolve().parents[1]
MARKER = "<!-- example: transformers to jax -->"


def example(readme: Path) -> str:
    """The code of the first ``python`` block after :data:`MARKER` in ``readme``."""
    text = readme.read_text()
    assert MARKER in text, f"{readme}: no {MARKER} before the example"
    block = re.search(r"```python\n(.*?)```", text[text.index(MARKER) :], re.DOTALL)
    assert block, f"{readme}: no python block after {MARKER}"
    return block.group(1)


def test_the_example_is_ten_lines_and_the_same_in_both_readmes():
    code = example(PACKAGE / "README.md")
    assert len([line for line in code.splitlines() if line.strip()]) <= 10
    root_readme = PACKAGE.parents[1] / "README.md"
    assert example(root_readme) == code


def test_the_example_runs_and_its_jitted_jax_model_matches_torch(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    namespace = {"__name__": "readme_example"}
    exec(compile(example(PACKAGE / "README.md"), "README.md example", "exec"), namespace)

    names = ("model", "ids", "mask", "out")
    assert all(name in namespace for name in names), f"the example must define {names}"
    model, ids, mask, out = (namespace[name] for name in names)
    assert isinstance(out["last_hidden_state"], jax.Array)
    assert mask.min() == 0, "the example's mask must pad (the general branch of the masking)"
    with torch.no_grad():
        expected = model(ids, attention_mask=mask).last_hidden_state.numpy()
    got = np.asarray(out["last_hidden_state"])
    assert got.shape == expected.shape
    np.testing.assert_allclose(got, expected, rtol=0, atol=1e-4 * np.abs(expected).max())
    assert (tmp_path / "Translated_Outputs" / "jax" / "bert_model.py").is_file()
