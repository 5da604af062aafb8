"""``ivy.Container``: a nested dict of arrays, the tree that models, optimizers and gradients share.

A container maps string keys to leaves (native arrays of any framework, Python scalars, None,
anything else that is not a container) or to sub-containers::

    c = Container(a=x, b={"c": y, "d": z})   # nested dicts become Containers
    c.b.c is c["b"]["c"] is c["b/c"]          # attribute, key and key-chain access

A *key chain* is the keys from the root to an entry joined by ``"/"`` (so keys hold no ``"/"``).
Insertion order is kept, and it is the order of :meth:`Container.flatten` and
:meth:`Container.all_key_chains`. Lists and tuples are leaves, not nodes.

Arithmetic (``+ - * / // % ** @``, ``& | ^``, unary ``- + ~ abs``, comparisons) works leaf by leaf,
with another container of identical structure (leaves matched by key chain) or with a scalar or
array applied to every leaf, through the ivy functions (``ivy.add``, ...), so any backend's leaves
work. Comparisons therefore answer containers, not bools. Leaves of two frameworks in one
operation raise :class:`ivy.BackendMismatchError` naming both key chains. An array on the left
(``x + c``) works for numpy, torch, jax and tensorflow arrays (tensorflow: not for comparisons);
paddle and mxnet arrays raise instead of deferring to the container, so write ``c + x`` there.

Any other ivy function is mapped over the leaves with :meth:`Container.map`, rather than being
repeated here as a method::

    c.map(lambda x, _: ivy.exp(x))

The tree is an `optree <https://github.com/metaopt/optree>`_ node in the ``"ivy"`` namespace
(``optree.tree_map(fn, c, namespace="ivy")``) and, once :func:`register_with_jax` has run (at
import when jax is already imported, and when ivy's jax backend loads), a jax pytree, so
``jax.jit``, ``jax.grad`` and ``jax.tree_util`` take containers. Importing this module imports no
framework.
"""

from __future__ import annotations

import os
import sys
import zipfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import numpy as np
import optree

import ivy
from ivy._common.trees import NAMESPACE as NAMESPACE
from ivy.errors import BackendMismatchError
from ivy.framework import _framework_of_type

__all__ = ["Container", "register_with_jax"]


SEPARATOR = "/"
"""Joins the keys of a key chain."""

_MISSING = object()
# leaf type -> framework name ("torch", ...) or None; filled on first sight of each type.
_framework_by_type: dict[type, str | None] = {}
_jax_registered = False


