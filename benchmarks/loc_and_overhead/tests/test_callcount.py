"""The ast counter of core calls (callcount.py): what counts as a call of ivy, and what not."""

from __future__ import annotations

import textwrap
from collections import Counter

import pytest
from callcount import count_core_calls, count_library

FUNCTIONS = {"sum", "sqrt", "matmul", "vector_norm", "concat"}


def counts(source: str) -> Counter:
    return count_core_calls(textwrap.dedent(source), FUNCTIONS)


def test_counts_attribute_calls_each_time_they_are_written():
    source = """
        import ivy

        def f(x):
            return ivy.sum(ivy.sqrt(x)) + ivy.sum(x)
    """
    assert counts(source) == Counter({"sum": 2, "sqrt": 1})


@pytest.mark.parametrize(
    "source",
    [
        "import ivy as xp\nxp.matmul(a, b)",
        "from ivy import matmul\nmatmul(a, b)",
        "from ivy import matmul as mm\nmm(a, b)",
        "import ivy\nivy.linalg.matmul(a, b)",
        "from ivy import linalg\nlinalg.matmul(a, b)",
        "def f():\n    import ivy\n    return ivy.matmul(a, b)",
    ],
)
def test_every_spelling_of_a_core_call(source):
    assert counts(source) == Counter({"matmul": 1})


@pytest.mark.parametrize(
    "source",
    [
        "import ivy\nivy.float32",  # an attribute, not a call
        "import ivy\nivy.check_shape('f', 'x', x, ['3'])",  # not an api function
        "import ivy\nivy.sum",  # a reference, not a call
        "import numpy as np\nnp.sum(x)",  # another module's function of the same name
        "import ivy\nx.sum()",  # a method of a native array
        "import ivy\na * b + a[..., 0]",  # operators
        "sum([1, 2])",  # a builtin
        "from ivy import sum\nimport numpy\nnumpy.sum(x)",
    ],
)
def test_what_is_not_a_core_call(source):
    assert counts(source) == Counter()


def test_call_in_arguments_and_comprehensions_are_found():
    source = """
        import ivy
        ys = [ivy.sqrt(x) for x in xs]
        z = ivy.concat([ivy.sum(y, axis=0) for y in ys], axis=0)
    """
    assert counts(source) == Counter({"sqrt": 1, "concat": 1, "sum": 1})


def test_a_package_folder_sums_its_modules(tmp_path):
    (tmp_path / "a.py").write_text("import ivy\nivy.sum(x)\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.py").write_text("import ivy\nivy.sum(x)\nivy.sqrt(x)\n")
    assert count_library(tmp_path, FUNCTIONS) == Counter({"sum": 2, "sqrt": 1})
