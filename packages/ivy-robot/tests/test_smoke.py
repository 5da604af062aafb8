import re

import ivy_robot


def test_version_is_a_release_string():
    assert re.fullmatch(r"\d+\.\d+\.\d+", ivy_robot.__version__)


def test_placeholder_exposes_nothing_that_pretends_to_work():
    public = [name for name in dir(ivy_robot) if not name.startswith("_")]
    assert public == []