class Container:
    """A nested dict of arrays with attribute access, key chains and leaf-wise arithmetic.

    Args:
        dict_or_none: a mapping of str keys to leaves or nested mappings (which become
            containers), or None.
        **kwargs: more entries, after those of ``dict_or_none``.

    Raises:
        TypeError: ``dict_or_none`` is not a mapping, or a key is not a str.
        ValueError: a key holds ``"/"``, the key-chain separator.

    Keys that are method names (``map``, ``keys``, ...) are reached by ``c["map"]`` only.
    Like ``dict(d)``, ``Container(c)`` shares ``c``'s sub-containers; ``c.copy()`` copies the tree.
    ``len``, iteration and ``in`` see the top-level keys (``in`` also takes key chains).

    Example:
        >>> import numpy as np
        >>> from ivy.container import Container
        >>> c = Container(w=np.ones(2), b={"x": np.zeros(3)})
        >>> (c * 3 + 1).flatten()
        [array([4., 4.]), array([1., 1., 1.])]
        >>> c.all_key_chains()
        ['w', 'b/x']
    """

    __slots__ = ("__weakref__", "_data")
    # numpy defers to the reflected operator (np_array + c calls c.__radd__).
    __array_ufunc__ = None

    def __array__(self, *args: Any, **kwargs: Any):
        # Refusing conversion makes tf's operators fall back to ours (tf_tensor + c), where tf
        # would otherwise turn the iterable of keys into a string tensor.
        raise TypeError("a Container is not an array; map a function over its leaves instead")

    def __init__(self, dict_or_none: Mapping | None = None, /, **kwargs: Any) -> None:
        if dict_or_none is not None and not isinstance(dict_or_none, Mapping | Container):
            raise TypeError(
                f"Container: expected a dict, a Container or None; got "
                f"{type(dict_or_none).__name__}"
            )
        data = {}
        for source in (dict_or_none or {}, kwargs):
            for key, value in source.items():
                data[_checked_key(key)] = _as_entry(value)
        object.__setattr__(self, "_data", data)
        if not _jax_registered and "jax" in sys.modules:
            register_with_jax()

    @classmethod
    def _wrap(cls, data: dict) -> Container:
        # Internal constructor: ``data`` is already checked (str keys, Containers as nodes).
        container = object.__new__(cls)
        object.__setattr__(container, "_data", data)
        return container

    # -- mapping protocol --------------------------------------------------------------------

    def keys(self):
        """The top-level keys, in insertion order."""
        return self._data.keys()

    def values(self):
        """The top-level entries (leaves and sub-containers), in insertion order."""
        return self._data.values()

    def items(self):
        """The top-level ``(key, entry)`` pairs, in insertion order."""
        return self._data.items()

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key_chain: object) -> bool:
        return isinstance(key_chain, str) and self.has_key_chain(key_chain)

    def __getitem__(self, key_chain: str) -> Any:
        return self.at_key_chain(key_chain)

    def __setitem__(self, key_chain: str, value: Any) -> None:
        # In place; missing containers on the way are created.
        *parents, last = _split(key_chain)
        node = self
        for key in parents:
            child = node._data.get(key, _MISSING)
            if child is _MISSING:
                child = node._data[key] = Container._wrap({})
            elif not isinstance(child, Container):
                raise ValueError(
                    f"Container: cannot set {key_chain!r}: {key!r} on the way is a leaf, "
                    "not a Container"
                )
            node = child
        node._data[last] = _as_entry(value)

    def __delitem__(self, key_chain: str) -> None:
        *parents, last = _split(key_chain)
        node = self._node_at(parents, key_chain)
        if last not in node._data:
            raise KeyError(key_chain)
        del node._data[last]

    def __getattr__(self, name: str) -> Any:
        # Only called when normal lookup fails, i.e. for keys (and for _data before __init__).
        if name == "_data" or name.startswith("__"):
            raise AttributeError(name)
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(f"Container has no key {name!r}") from None

    def __setattr__(self, name: str, value: Any) -> None:
        if hasattr(type(self), name):
            raise AttributeError(
                f"Container: {name!r} is a Container attribute; set the key with c[{name!r}] = ..."
            )
        self[name] = value

    def __delattr__(self, name: str) -> None:
        try:
            del self[name]
        except KeyError:
            raise AttributeError(f"Container has no key {name!r}") from None

    def __dir__(self) -> list[str]:
        return [*super().__dir__(), *(k for k in self._data if k.isidentifier())]

    def __reduce__(self):
        return _from_dict, (self.to_dict(),)

    # -- key chains ------------------------------------------------------------------------------

    def at_key_chain(self, key_chain: str) -> Any:
        """The entry (leaf or sub-container) at ``key_chain``, e.g. ``"a/b/c"``.

        Raises:
            KeyError: no entry has that key chain.
        """
        *parents, last = _split(key_chain)
        node = self._node_at(parents, key_chain)
        try:
            return node._data[last]
        except KeyError:
            raise KeyError(key_chain) from None

    def has_key_chain(self, key_chain: str) -> bool:
        """Whether an entry (leaf or sub-container) has the key chain ``key_chain``."""
        try:
            self.at_key_chain(key_chain)
        except KeyError:
            return False
        return True

    def set_at_key_chain(self, key_chain: str, value: Any) -> Container:
        """A copy with ``value`` at ``key_chain`` (missing containers on the way are created).

        Only the tree is copied; leaves are shared. ``c[key_chain] = value`` sets in place.
        """
        result = self.copy()
        result[key_chain] = value
        return result

    def prune_key_chain(self, key_chain: str) -> Container:
        """A copy without the entry at ``key_chain``; ``del c[key_chain]`` removes in place.

        Raises:
            KeyError: no entry has that key chain.
        """
        result = self.copy()
        del result[key_chain]
        return result

    def all_key_chains(self) -> list[str]:
        """The key chains of the leaves, in the order of :meth:`flatten`."""
        return _key_chains(self, "", [])

    def _node_at(self, keys: Sequence[str], key_chain: str) -> Container:
        node = self
        for key in keys:
            node = node._data.get(key, _MISSING)
            if not isinstance(node, Container):
                raise KeyError(key_chain)
        return node

    # -- structure -------------------------------------------------------------------------------

    def flatten(self) -> list:
        """The leaves, depth first in insertion order."""
        return _leaves(self, [])

    @staticmethod
    def unflatten(structure_like: Container, leaves: Sequence) -> Container:
        """A container shaped like ``structure_like`` holding ``leaves`` (in :meth:`flatten` order).

        Raises:
            ValueError: ``len(leaves)`` differs from the number of leaves of ``structure_like``.
        """
        count = len(_leaves(structure_like, []))
        leaves = list(leaves)
        if len(leaves) != count:
            raise ValueError(
                f"Container.unflatten: the structure has {count} leaves; got {len(leaves)}"
            )
        return _rebuild(structure_like, iter(leaves))

    def from_flat_list(self, flat_list: Sequence) -> Container:
        """A container of this one's structure holding ``flat_list`` (see :meth:`unflatten`)."""
        return Container.unflatten(self, flat_list)

    def copy(self) -> Container:
        """A copy of the tree (new containers) sharing the leaves."""
        return _rebuild(self, iter(_leaves(self, [])))

    def to_dict(self) -> dict:
        """The tree as plain nested dicts, sharing the leaves."""
        return {k: v.to_dict() if isinstance(v, Container) else v for k, v in self._data.items()}

    @staticmethod
    def identical_structure(containers: Sequence[Container]) -> bool:
        """Whether all ``containers`` have the same key chains, each a leaf or a container in all.

        The order of keys does not matter. Empty sub-containers count as structure.
        """
        containers = list(containers)
        if not all(isinstance(c, Container) for c in containers):
            return False
        if len(containers) < 2:
            return True
        first = _structure(containers[0])
        return all(_structure(c) == first for c in containers[1:])

    @property
    def backend(self) -> str | None:
        """The framework of the array leaves (``"torch"``, ...), or None if there are none.

        Raises:
            BackendMismatchError: leaves of two frameworks.
        """
        return _check_frameworks("Container.backend", [("", self, self.flatten())])

    # -- mapping functions over leaves -----------------------------------------------------------

    def map(self, fn: Callable[[Any, str], Any]) -> Container:
        """A container of this structure holding ``fn(leaf, key_chain)`` for each leaf.

        Example:
            >>> import numpy as np, ivy
            >>> from ivy.container import Container
            >>> Container(a=np.zeros(2)).map(lambda x, _: ivy.exp(x)).a
            array([1., 1.])
        """
        return _map_with_key_chains(self, fn, "")

    @staticmethod
    def multi_map(fn: Callable[[list, str], Any], containers: Sequence[Container]) -> Container:
        """A container holding ``fn([leaf of each container], key_chain)`` at each key chain.

        The containers must have identical structure (see :meth:`identical_structure`); leaves
        are matched by key chain, and the result has the first container's key order.

        Raises:
            ValueError: the structures differ (the message names a key chain).
            BackendMismatchError: leaves of two frameworks (the message names both key chains).
        """
        containers = list(containers)
        if not containers or not isinstance(containers[0], Container):
            raise TypeError(
                "Container.multi_map: containers must be a non-empty list of Containers"
            )
        first = containers[0]
        columns = [_leaves(first, [])] + [
            _leaves_in_order(c, first, "Container.multi_map") for c in containers[1:]
        ]
        groups = zip(containers, columns, strict=True)
        _check_frameworks(
            "Container.multi_map",
            [(f"containers[{i}]", c, column) for i, (c, column) in enumerate(groups)],
        )
        key_chains = _key_chains(first, "", [])
        rows = zip(*columns, strict=True)
        return _rebuild(
            first, (fn(list(row), kc) for kc, row in zip(key_chains, rows, strict=True))
        )

    # -- saving ----------------------------------------------------------------------------------

    def to_npz(self, path: str | os.PathLike) -> None:
        """Saves the leaves to an ``.npz`` file at exactly ``path``, keyed by key chain.

        Leaves become NumPy arrays (through ``ivy.to_numpy``; Python scalars become 0-d arrays,
        ``bfloat16`` becomes ``float32``); empty sub-containers are not saved.

        Raises:
            TypeError: a leaf is neither an array nor a scalar (None, for instance).
        """
        with zipfile.ZipFile(path, "w", allowZip64=True) as archive:
            for key_chain, leaf in zip(self.all_key_chains(), self.flatten(), strict=True):
                array = _leaf_to_numpy(leaf, key_chain, "Container.to_npz")
                with archive.open(key_chain + ".npy", "w", force_zip64=True) as file:
                    np.lib.format.write_array(file, array, allow_pickle=False)

    @staticmethod
    def from_npz(path: str | os.PathLike, backend: Any = None) -> Container:
        """Loads a container saved by :meth:`to_npz`.

        Args:
            path: the ``.npz`` file.
            backend: the backend whose arrays the leaves become (``ivy.asarray``); by default
                the current one.
        """
        result = Container._wrap({})
        with np.load(path, allow_pickle=False) as archive:
            for key_chain in archive.files:
                result[key_chain] = ivy.asarray(archive[key_chain], backend=backend)
        return result

    def to_h5(self, path: str | os.PathLike) -> None:
        """Saves the tree to an HDF5 file (groups for containers, datasets for leaves); needs h5py.

        Raises:
            ImportError: h5py is not installed.
            TypeError: a leaf is neither an array nor a scalar.
        """
        h5py = _import_h5py("Container.to_h5")
        with h5py.File(path, "w", track_order=True) as file:
            _write_h5_group(file, self, "")

    @staticmethod
    def from_h5(path: str | os.PathLike, backend: Any = None) -> Container:
        """Loads a container saved by :meth:`to_h5`; needs h5py.

        Args:
            path: the HDF5 file.
            backend: the backend whose arrays the leaves become (``ivy.asarray``); by default
                the current one.

        Raises:
            ImportError: h5py is not installed.
        """
        h5py = _import_h5py("Container.from_h5")
        with h5py.File(path, "r") as file:
            return _read_h5_group(file, h5py, backend)

    # -- display ---------------------------------------------------------------------------------

    def __repr__(self) -> str:
        return "\n".join(_repr_lines(self, "Container(", ""))


