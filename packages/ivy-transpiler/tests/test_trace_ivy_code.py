"""trace_graph of code written in ivy: a graph of the inputs' framework's native calls only."""

import numpy as np
import pytest

import ivy
from ivy_transpiler import Interpreter, trace_graph


def ivy_code(x, w):
    return ivy.tanh(ivy.matmul(x, w)) * 2 + ivy.mean(x)


def _check(graph, args, calls):
    frequencies = graph.list_function_frequencies()
    assert set(frequencies) == calls
    assert "ivy" not in graph.source()
    np.testing.assert_allclose(
        np.asarray(Interpreter(graph).run(*args)), np.asarray(ivy_code(*args)), rtol=1e-6
    )


def _inputs():
    rng = np.random.default_rng(0)
    return rng.standard_normal((2, 3), dtype="float32"), rng.standard_normal(
        (3, 4), dtype="float32"
    )


def test_numpy_arrays_give_numpy_calls():
    args = _inputs()
    graph = trace_graph(ivy_code, *args)
    assert graph.framework == "numpy"
    _check(graph, args, {"numpy.add", "numpy.matmul", "numpy.mean", "numpy.multiply", "numpy.tanh"})


def test_jax_arrays_give_lax_primitives():
    jnp = pytest.importorskip("jax.numpy")
    args = tuple(jnp.asarray(a) for a in _inputs())
    graph = trace_graph(ivy_code, *args)
    assert graph.framework == "jax"
    _check(
        graph,
        args,
        {"jax.lax.add", "jax.lax.div", "jax.lax.dot_general", "jax.lax.mul", "jax.lax.reduce_sum",
         "jax.lax.tanh"},
    )  # fmt: skip


def test_tensorflow_tensors_give_raw_ops():
    tf = pytest.importorskip("tensorflow")
    args = tuple(tf.constant(a) for a in _inputs())
    graph = trace_graph(ivy_code, *args)
    assert graph.framework == "tensorflow"
    _check(
        graph,
        args,
        {"tensorflow.raw_ops.AddV2", "tensorflow.raw_ops.MatMul", "tensorflow.raw_ops.Mean",
         "tensorflow.raw_ops.Mul", "tensorflow.raw_ops.Tanh"},
    )  # fmt: skip
