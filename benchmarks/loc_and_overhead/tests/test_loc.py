"""The lines-of-code analysis (loc.py): logical lines, the library closure, the table's columns."""

from __future__ import annotations

import ast
import textwrap

import loc
import pytest


def test_logical_lines_skip_docstrings_comments_and_blank_lines():
    source = '''
        """Module docstring."""

        import math  # a comment


        def f(x):
            """Docstring
            over lines."""
            # why
            y = (x +
                 1)
            return math.sqrt(y)


        class C:
            """Doc."""

            def g(self):
                """Doc."""
                return 1
    '''
    # import, def, y =, return, class, def g, return
    assert loc.logical_lines(textwrap.dedent(source)) == 7


def test_a_statement_spanning_lines_is_one_line_and_two_statements_on_one_line_are_two():
    assert loc.logical_lines("x = [\n    1,\n    2,\n]\n") == 1
    assert loc.logical_lines("x = 1; y = 2\n") == 2


def _library(tmp_path, name, files):
    folder = tmp_path / name
    folder.mkdir()
    for file_name, source in files.items():
        (folder / file_name).write_text(textwrap.dedent(source))
    return loc.index_library(name, folder)


@pytest.fixture
def definitions(tmp_path, monkeypatch):
    monkeypatch.setattr(
        loc, "LIBRARIES", {"lib_a": tmp_path / "lib_a", "lib_b": tmp_path / "lib_b"}
    )
    a = _library(
        tmp_path,
        "lib_a",
        {
            "core.py": """
                from lib_b import helper

                def used(x):
                    return helper(x) + 1

                def unused(x):
                    return x

                class Thing:
                    scale = 2

                    def __init__(self):
                        self.v = 1

                    def called(self):
                        return self.v

                    def never(self):
                        return 0
            """,
            "__init__.py": "from lib_a.core import *\n",
        },
    )
    b = _library(
        tmp_path,
        "lib_b",
        {
            "util.py": """
                def helper(x):
                    y = x * 2
                    return y

                def used(x):
                    return 'the same name in another library'
            """
        },
    )
    return a + b


def test_the_closure_follows_imports_and_mentioned_methods_only(definitions):
    used = loc.used_definitions({"used", "Thing", "called"}, {"lib_a"}, definitions)
    names = sorted(f"{d.library}.{d.qualname}" for d in used)
    assert names == [
        "lib_a.Thing",
        "lib_a.Thing.__init__",
        "lib_a.Thing.called",
        "lib_a.used",
        "lib_b.helper",  # lib_a's core imports lib_b
    ]
    by_name = {f"{d.library}.{d.qualname}": d.lines for d in used}
    # def + return; class line + ``scale = 2``; def + assignment; def + 2 statements.
    assert by_name["lib_a.used"] == 2
    assert by_name["lib_a.Thing"] == 2
    assert by_name["lib_a.Thing.__init__"] == 2
    assert by_name["lib_b.helper"] == 3


def test_the_table_columns_follow_the_papers_arithmetic():
    row = loc.Row("app", with_both=10, library_lines=30, reference_lines={})
    assert row.without_libraries == 40
    assert row.without_ivy == 40  # 4 frameworks x 10
    assert row.without_either == (160, True)  # 4 x 40, estimated
    measured = loc.Row("app", 10, 30, {"torch": 50, "jax": 60})
    assert measured.without_either == (220, True)  # 50 + 60 + 2 x 55
    complete = loc.Row("app", 10, 30, {fw: 50 for fw in loc.FRAMEWORKS})
    assert complete.without_either == (200, False)


def test_the_table_marks_estimates():
    text = loc.table([loc.Row("app", 10, 30, {"torch": 50, "jax": 60})])
    assert "| app | 10 | 40 | 40 | ≈220 | torch 50, jax 60 |" in text


def test_every_app_file_and_reference_exists():
    for app in loc.APPS:
        for path in (*app.files, *app.references.values()):
            assert path.is_file(), path
            ast.parse(path.read_text())