# -- leaf-wise operators --------------------------------------------------------------------------


def _binary_operator(dunder: str, function: str, *, reflected: bool = False):
    where = f"Container.{dunder}"

    def operator(self: Container, other: Any) -> Container:
        fn = getattr(ivy, function)
        if isinstance(other, Container):
            return _combine(where, fn, self, other)
        leaves = _leaves(self, [])
        _check_frameworks(where, [("", self, leaves), ("", None, [other])])
        if reflected:
            return _rebuild(self, (fn(other, x) for x in leaves))
        return _rebuild(self, (fn(x, other) for x in leaves))

    operator.__name__ = operator.__qualname__ = dunder
    operator.__doc__ = f"Leaf-wise ``ivy.{function}``."
    return operator


def _unary_operator(dunder: str, function: str):
    def operator(self: Container) -> Container:
        fn = getattr(ivy, function)
        return _rebuild(self, (fn(x) for x in _leaves(self, [])))

    operator.__name__ = operator.__qualname__ = dunder
    operator.__doc__ = f"Leaf-wise ``ivy.{function}``."
    return operator


_BINARY = {
    "add": "add",
    "sub": "subtract",
    "mul": "multiply",
    "truediv": "divide",
    "floordiv": "floor_divide",
    "mod": "remainder",
    "pow": "pow",
    "matmul": "matmul",
    "and": "bitwise_and",
    "or": "bitwise_or",
    "xor": "bitwise_xor",
}
_COMPARISONS = {
    "eq": "equal",
    "ne": "not_equal",
    "lt": "less",
    "le": "less_equal",
    "gt": "greater",
    "ge": "greater_equal",
}
_UNARY = {"neg": "negative", "pos": "positive", "abs": "abs", "invert": "bitwise_invert"}

