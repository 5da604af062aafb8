"""ivy.Container against nested dicts of NumPy arrays, on the backend IVY_BACKEND names."""

import operator
import pickle
import subprocess
import sys

import numpy as np
import optree
import pytest

import ivy
from ivy.container import Container
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND

F32 = np.float32


def _x():
    # Values with both signs, no zeros, a 0-d leaf and a nested level; float32 on every backend.
    return {
        "a": np.array([[1.5, -2.0], [3.0, 4.5]], F32),
        "b": {"c": np.array([0.5, -1.5, 2.0], F32), "d": {"e": np.array(3.0, F32)}},
    }


def _y():
    # Same structure as _x, positive values (divisors, pow bases).
    return {
        "a": np.array([[2.0, 0.5], [1.5, 3.0]], F32),
        "b": {"c": np.array([1.0, 2.5, 4.0], F32), "d": {"e": np.array(2.0, F32)}},
    }


def _container(reference: dict) -> Container:
    return Container(reference).map(lambda x, _: ivy.asarray(x))


def _key_chains(reference: dict, prefix: str = "") -> dict:
    flat = {}
    for key, value in reference.items():
        if isinstance(value, dict):
            flat.update(_key_chains(value, prefix + key + "/"))
        else:
            flat[prefix + key] = value
    return flat


def _assert_matches(container: Container, reference: dict) -> None:
    expected = _key_chains(reference)
    assert container.all_key_chains() == list(expected)
    for key_chain, leaf in zip(container.all_key_chains(), container.flatten(), strict=True):
        assert_allclose(leaf, expected[key_chain])


def _numpy_map(fn, *references):
    first = references[0]
    return {
        k: _numpy_map(fn, *(r[k] for r in references))
        if isinstance(v, dict)
        else fn(*(r[k] for r in references))
        for k, v in first.items()
    }


# -- construction and access ---------------------------------------------------------------------


def test_nested_dicts_become_containers_with_attribute_item_and_key_chain_access():
    c = _container(_x())
    assert isinstance(c.b, Container)
    assert isinstance(c.b.d, Container)
    assert c.b.d.e is c["b"]["d"]["e"] is c["b/d/e"] is c.at_key_chain("b/d/e")
    assert_allclose(c["b/c"], _x()["b"]["c"])
    assert list(c) == ["a", "b"] == list(c.keys())
    assert len(c) == 2
    assert "b/d/e" in c
    assert "b/d/x" not in c
    assert c.has_key_chain("b/d")
    assert not c.has_key_chain("a/b")  # a is a leaf


def test_insertion_order_is_kept_and_kwargs_follow_the_dict():
    c = Container({"z": 1, "a": 2}, m={"y": 3, "b": 4}, c=None)
    assert c.all_key_chains() == ["z", "a", "m/y", "m/b", "c"]
    assert c.flatten() == [1, 2, 3, 4, None]
    assert Container().flatten() == []
    assert Container(None).to_dict() == {}
    # Like dict(d): a new top level sharing the sub-containers.
    shared = Container(c)
    assert shared is not c and shared.m is c.m and shared.all_key_chains() == c.all_key_chains()


def test_bad_keys_and_missing_keys():
    with pytest.raises(TypeError, match="Container: keys must be str; got int 1"):
        Container({1: 2})
    with pytest.raises(ValueError, match="Container: keys must not hold '/'; got 'a/b'"):
        Container({"a/b": 2})
    with pytest.raises(
        TypeError, match="Container: expected a dict, a Container or None; got list"
    ):
        Container([("a", 1)])
    c = Container(a=1, b={"c": 2})
    with pytest.raises(KeyError, match="b/x"):
        c["b/x"]
    with pytest.raises(KeyError, match="a/c"):
        c["a/c"]
    with pytest.raises(AttributeError, match="Container has no key 'x'"):
        c.x  # noqa: B018


