import re

import ivy_stateful


def test_version_is_a_release_string():
    assert re.fullmatch(r"\d+\.\d+\.\d+", ivy_stateful.__version__)


def test_placeholder_exposes_nothing_that_pretends_to_work():
    public = [name for name in dir(ivy_stateful) if not name.startswith("_")]
    assert public == []