for _name, _function in _BINARY.items():
    setattr(Container, f"__{_name}__", _binary_operator(f"__{_name}__", _function))
    setattr(
        Container,
        f"__r{_name}__",
        _binary_operator(f"__r{_name}__", _function, reflected=True),
    )
for _name, _function in _COMPARISONS.items():
    setattr(Container, f"__{_name}__", _binary_operator(f"__{_name}__", _function))
for _name, _function in _UNARY.items():
    setattr(Container, f"__{_name}__", _unary_operator(f"__{_name}__", _function))
Container.__hash__ = None  # leaf-wise __eq__: containers are not hashable
del _name, _function


def _combine(where: str, fn: Callable, x1: Container, x2: Container) -> Container:
    leaves1 = _leaves(x1, [])
    leaves2 = _leaves_in_order(x2, x1, where)
    _check_frameworks(where, [("self", x1, leaves1), ("other", x2, leaves2)])
    return _rebuild(x1, (fn(a, b) for a, b in zip(leaves1, leaves2, strict=True)))


# -- the trees -----------------------------------------------------------------------------------
# Registered with optree (and jax) for users' tree functions. Internally the trees are walked by
# the small recursions below: optree calls back into Python for every Container node, which made
# flatten and unflatten ~10x slower than these for a 100-leaf container.


