"""What ivy-vision's test modules share: batch shapes, array helpers and NumPy references.

Imported by name: ``conftest.py`` puts this folder on ``sys.path`` (pytest runs with
``--import-mode=importlib``, which does not).
"""

import numpy as np

import ivy

# Every function takes any leading batch axes: none, one, and two that broadcast against each
# other, on every backend (jax's session compiles quickly for tests: see the noxfile's JAX_TESTS).
SHAPES = [(), (2,), (2, 3)]
# Central differences of values ~100 (focal lengths) are accurate to ~1e-8 absolute.
FD_TOLERANCES = {"rtol": 1e-5, "atol": 1e-7}


def arr(values, dtype="float64"):
    """``values`` as an array of the selected backend, of ``dtype``."""
    return ivy.asarray(np.asarray(values, dtype=dtype))


def to_np(x):
    """An array of any backend as a NumPy array."""
    return np.asarray(ivy.to_numpy(x))


def apply(matrix, coords):
    """``matrix @ x`` for every vector of ``coords`` (..., h, w, n), ``matrix`` (..., m, n)."""
    return np.einsum("...mn,...hwn->...hwm", matrix, coords)


def homogeneous(x):
    """``x`` (..., n) with a last coordinate of ones: (..., n + 1)."""
    return np.concatenate([x, np.ones_like(x[..., :1])], -1)


def homogeneous_rows(matrix):
    """A (..., 3, 4) matrix with the row ``[0, 0, 0, 1]`` below: (..., 4, 4)."""
    last = np.broadcast_to([0.0, 0.0, 0.0, 1.0], (*matrix.shape[:-2], 1, 4))
    return np.concatenate([matrix, last], -2)
