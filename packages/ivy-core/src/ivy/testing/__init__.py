"""Test helpers for ivy and for libraries written on it.

- :data:`TOLERANCES` and :func:`assert_allclose`: compare any backend's array with a NumPy
  reference, with tolerances keyed by dtype.
- :func:`numerical_grad` and :func:`assert_grads_close`: finite-difference gradient checks.
- :mod:`ivy.testing.strategies`: hypothesis strategies and the ``ci`` profile (needs hypothesis).
- :mod:`ivy.testing.fixtures`: the pytest fixture that sets the backend from ``IVY_BACKEND``.
- :mod:`ivy.testing.dtypes`: skipping dtypes a backend does not have, with the reason.
- :mod:`ivy.testing.calls`: a valid call of every api function, at test or benchmark sizes.
"""

from ivy.testing.assertions import TOLERANCES, assert_allclose, tolerance
from ivy.testing.gradients import assert_grads_close, numerical_grad

__all__ = ["TOLERANCES", "tolerance", "assert_allclose", "numerical_grad", "assert_grads_close"]