def _children(container: Container):
    data = container._data
    keys = tuple(data)
    return tuple(data.values()), keys, keys


def _from_children(keys: tuple, children) -> Container:
    return Container._wrap(dict(zip(keys, children, strict=True)))


optree.register_pytree_node(
    Container,
    _children,
    _from_children,
    path_entry_type=optree.MappingEntry,
    namespace=NAMESPACE,
)


def _leaves(container: Container, out: list) -> list:
    """Appends the leaves of ``container`` to ``out``, depth first in insertion order."""
    for value in container._data.values():
        if isinstance(value, Container):
            _leaves(value, out)
        else:
            out.append(value)
    return out


def _key_chains(container: Container, prefix: str, out: list) -> list:
    """Appends the key chains of the leaves of ``container`` to ``out``, as :func:`_leaves`."""
    for key, value in container._data.items():
        if isinstance(value, Container):
            _key_chains(value, prefix + key + SEPARATOR, out)
        else:
            out.append(prefix + key)
    return out


def _rebuild(container: Container, leaves: Iterator) -> Container:
    """A container of ``container``'s structure taking its leaves, in order, from ``leaves``."""
    return Container._wrap(
        {
            key: _rebuild(value, leaves) if isinstance(value, Container) else next(leaves)
            for key, value in container._data.items()
        }
    )


def _map_with_key_chains(container: Container, fn: Callable, prefix: str) -> Container:
    return Container._wrap(
        {
            key: _map_with_key_chains(value, fn, prefix + key + SEPARATOR)
            if isinstance(value, Container)
            else fn(value, prefix + key)
            for key, value in container._data.items()
        }
    )


def _aligned_leaves(first: Container, other: Container, out: list) -> bool:
    """Appends ``other``'s leaves to ``out`` in ``first``'s key order; False on any difference."""
    first_data, other_data = first._data, other._data
    if len(first_data) != len(other_data):
        return False
    for key, value in first_data.items():
        match = other_data.get(key, _MISSING)
        if isinstance(value, Container):
            if not isinstance(match, Container) or not _aligned_leaves(value, match, out):
                return False
        elif match is _MISSING or isinstance(match, Container):
            return False
        else:
            out.append(match)
    return True