def test_setitem_with_key_chains_is_in_place_and_creates_containers():
    c = Container(a=1)
    c["b/c/d"] = 2
    c["a"] = {"e": 3}
    c.f = 4
    assert c.to_dict() == {"a": {"e": 3}, "b": {"c": {"d": 2}}, "f": 4}
    assert isinstance(c.a, Container)
    with pytest.raises(ValueError, match="cannot set 'f/g': 'f' on the way is a leaf"):
        c["f/g"] = 5
    with pytest.raises(AttributeError, match="'map' is a Container attribute"):
        c.map = 1
    c["map"] = 1  # a key that is a method name is reached by item access
    assert c["map"] == 1
    del c["b/c"]
    del c.f
    assert c.to_dict() == {"a": {"e": 3}, "b": {}, "map": 1}
    with pytest.raises(KeyError, match="b/zz"):
        del c["b/zz"]


def test_set_and_prune_key_chain_return_new_containers():
    c = Container(a=1, b={"c": 2, "d": 3})
    set_ = c.set_at_key_chain("b/c", 9)
    added = c.set_at_key_chain("x/y", 8)
    pruned = c.prune_key_chain("b/c")
    assert set_.to_dict() == {"a": 1, "b": {"c": 9, "d": 3}}
    assert added.to_dict() == {"a": 1, "b": {"c": 2, "d": 3}, "x": {"y": 8}}
    assert pruned.to_dict() == {"a": 1, "b": {"d": 3}}
    assert c.to_dict() == {"a": 1, "b": {"c": 2, "d": 3}}  # untouched, sub-containers too
    set_["b/d"] = 7
    assert c["b/d"] == 3
    with pytest.raises(KeyError, match="b/x"):
        c.prune_key_chain("b/x")


def test_to_dict_gives_plain_nested_dicts_sharing_the_leaves():
    c = _container(_x())
    d = c.to_dict()
    assert type(d) is dict and type(d["b"]) is dict and type(d["b"]["d"]) is dict
    assert d["b"]["d"]["e"] is c.b.d.e


def test_repr_shows_the_nested_structure_with_shapes_and_dtypes():
    c = Container(a=ivy.asarray(np.zeros((2, 3), F32)), b={"c": 1.5, "d": {}})
    assert repr(c) == (
        "Container(\n"
        f"    a: {BACKEND} float32 (2, 3),\n"
        "    b: Container(\n"
        "        c: 1.5,\n"
        "        d: Container(),\n"
        "    ),\n"
        ")"
    )


def test_pickle_round_trip():
    c = Container(a=np.arange(3), b={"c": 2.5})
    back = pickle.loads(pickle.dumps(c))
    assert back.all_key_chains() == ["a", "b/c"]
    np.testing.assert_array_equal(back.a, np.arange(3))


# -- arithmetic -----------------------------------------------------------------------------------

BINARY = [
    ("add", operator.add),
    ("sub", operator.sub),
    ("mul", operator.mul),
    ("truediv", operator.truediv),
    ("floordiv", operator.floordiv),
    ("mod", operator.mod),
    ("pow", operator.pow),
    ("eq", operator.eq),
    ("ne", operator.ne),
    ("lt", operator.lt),
    ("le", operator.le),
    ("gt", operator.gt),
    ("ge", operator.ge),
]


@pytest.mark.parametrize(("name", "op"), BINARY, ids=[name for name, _ in BINARY])
def test_binary_operators_leaf_by_leaf(name, op):
    x, y = _x(), _y()
    if name == "pow":  # positive bases: a negative one with a fractional power is nan
        x, y = y, x
    cx, cy = _container(x), _container(y)
    _assert_matches(op(cx, cy), _numpy_map(op, x, y))  # container with container
    _assert_matches(op(cx, 2.0), _numpy_map(lambda a: op(a, F32(2.0)), x))  # scalar, each leaf
    _assert_matches(op(1.5, cy), _numpy_map(lambda b: op(F32(1.5), b), y))  # reflected


@pytest.mark.parametrize(("name", "op"), BINARY[:5], ids=[name for name, _ in BINARY[:5]])
def test_an_array_operand_is_broadcast_to_every_leaf(name, op):
    y = _y()
    array = np.array(1.5, F32)
    _assert_matches(op(_container(y), ivy.asarray(array)), _numpy_map(lambda b: op(b, array), y))


