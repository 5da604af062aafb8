"""``Module``: the base of every layer and model, its variables held in an ``ivy.Container``.

A subclass defines ``_create_variables(device, dtype)`` (a dict of arrays: its own trainable
variables) and ``_forward(*args, **kwargs)``; sub-modules assigned as attributes (also in lists,
tuples and dicts) are found automatically. ``module.v`` nests every variable by attribute name::

    class MLP(Module):
        def __init__(self):
            super().__init__()
            self.hidden = Linear(3, 8)
            self.out = Linear(8, 1)

        def _forward(self, x):
            return self.out(ivy.relu(self.hidden(x)))

    model = MLP()
    model.v.hidden.weight          # (8, 3)
    model(x)                       # with its own variables
    model(x, v=other)              # purely with others: what gradients and optimizers use

Variables are created right after the outermost ``__init__`` returns, on the backend set at that
time (``ivy.set_backend`` / ``with ivy.using_backend(...)``; numpy when none is set). A module
whose input sizes are unknown until it sees an input (``Linear(None, 8)``) is built by its first
call instead, on the backend of that call's arrays.

Buffers (``_create_buffers``: running statistics and other state that is not trained) are kept
apart from the variables in ``module.buffers``, and updated with :meth:`Module.set_buffer`.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator
from typing import Any

import ivy

__all__ = ["Module"]

_Override = tuple[Any, Any]


class Module:
    """A model or layer whose variables (and buffers) live in nested ``ivy.Container`` trees.

    Args:
        device: where variables are created (``"cpu"``, ``"gpu:0"``); None for the default.
        dtype: the floating dtype of the variables; None for ``ivy.float32``.

    Subclasses override:
        ``_create_variables(device, dtype) -> dict``: the module's own trainable arrays.
        ``_create_buffers(device, dtype) -> dict``: its own non-trainable state.
        ``_forward(*args, **kwargs)``: the computation, reading ``self.v`` and calling
        sub-modules.
        ``_needs_input() -> bool`` and ``_infer_sizes(*args, **kwargs)``: for lazy building,
        whether sizes are still unknown, and how to set them from the first call's inputs.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Variables are created once the *outermost* __init__ returns, so a subclass can call
        # super().__init__() first (as in torch) and set its sizes and sub-modules after.
        super().__init_subclass__(**kwargs)
        init = cls.__dict__.get("__init__")
        if init is None and cls.__init__ is Module.__init__:
            init = Module.__init__
        if init is None:  # inherits an __init__ wrapped already
            return

        @functools.wraps(init)
        def init_then_build(self: Module, *args: Any, **kwargs: Any) -> None:
            depth = self.__dict__.get("_init_depth", 0)
            self.__dict__["_init_depth"] = depth + 1
            try:
                init(self, *args, **kwargs)
            finally:
                self.__dict__["_init_depth"] = depth
            if depth == 0:
                self._after_init()

        cls.__init__ = init_then_build

    def __init__(self, *, device: str | None = None, dtype: Any = None) -> None:
        self._device = device
        self._dtype = ivy.float32 if dtype is None else dtype
        self.training = True
        self._own_v: ivy.Container | None = None
        self._own_buffers: ivy.Container | None = None
        self._override: _Override | None = None

    # -- building -------------------------------------------------------------------------

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        """The module's own trainable variables (not its sub-modules'); none by default."""
        return {}

    def _create_buffers(self, device: str | None, dtype: Any) -> dict[str, Any]:
        """The module's own non-trainable state (e.g. running statistics); none by default."""
        return {}

    def _needs_input(self) -> bool:
        """Whether the variables' sizes are still unknown (the module builds on its first call)."""
        return False

    def _infer_sizes(self, *args: Any, **kwargs: Any) -> None:
        """Sets the unknown sizes from the first call's inputs (for lazily built modules)."""
        raise NotImplementedError(
            f"{type(self).__name__} needs its input sizes but does not infer them from inputs"
        )

    def _forward(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"{type(self).__name__} does not define _forward")

    @property
    def built(self) -> bool:
        """Whether this module's own variables exist (sub-modules may still build lazily)."""
        return self._own_v is not None

    def _after_init(self) -> None:
        if "_override" not in self.__dict__:
            raise TypeError(
                f"{type(self).__name__}.__init__ must call super().__init__() (Module.__init__)"
            )
        if not self._needs_input():
            self._build()

    def _build(self) -> None:
        variables = self._create_variables(self._device, self._dtype)
        buffers = self._create_buffers(self._device, self._dtype)
        children = {name for name, _ in self._named_children()}
        for kind, own in (("variable", variables), ("buffer", buffers)):
            clash = children.intersection(own)
            if clash:
                raise ValueError(
                    f"{type(self).__name__}: {kind} name(s) {sorted(clash)} are also the "
                    "attribute names of sub-modules"
                )
        self._own_v = ivy.Container(variables)
        self._own_buffers = ivy.Container(buffers)

    def _build_from_inputs(self, args: tuple, kwargs: dict) -> None:
        if self._needs_input():
            self._infer_sizes(*args, **kwargs)
        arrays = [a for a in (*args, *kwargs.values()) if ivy.is_array(a)]
        with ivy.using_backend(ivy.current_backend(*arrays[:1])):
            self._build()

    # -- sub-modules ----------------------------------------------------------------------

    def _named_children(self) -> Iterator[tuple[str, Any]]:
        """``(key, child)`` for each sub-module attribute, in assignment order.

        A list, tuple or dict of modules is one key holding a dict ``{"0": module, ...}`` (or
        the dict's own str keys).
        """
        for name, value in self.__dict__.items():
            if isinstance(value, Module):
                yield name, value
            elif isinstance(value, list | tuple) and value and _all_modules(value):
                yield name, {str(i): m for i, m in enumerate(value)}
            elif isinstance(value, dict) and value and _all_modules(value.values()):
                yield name, {str(k): m for k, m in value.items()}

    def __setattr__(self, name: str, value: Any) -> None:
        # Any assignment may add or replace a sub-module: the next access finds them again.
        self.__dict__.pop("_children_found", None)
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        self.__dict__.pop("_children_found", None)
        object.__delattr__(self, name)

    def _children(self) -> list[tuple[str, Any]]:
        """:meth:`_named_children`, found again only after an attribute is assigned.

        It is on the path of every access to :attr:`v`. A list or dict of modules mutated in
        place after building is not seen: assign a new one.
        """
        found = self.__dict__.get("_children_found")
        if found is None:
            found = self.__dict__["_children_found"] = list(self._named_children())
        return found

    def _modules(self) -> Iterator[tuple[str, Module]]:
        """``(key chain, module)`` for every direct sub-module, lists and dicts flattened."""
        for name, child in self._children():
            if isinstance(child, Module):
                yield name, child
            else:
                for key, module in child.items():
                    yield f"{name}/{key}", module

    def modules(self) -> Iterator[Module]:
        """This module and every sub-module below it, depth first."""
        yield self
        for _, child in self._modules():
            yield from child.modules()

    # -- variables and buffers ------------------------------------------------------------

    @property
    def v(self) -> ivy.Container:
        """Every trainable variable, nested by attribute name (a fresh container each access).

        Inside a call with ``v=other`` this is ``other`` (the matching part of it, in
        sub-modules).
        """
        if self._override is not None:
            return self._override[0]
        return self._collect("v")

    @v.setter
    def v(self, new: Any) -> None:
        self._distribute("v", _as_container(new, "v"))

    @property
    def buffers(self) -> ivy.Container:
        """Every buffer (non-trainable state), nested like :attr:`v`."""
        if self._override is not None and self._override[1] is not None:
            return self._override[1]
        return self._collect("buffers")

    @buffers.setter
    def buffers(self, new: Any) -> None:
        self._distribute("buffers", _as_container(new, "buffers"))

    def set_buffer(self, name: str, value: Any) -> None:
        """Replaces this module's own buffer ``name`` (in the container a call was given, if any).

        Raises:
            KeyError: the module has no buffer ``name``.
        """
        self._require_built("set_buffer")
        if name not in self._own_buffers:
            raise KeyError(f"{type(self).__name__} has no buffer {name!r}")
        if self._override is not None and self._override[1] is not None:
            self._override[1][name] = value
        else:
            self._own_buffers[name] = value

    def _own(self, kind: str) -> ivy.Container:
        return self._own_v if kind == "v" else self._own_buffers

    def _collect(self, kind: str) -> ivy.Container:
        own = self._own(kind)
        if own is None:
            self._require_built(kind)
        children = self._children()
        if not children:  # a layer: its own container, no copy on the hot path
            return own
        # Sub-modules without any (activations, pools) leave no empty entries behind.
        out = dict(own.items())
        for name, child in children:
            if isinstance(child, Module):
                collected = child._collect(kind)
            else:
                parts = {k: m._collect(kind) for k, m in child.items()}
                collected = {k: c for k, c in parts.items() if len(c)}
            if len(collected):
                out[name] = collected
        return ivy.Container(out)

    def _distribute(self, kind: str, new: ivy.Container) -> None:
        _check_same_structure(self._collect(kind), new, f"{type(self).__name__}.{kind}")
        self._assign(kind, new)

    def _assign(self, kind: str, new: ivy.Container) -> None:
        own = self._own(kind)
        for key in list(own):
            own[key] = new[key]
        for key_chain, module in self._modules():
            module._assign(kind, _part(new, key_chain))

    def _require_built(self, what: str) -> None:
        for module in self.modules():
            if module._own_v is None:
                raise RuntimeError(
                    f"{type(module).__name__} builds its variables on its first call (its input "
                    f"sizes are unknown until then): call the model once before using {what}"
                )

    # -- calling --------------------------------------------------------------------------

    def __call__(self, *args: Any, v: Any = None, buffers: Any = None, **kwargs: Any) -> Any:
        """Runs ``_forward``, with the module's own variables or, purely, with ``v``.

        Args:
            *args: the inputs.
            v: variables to use instead of the module's own, of the structure of
                :attr:`v` (an ``ivy.Container`` or nested dict); the module's own are untouched.
            buffers: buffers to use instead, likewise; buffer updates during the call (batch
                norm's running statistics in training) are written into this container.
            **kwargs: keyword inputs.
        """
        if self._own_v is None:
            self._build_from_inputs(args, kwargs)
        if v is None and buffers is None:
            return self._forward(*args, **kwargs)
        previous = self._override_with(v, buffers)
        try:
            return self._forward(*args, **kwargs)
        finally:
            for module, override in previous:
                module.__dict__["_override"] = override

    def _override_with(self, v: Any, buffers: Any) -> list[tuple[Module, _Override | None]]:
        """Checks ``v`` and ``buffers`` and hands them down; returns what to restore after."""
        if v is not None:
            v = _as_container(v, "v")
            _check_same_structure(self._collect("v"), v, f"{type(self).__name__} call: v")
        if buffers is not None:
            buffers = _as_container(buffers, "buffers")
            _check_same_structure(
                self._collect("buffers"), buffers, f"{type(self).__name__} call: buffers"
            )
        previous = [(m, m._override) for m in self.modules()]
        self._push(v, buffers)
        return previous

    def _push(self, v: Any, buffers: Any) -> None:
        # Written into __dict__: an override is not an attribute that could add a sub-module.
        current = self._override or (None, None)
        v = v if v is not None else current[0]
        buffers = buffers if buffers is not None else current[1]
        if v is None:  # buffers only: variables stay the module's own
            v = self._collect("v")
        self.__dict__["_override"] = (v, buffers)
        for key_chain, module in self._modules():
            module._push(
                _part(v, key_chain), None if buffers is None else _part(buffers, key_chain)
            )

    # -- modes, devices, files --------------------------------------------------------------

    def train(self, mode: bool = True) -> Module:
        """Sets training mode (dropout active, batch statistics) here and below; returns self."""
        for module in self.modules():
            module.training = mode
        return self

    def eval(self) -> Module:
        """Sets inference mode here and below; returns self."""
        return self.train(False)

    def to_device(self, device: str) -> Module:
        """Moves every variable and buffer to ``device`` (``"cpu"``, ``"gpu:0"``); returns self."""
        self._require_built("to_device")
        for module in self.modules():
            for own in (module._own_v, module._own_buffers):
                for key in list(own):
                    own[key] = ivy.to_device(own[key], device)
            module._device = device
        return self

    def save_weights(self, path: str | os.PathLike) -> None:
        """Saves variables and buffers to an ``.npz`` file, readable on any backend.

        Keys are key chains under ``v/`` and ``buffers/`` (``v/hidden/weight``).
        """
        ivy.Container(v=self.v, buffers=self.buffers).to_npz(path)

    def load_weights(self, path: str | os.PathLike) -> None:
        """Loads weights saved by :meth:`save_weights` (on this or any other backend).

        Each array becomes one of this module's backend, with its variable's dtype and device.

        Raises:
            ValueError: the file's key chains or shapes differ from this module's.
        """
        current = ivy.Container(v=self.v, buffers=self.buffers)
        # The module's own framework answers, whatever a global setting names.
        with ivy.using_backend(current.backend or ivy.current_backend()):
            loaded = ivy.Container.from_npz(path)
            _check_same_structure(current, loaded, f"{type(self).__name__}.load_weights({path!r})")
            new_leaves = [
                self._converted(key_chain, old, loaded[key_chain])
                for key_chain, old in zip(current.all_key_chains(), current.flatten(), strict=True)
            ]
        converted = ivy.Container.unflatten(current, new_leaves)
        self._assign("v", converted.v)
        self._assign("buffers", converted.buffers)

    def _converted(self, key_chain: str, old: Any, new: Any) -> Any:
        """A loaded array ``new`` with the dtype and device of the array ``old`` it replaces."""
        if tuple(ivy.shape(new)) != tuple(ivy.shape(old)):
            raise ValueError(
                f"{type(self).__name__}.load_weights: {key_chain} has shape "
                f"{tuple(ivy.shape(new))} in the file and {tuple(ivy.shape(old))} in the model"
            )
        return ivy.to_device(ivy.astype(new, ivy.dtype(old)), ivy.dev(old))

    def __repr__(self) -> str:
        children = [f"  ({name}): {_indent(repr(m))}" for name, m in self._modules()]
        extra = self._extra_repr()
        if not children:
            return f"{type(self).__name__}({extra})"
        return f"{type(self).__name__}({extra}\n" + "\n".join(children) + "\n)"

    def _extra_repr(self) -> str:
        """The module's own settings for its repr (``in_features=3, out_features=8``)."""
        return ""


def _all_modules(values: Any) -> bool:
    return all(isinstance(value, Module) for value in values)


def _indent(text: str) -> str:
    return text.replace("\n", "\n  ")


def _as_container(value: Any, name: str) -> ivy.Container:
    if isinstance(value, ivy.Container):
        return value
    if isinstance(value, dict):
        return ivy.Container(value)
    raise TypeError(f"{name} must be an ivy.Container or a nested dict; got {type(value).__name__}")


def _part(container: ivy.Container, key_chain: str) -> ivy.Container:
    # A sub-module with nothing of this kind has no entry: it gets an empty container.
    if key_chain in container:
        return container[key_chain]
    return ivy.Container()


def _check_same_structure(expected: ivy.Container, given: ivy.Container, where: str) -> None:
    # Entries are matched by key chain, so only the set of key chains has to agree.
    want, got = expected.all_key_chains(), given.all_key_chains()
    if set(want) == set(got):
        return
    missing = [k for k in want if k not in set(got)]
    extra = [k for k in got if k not in set(want)]
    parts = [f"missing {missing}"] if missing else []
    parts += [f"unexpected {extra}"] if extra else []
    raise ValueError(f"{where}: the structure differs from the module's: " + "; ".join(parts))