def _structure(container: Container, prefix: str = "") -> dict[str, bool]:
    """``{key chain: is a container}`` for every entry, leaves and sub-containers alike."""
    entries = {}
    for key, value in container._data.items():
        key_chain = prefix + key
        entries[key_chain] = isinstance(value, Container)
        if entries[key_chain]:
            entries.update(_structure(value, key_chain + SEPARATOR))
    return entries


def _leaves_in_order(container: Any, first: Container, where: str) -> list:
    """The leaves of ``container``, matched by key chain to those of ``first``, in its order.

    Raises:
        ValueError: the two differ in structure.
    """
    if not isinstance(container, Container):
        raise TypeError(f"{where}: expected Containers; got {type(container).__name__}")
    leaves = []
    if not _aligned_leaves(first, container, leaves):
        difference = _difference(_structure(first), _structure(container))
        raise ValueError(f"{where}: the containers differ in structure: {difference}")
    return leaves


def _difference(first: dict[str, bool], other: dict[str, bool]) -> str:
    def kind(entries, key_chain):
        if key_chain not in entries:
            return "missing"
        return "a Container" if entries[key_chain] else "a leaf"

    key_chain = next(k for k in [*first, *other] if first.get(k) != other.get(k))
    return (
        f"{key_chain!r} is {kind(first, key_chain)} in the first and "
        f"{kind(other, key_chain)} in the other"
    )


def _checked_key(key: Any) -> str:
    if not isinstance(key, str):
        raise TypeError(f"Container: keys must be str; got {type(key).__name__} {key!r}")
    if SEPARATOR in key:
        raise ValueError(f"Container: keys must not hold {SEPARATOR!r}; got {key!r}")
    return key


def _as_entry(value: Any) -> Any:
    # Nested mappings become Containers; a Container is kept as it is (shared).
    if isinstance(value, Mapping) and not isinstance(value, Container):
        return Container(value)
    return value


def _split(key_chain: str) -> list[str]:
    if not isinstance(key_chain, str) or not key_chain:
        raise KeyError(key_chain)
    return key_chain.split(SEPARATOR)


def _from_dict(data: dict) -> Container:
    return Container(data)


# -- frameworks -----------------------------------------------------------------------------------


def _framework_of_type_cached(cls: type) -> str | None:
    try:
        return _framework_by_type[cls]
    except KeyError:
        name = _framework_by_type[cls] = _framework_of_type(cls)
        return name


def _framework_of(x: Any) -> str | None:
    return _framework_of_type_cached(type(x))


def _check_frameworks(where: str, groups: list[tuple[str, Container | None, list]]) -> str | None:
    """The one framework of the arrays among the leaves of ``groups``, or None if no arrays.

    Each group is ``(label, container, leaves)``; ``container`` is None for a bare operand.
    Decided by leaf types alone, whatever the global backend setting.

    Raises:
        BackendMismatchError: arrays of two frameworks, naming where each is.
    """
    # Fast path: the frameworks of the few distinct leaf types.
    names = {
        _framework_of_type_cached(cls) for _, _, leaves in groups for cls in set(map(type, leaves))
    }
    names.discard(None)
    if len(names) < 2:
        return names.pop() if names else None
    found = first_at = None
    for group_index, (_, _, leaves) in enumerate(groups):
        for leaf_index, leaf in enumerate(leaves):
            name = _framework_of(leaf)
            if name is None or name == found:
                continue
            if found is not None:
                here = _describe_position(groups, group_index, leaf_index)
                there = _describe_position(groups, *first_at)
                raise BackendMismatchError(
                    f"{where}: leaves of different frameworks: {there} is {found}, {here} is "
                    f"{name}; convert them to one framework first"
                )
            found, first_at = name, (group_index, leaf_index)
    return found


