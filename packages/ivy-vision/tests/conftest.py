from ivy.testing.fixtures import ivy_backend  # noqa: F401  (sets the backend from IVY_BACKEND)
