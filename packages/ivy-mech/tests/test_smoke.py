import re

import ivy_mech


def test_version_is_a_release_string():
    assert re.fullmatch(r"\d+\.\d+\.\d+", ivy_mech.__version__)