def _describe_position(groups: list, group_index: int, leaf_index: int) -> str:
    label, container, leaves = groups[group_index]
    leaf = leaves[leaf_index]
    kind = f"({type(leaf).__module__}.{type(leaf).__name__})"
    if container is None:
        return f"the other operand {kind}"
    # Every group's leaves follow the first container's order (see _leaves_in_order).
    key_chain = groups[0][1].all_key_chains()[leaf_index]
    return f"{label}[{key_chain!r}] {kind}" if label else f"{key_chain!r} {kind}"


def register_with_jax() -> None:
    """Registers :class:`Container` as a jax pytree (idempotent; imports jax).

    Afterwards ``jax.jit``, ``jax.grad``, ``jax.vmap`` and ``jax.tree_util`` take containers;
    the key path of a leaf is its keys as ``jax.tree_util.DictKey`` entries.
    """
    global _jax_registered
    if _jax_registered:
        return
    import jax.tree_util as jtu

    def flatten_with_keys(container: Container):
        data = container._data
        return tuple((jtu.DictKey(k), v) for k, v in data.items()), tuple(data)

    def flatten(container: Container):
        data = container._data
        return tuple(data.values()), tuple(data)

    try:
        jtu.register_pytree_with_keys(Container, flatten_with_keys, _from_children, flatten)
    except ValueError as error:  # registered before, e.g. by a reloaded copy of this module
        if "Duplicate" not in str(error):
            raise
    _jax_registered = True


# -- saving helpers -------------------------------------------------------------------------------


def _leaf_to_numpy(leaf: Any, key_chain: str, where: str) -> np.ndarray:
    name = _framework_of(leaf)
    if name is not None:
        return np.asarray(ivy.to_numpy(leaf, backend=name))
    if isinstance(leaf, (bool, int, float, complex, np.generic)):
        return np.asarray(leaf)
    raise TypeError(
        f"{where}: the leaf at {key_chain!r} is a {type(leaf).__name__}; only arrays and "
        "scalars can be saved"
    )


def _import_h5py(where: str):
    try:
        import h5py
    except ImportError as error:
        message = f"{where} needs h5py, which is not installed: pip install h5py"
        raise ImportError(message) from error
    return h5py


def _write_h5_group(group: Any, container: Container, prefix: str) -> None:
    for key, value in container._data.items():
        if isinstance(value, Container):
            _write_h5_group(group.create_group(key, track_order=True), value, prefix + key + "/")
        else:
            array = _leaf_to_numpy(value, prefix + key, "Container.to_h5")
            group.create_dataset(key, data=array)


def _read_h5_group(group: Any, h5py: Any, backend: Any) -> Container:
    data = {}
    for key, value in group.items():
        if isinstance(value, h5py.Group):
            data[key] = _read_h5_group(value, h5py, backend)
        else:
            # value[()] answers a NumPy scalar for a 0-d dataset; keep it a 0-d array.
            data[key] = ivy.asarray(np.asarray(value[()]), backend=backend)
    return Container._wrap(data)


# -- repr -----------------------------------------------------------------------------------------


def _repr_lines(container: Container, opening: str, indent: str) -> list[str]:
    if not container._data:
        return [opening + ")"]
    lines = [opening]
    inner = indent + "    "
    for key, value in container._data.items():
        if isinstance(value, Container):
            nested = _repr_lines(value, f"{inner}{key}: Container(", inner)
            nested[-1] += ","
            lines.extend(nested)
        else:
            lines.append(f"{inner}{key}: {_describe_leaf(value)},")
    lines.append(indent + ")")
    return lines


def _describe_leaf(leaf: Any) -> str:
    name = _framework_of(leaf)
    if name is not None:
        try:
            return f"{name} {ivy.dtype(leaf, backend=name)} {tuple(leaf.shape)}"
        except Exception:  # an array some backend cannot describe; fall back to its type
            return f"{name} {type(leaf).__name__}"
    text = repr(leaf)
    if len(text) > 60 or "\n" in text:
        text = f"<{type(leaf).__module__}.{type(leaf).__qualname__}>"
    return text


if "jax" in sys.modules:
    register_with_jax()