@pytest.mark.skipif(
    BACKEND in ("paddle", "mxnet"),
    reason="paddle and mxnet arrays raise on a Container operand instead of deferring to it",
)
@pytest.mark.parametrize(("name", "op"), BINARY[:5], ids=[name for name, _ in BINARY[:5]])
def test_an_array_on_the_left_defers_to_the_container(name, op):
    y = _y()
    array = np.array(1.5, F32)
    _assert_matches(op(ivy.asarray(array), _container(y)), _numpy_map(lambda b: op(array, b), y))


def test_unary_operators():
    x = _x()
    c = _container(x)
    _assert_matches(-c, _numpy_map(np.negative, x))
    _assert_matches(+c, x)
    _assert_matches(abs(c), _numpy_map(np.abs, x))


def test_matmul():
    a = {"w": np.array([[1.0, 2.0], [3.0, 4.0]], F32), "n": {"v": np.array([2.0, -1.0], F32)}}
    b = {"w": np.array([[0.5, 1.0], [-1.0, 2.0]], F32), "n": {"v": np.array([1.0, 3.0], F32)}}
    _assert_matches(_container(a) @ _container(b), _numpy_map(np.matmul, a, b))
    m = np.array([[1.0, 0.0], [2.0, 1.0]], F32)
    _assert_matches(Container(w=ivy.asarray(a["w"])) @ ivy.asarray(m), {"w": np.matmul(a["w"], m)})


def test_bitwise_operators_on_integer_and_bool_leaves():
    i = {"i": np.array([5, 3, 12], np.int32), "b": {"t": np.array([True, False, True])}}
    j = {"i": np.array([6, 1, 10], np.int32), "b": {"t": np.array([True, True, False])}}
    ci, cj = _container(i), _container(j)
    _assert_matches(ci & cj, _numpy_map(np.bitwise_and, i, j))
    _assert_matches(ci | cj, _numpy_map(np.bitwise_or, i, j))
    _assert_matches(ci ^ cj, _numpy_map(np.bitwise_xor, i, j))
    _assert_matches(~ci, _numpy_map(np.invert, i))


def test_containers_are_matched_by_key_whatever_the_order():
    x = _x()
    reordered = {"b": {"d": x["b"]["d"], "c": x["b"]["c"]}, "a": x["a"]}
    result = _container(x) - _container(reordered)
    assert result.all_key_chains() == ["a", "b/c", "b/d/e"]  # the first operand's order
    _assert_matches(result, _numpy_map(lambda a: a - a, x))


def test_different_structures_raise_naming_a_key_chain():
    x = _container(_x())
    with pytest.raises(
        ValueError, match=r"Container.__add__: .*'b/d/e' is a leaf in the first and missing"
    ):
        x + x.prune_key_chain("b/d/e")
    with pytest.raises(ValueError, match="'a' is a leaf in the first and a Container in the other"):
        x * x.set_at_key_chain("a", {"z": 1.0})


def test_none_leaves_are_not_skipped():
    with pytest.raises(Exception):  # noqa: B017, PT011  (the backend's own error for None)
        Container(a=None) + 1


# -- mixed frameworks -----------------------------------------------------------------------------


@pytest.mark.skipif(BACKEND == "numpy", reason="needs a second framework: numpy is the other one")
def test_leaves_of_two_frameworks_raise_naming_both_key_chains():
    native = ivy.asarray(np.ones(2, F32))
    numpy_leaf = np.ones(2, F32)
    mixed = Container(a=native, b={"c": numpy_leaf})
    with pytest.raises(
        ivy.BackendMismatchError,
        match=rf"Container.__add__: leaves of different frameworks: 'a' \(.*\) is {BACKEND}, "
        r"'b/c' \(numpy.ndarray\) is numpy",
    ):
        mixed + 1.0
    pure = Container(a=native, b={"c": native})
    as_numpy = Container(a=numpy_leaf, b={"c": numpy_leaf})
    with pytest.raises(
        ivy.BackendMismatchError,
        match=rf"self\['a'\] .* is {BACKEND}, other\['a'\] \(numpy.ndarray\) is numpy",
    ):
        pure * as_numpy
    with pytest.raises(ivy.BackendMismatchError, match=r"the other operand \(numpy.ndarray\)"):
        pure - numpy_leaf
    with pytest.raises(
        ivy.BackendMismatchError,
        match=rf"Container.multi_map: .*containers\[0\]\['a'\] .* is {BACKEND}, "
        r"containers\[1\]\['a'\] \(numpy.ndarray\) is numpy",
    ):
        Container.multi_map(lambda xs, _: xs[0], [pure, as_numpy])
    with pytest.raises(ivy.BackendMismatchError, match=r"Container\.backend"):
        mixed.backend  # noqa: B018


