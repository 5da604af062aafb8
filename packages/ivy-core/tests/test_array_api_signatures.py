"""Every function of the Python Array API standard (2025.12) has the standard's signature in ivy.

The reference is array-api-strict, the standard's strict implementation: for each of its public
functions (main namespace, ``linalg``, ``fft``), ivy's function of the same name must take the same
parameters, in the same order, of the same kind (positional-only, keyword-only, ...), with the same
defaults; ivy adds only its keyword ``backend=``. The check reads the api templates, so it is the
same on every backend; the numpy session installs array-api-strict and runs it.
"""

import inspect

import pytest

import ivy

xp = pytest.importorskip("array_api_strict", reason="installed in the numpy session only")

# array-api-strict's own names (flags, its Device class), not the standard's.
_STRICT_ONLY = {
    "ArrayAPIStrictFlags",
    "Device",
    "get_array_api_strict_flags",
    "reset_array_api_strict_flags",
    "set_array_api_strict_flags",
}


def _is_function(value):
    return callable(value) and not isinstance(value, type)


def _functions(namespace, names):
    return [n for n in names if n not in _STRICT_ONLY and _is_function(getattr(namespace, n))]


def _parameters(fn):
    result = []
    for p in inspect.signature(fn).parameters.values():
        if p.name == "backend":
            continue
        default = p.default
        # array-api-strict marks "not given" with its own sentinel where the standard says None.
        if type(default).__name__ == "Undef":
            default = None
        result.append((p.name, p.kind, None if default is inspect.Parameter.empty else default))
    return result


CASES = [
    *((f"{name}", getattr(xp, name), getattr(ivy, name, None)) for name in
      _functions(xp, xp.__all__) if name not in ("linalg", "fft")),
    *((f"linalg.{name}", getattr(xp.linalg, name), getattr(ivy.linalg, name, None)) for name in
      _functions(xp.linalg, xp.linalg.__all__)),
    *((f"fft.{name}", getattr(xp.fft, name), getattr(ivy.fft, name, None)) for name in
      _functions(xp.fft, xp.fft.__all__)),
]  # fmt: skip


@pytest.mark.parametrize(("name", "reference", "ours"), CASES, ids=[c[0] for c in CASES])
def test_signature_matches_the_standard(name, reference, ours):
    assert ours is not None, f"ivy has no {name}"
    assert _parameters(ours) == _parameters(reference)


def test_the_standard_is_covered_in_full():
    assert len(CASES) > 150  # the main namespace, linalg and fft, less the constants and dtypes
    assert ivy.__array_api_version__ == xp.__array_api_version__
    for constant in ("e", "pi", "inf", "nan", "newaxis"):
        value, expected = getattr(ivy, constant), getattr(xp, constant)
        assert value is expected or value == expected or (value != value and expected != expected)