def test_backend_names_the_leaves_framework():
    assert _container(_x()).backend == BACKEND
    assert Container(a=1.0, b={"c": None}).backend is None


# -- map, multi_map, flatten ----------------------------------------------------------------------


def test_map_passes_leaf_and_key_chain():
    x = _x()
    seen = []

    def double(leaf, key_chain):
        seen.append(key_chain)
        return ivy.multiply(leaf, 2.0)

    result = _container(x).map(double)
    assert seen == ["a", "b/c", "b/d/e"]
    _assert_matches(result, _numpy_map(lambda a: a * F32(2), x))
    # Any ivy function over the leaves:
    _assert_matches(_container(x).map(lambda leaf, _: ivy.exp(leaf)), _numpy_map(np.exp, x))


def test_multi_map_passes_the_leaves_of_every_container():
    x, y = _x(), _y()
    seen = []

    def combine(leaves, key_chain):
        seen.append(key_chain)
        a, b, c = leaves
        return ivy.add(ivy.multiply(a, b), c)

    result = Container.multi_map(combine, [_container(x), _container(y), _container(x)])
    assert seen == ["a", "b/c", "b/d/e"]
    _assert_matches(result, _numpy_map(lambda a, b, c: a * b + c, x, y, x))
    with pytest.raises(ValueError, match=r"Container\.multi_map: the containers differ"):
        Container.multi_map(combine, [_container(x), Container(a=1)])


def test_flatten_unflatten_round_trip():
    x = _x()
    c = _container(x)
    leaves = c.flatten()
    assert len(leaves) == 3
    for leaf, expected in zip(leaves, _key_chains(x).values(), strict=True):
        assert_allclose(leaf, expected)
    same = Container.unflatten(c, leaves)
    assert same.all_key_chains() == c.all_key_chains()
    assert all(a is b for a, b in zip(same.flatten(), leaves, strict=True))
    assert same is not c and same.b is not c.b
    doubled = c.from_flat_list([ivy.multiply(leaf, 2.0) for leaf in leaves])
    _assert_matches(doubled, _numpy_map(lambda a: a * F32(2), x))
    with pytest.raises(
        ValueError, match=r"Container\.unflatten: the structure has 3 leaves; got 2"
    ):
        c.from_flat_list(leaves[:2])


def test_copy_is_a_new_tree_with_the_same_leaves():
    c = Container(a=1, b={"c": [1, 2]})
    copied = c.copy()
    copied["b/c"] = 3
    assert c["b/c"] == [1, 2]
    assert copied.flatten() == [1, 3]


def test_identical_structure():
    x = _container(_x())
    assert Container.identical_structure([x, _container(_y()), x.map(lambda leaf, _: 0)])
    assert Container.identical_structure([x, Container(b={"d": {"e": 1}, "c": 2}, a=3)])
    assert Container.identical_structure([])
    assert not Container.identical_structure([x, x.prune_key_chain("b/c")])
    assert not Container.identical_structure([x, x.set_at_key_chain("b/c", {"z": 1})])
    assert not Container.identical_structure([Container(a={}), Container(a=1)])
    assert not Container.identical_structure([x, _x()])  # a dict is not a Container


def test_optree_sees_a_pytree_node_in_the_ivy_namespace():
    c = Container(a=1, b={"c": 2, "d": 3})
    paths, leaves, _ = optree.tree_flatten_with_path(c, namespace="ivy")
    assert paths == [("a",), ("b", "c"), ("b", "d")]
    assert leaves == [1, 2, 3]
    plus_one = optree.tree_map(lambda v: v + 1, c, namespace="ivy")
    assert isinstance(plus_one, Container)
    assert plus_one.to_dict() == {"a": 2, "b": {"c": 3, "d": 4}}


# -- saving and loading ---------------------------------------------------------------------------


def test_npz_round_trip(tmp_path):
    x = _x()
    x["b"]["file"] = np.arange(4, dtype=np.int32)  # "file" would clash with np.savez's parameter
    # "s" first: the order is kept, not sorted. A Python scalar comes back as a 0-d array.
    c = Container({"s": 2.5, **_container(x).to_dict()})
    path = tmp_path / "c.npz"
    c.to_npz(path)
    with np.load(path) as archive:
        assert archive.files == ["s", "a", "b/c", "b/d/e", "b/file"]
    loaded = Container.from_npz(path)
    _assert_matches(loaded, {"s": np.array(2.5), **x})
    assert loaded.backend == BACKEND
    loaded_numpy = Container.from_npz(path, backend="numpy")
    assert all(type(leaf) is np.ndarray for leaf in loaded_numpy.flatten())


def test_npz_refuses_leaves_it_cannot_hold(tmp_path):
    with pytest.raises(TypeError, match=r"Container\.to_npz: the leaf at 'b/c' is a NoneType"):
        Container(a=1, b={"c": None}).to_npz(tmp_path / "c.npz")


def test_h5_round_trip(tmp_path):
    pytest.importorskip("h5py")
    x = {"z": {"y": np.array([1.0, 2.0], F32), "empty": {}}, **_x()}  # insertion order, not sorted
    c = _container(x)
    path = tmp_path / "c.h5"
    c.to_h5(path)
    loaded = Container.from_h5(path)
    assert loaded.all_key_chains() == ["z/y", "a", "b/c", "b/d/e"]
    assert list(loaded.z) == ["y", "empty"]  # empty sub-containers survive
    assert Container.identical_structure([loaded, c])
    _assert_matches(loaded, x)


def test_h5_without_h5py_names_it(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "h5py", None)  # makes `import h5py` fail
    with pytest.raises(ImportError, match=r"Container\.to_h5 needs h5py"):
        Container(a=1).to_h5(tmp_path / "c.h5")
    with pytest.raises(ImportError, match=r"Container\.from_h5 needs h5py"):
        Container.from_h5(tmp_path / "c.h5")


# -- jax ------------------------------------------------------------------------------------------

jax_only = pytest.mark.skipif(BACKEND != "jax", reason="jax transformations")


@jax_only
def test_jax_jit_takes_and_returns_containers():
    import jax

    x = _x()

    @jax.jit
    def step(c):
        return c * 2.0 + c.b.d.e

    result = step(_container(x))
    assert isinstance(result, Container)
    _assert_matches(result, _numpy_map(lambda a: a * F32(2) + x["b"]["d"]["e"], x))


@jax_only
def test_jax_grad_of_a_loss_wrt_a_container():
    import jax

    x = _x()

    def loss(c):  # sum(a**2) + sum(3 * b/c) + sum(b/d/e ** 3)
        return ivy.sum(c.a**2) + ivy.sum(c.b.c * 3.0) + ivy.sum(c.b.d.e**3)

    grad = jax.grad(loss)(_container(x))
    assert isinstance(grad, Container)
    expected = {
        "a": 2 * x["a"],
        "b": {"c": np.full(3, 3.0, F32), "d": {"e": 3 * x["b"]["d"]["e"] ** 2}},
    }
    _assert_matches(grad, expected)
    paths = [jax.tree_util.keystr(p) for p, _ in jax.tree_util.tree_flatten_with_path(grad)[0]]
    assert paths == ["['a']", "['b']['c']", "['b']['d']['e']"]


@jax_only
def test_importing_after_jax_registers_the_pytree_once():
    script = (
        "import jax, ivy.container as ic\n"
        "ic.register_with_jax(); ic.register_with_jax()\n"
        "c = ic.Container.__new__(ic.Container)\n"  # bypasses __init__'s own registration
        "object.__setattr__(c, '_data', {'a': 1.0, 'b': ic.Container(c=2.0)})\n"
        "print(jax.tree_util.tree_leaves(c))"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["[1.0,", "2.0]"]


# -- imports --------------------------------------------------------------------------------------


def test_import_imports_no_framework():
    script = (
        "import sys, ivy.container\n"
        "print(' '.join(m for m in ('torch', 'jax', 'tensorflow', 'paddle', 'mxnet') "
        "if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.split() == []
