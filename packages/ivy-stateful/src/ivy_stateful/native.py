"""``to_native`` / ``from_native``: handing modules to torch, Keras and jax, and taking theirs.

:func:`to_native` wraps a built :class:`~ivy_stateful.module.Module` in the framework's own
model type, so that the framework's training tools work on it unchanged:

======================  ============================================================
module's backend        ``to_native(module)``
======================  ============================================================
``torch``               a ``torch.nn.Module``: its parameters are the variables
                        (``state_dict()`` keys ``hidden.weight``), its buffers the
                        buffers; ``torch.optim`` trains it.
``tensorflow``          a ``keras.Layer`` (Keras 3): its weights are the variables,
                        named by key chain (``hidden.weight``); trainable with
                        ``tf.GradientTape`` and a keras optimizer, usable in
                        ``keras.Sequential`` and ``model.fit``.
``jax``                 a :class:`JaxModule`: ``.params`` (nested dicts of jax arrays)
                        and a pure, jit-able ``.apply(params, *args)``; optax trains it.
numpy, paddle, mxnet    :class:`ivy.UnsupportedError`.
======================  ============================================================

:func:`from_native` is the reverse: it wraps a ``torch.nn.Module``, a built ``keras.Layer`` or a
jax function with its params in a :class:`NativeModule`, an ivy ``Module`` whose variables are
copies of the native weights (arrays of that framework) and whose forward runs the native
computation purely with them (``torch.func.functional_call``, ``keras.Layer.stateless_call``,
``apply(params, ...)``), so ``ivy.execute_with_gradients`` and the ``ivy_stateful`` optimizers
train it.

:func:`copy_weights` copies weights between an ivy module and a native object, either way,
matching them by key chain (torch's ``a.b`` names and Keras's ``a.b`` weight names are the key
chain ``a/b``): from a module to its ``to_native`` wrapper or back, and from a
:class:`NativeModule` to the native object it was made from (to hand the ivy-trained weights
back) or back.

Sharing: the torch wrapper's parameters and buffers share memory with the module's variables
and buffers (``nn.Parameter(t)`` aliases ``t``), so in-place updates (``torch.optim``,
``load_state_dict``, buffer updates in ``forward``) show in ``module.v``. Giving the module new
arrays (``module.v = opt.step(...)``) or moving the wrapper (``.to(...)``) ends the sharing;
the Keras and jax wrappers hold copies. Use :func:`copy_weights` to bring the two sides level.

Frameworks are imported inside the functions: importing this module imports none.
"""

from __future__ import annotations

import contextlib
import functools
import sys
from collections.abc import Callable, Iterator
from typing import Any

import ivy
from ivy_stateful.module import Module

__all__ = ["to_native", "from_native", "copy_weights", "JaxModule", "NativeModule"]

_SUPPORTED = ("torch", "tensorflow", "jax")


# -- to_native ------------------------------------------------------------------------------------


def to_native(module: Module, *, backend: str | None = None) -> Any:
    """Wraps ``module`` in its framework's own model type (see the module docstring).

    Args:
        module: a built module (one built lazily must have been called once).
        backend: ``"torch"``, ``"tensorflow"`` or ``"jax"``; by default the framework of the
            module's variables. When it differs from theirs, the wrapper gets copies of the
            variables converted to ``backend``.

    Returns:
        A ``torch.nn.Module`` (torch), a ``keras.Layer`` (tensorflow) or a :class:`JaxModule`
        (jax), running ``module`` with the wrapper's weights.

    Raises:
        TypeError: ``module`` is not an ivy_stateful ``Module``.
        RuntimeError: ``module`` is not built yet.
        ivy.UnsupportedError: the backend is numpy, paddle or mxnet.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.linear import Linear
        >>> to_native(Linear(3, 2))
        Traceback (most recent call last):
        ...
        ivy.errors.UnsupportedError: to_native: the numpy backend has no native module type; ...
    """
    if not isinstance(module, Module):
        raise TypeError(
            f"to_native: module must be an ivy_stateful Module; got {type(module).__name__}"
        )
    module._require_built("to_native")
    v, buffers = module.v, module.buffers
    name = _backend_name("to_native", ivy.Container(v=v, buffers=buffers).backend, backend)
    if name not in _SUPPORTED:
        raise ivy.UnsupportedError(
            f"to_native: the {name} backend has no native module type; to_native supports "
            + ", ".join(_SUPPORTED)
        )
    v, buffers = _convert_tree(v, name), _convert_tree(buffers, name)
    if name == "torch":
        return _torch_module_class()(module, v, buffers)
    if name == "tensorflow":
        _require_keras_on_tensorflow("to_native")
        return _keras_layer_class()(module, v, buffers)
    return JaxModule(module, v.to_dict(), buffers.to_dict())


def _backend_name(where: str, found: str | None, backend: str | None) -> str:
    if backend is None:
        return found if found is not None else ivy.current_backend()
    if backend not in ivy.BACKENDS:
        raise ValueError(
            f"{where}: backend must be one of {', '.join(ivy.BACKENDS)}; got {backend!r}"
        )
    return backend


def _convert_tree(tree: ivy.Container, name: str) -> ivy.Container:
    """``tree`` with its array leaves as arrays of ``name`` (the same leaves when they are)."""
    source = tree.backend
    if source is None or source == name:
        return tree
    return tree.map(lambda x, _: _convert(x, source, name))


def _convert(x: Any, source: str, name: str) -> Any:
    # Between frameworks only: a host copy is fine here (weights, not a differentiable path).
    return ivy.asarray(ivy.to_numpy(x, backend=source), backend=name)


@contextlib.contextmanager
def _mode(module: Module, training: bool | None) -> Iterator[None]:
    """Runs a block with ``module`` (and its sub-modules) in ``training`` mode, then restores."""
    if training is None:
        yield
        return
    previous = [(m, m.training) for m in module.modules()]
    module.train(bool(training))
    try:
        yield
    finally:
        for m, mode in previous:
            m.training = mode


def _nest(key_chains: list[str], leaves: list) -> ivy.Container:
    """A container holding ``leaves`` at ``key_chains``, in that order."""
    container = ivy.Container()
    for key_chain, leaf in zip(key_chains, leaves, strict=True):
        container[key_chain] = leaf
    return container


@functools.cache
def _torch_module_class() -> type:
    import torch
    from torch import nn

    class TorchModule(nn.Module):
        """A ``torch.nn.Module`` running an ivy_stateful module with its parameters and buffers.

        The parameters (buffers) are registered in ``nn.Module`` children mirroring the key
        chains of ``module.v`` (``module.buffers``): key chain ``hidden/weight`` is
        ``self.hidden.weight`` and state-dict key ``hidden.weight``. ``train()`` / ``eval()``
        also switch the ivy module's mode. ``ivy_module`` is the wrapped module.
        """

        def __init__(self, module: Module, v: ivy.Container, buffers: ivy.Container) -> None:
            super().__init__()
            self.ivy_module = module  # not an nn.Module: a plain attribute
            self._v_chains = v.all_key_chains()
            self._buffer_chains = buffers.all_key_chains()
            for key_chain, x in zip(self._v_chains, v.flatten(), strict=True):
                node, name = self._node(key_chain)
                # nn.Parameter(x) aliases x's memory: in-place updates show in module.v.
                node.register_parameter(name, nn.Parameter(x, requires_grad=True))
            for key_chain, x in zip(self._buffer_chains, buffers.flatten(), strict=True):
                node, name = self._node(key_chain)
                node.register_buffer(name, x)
            super().train(module.training)

        def _node(self, key_chain: str) -> tuple[nn.Module, str]:
            *parents, name = key_chain.split("/")
            node: nn.Module = self
            for key in parents:
                if key not in node._modules:
                    node.add_module(key, nn.Module())
                node = node._modules[key]
            return node, name

        def _lookup(self, key_chain: str) -> Any:
            return functools.reduce(getattr, key_chain.split("/"), self)

        def forward(self, *args: Any, **kwargs: Any) -> Any:
            # Attribute look-ups (not get_parameter): torch.func.functional_call swaps in
            # plain tensors.
            v = _nest(self._v_chains, [self._lookup(k) for k in self._v_chains])
            old = [self._lookup(k) for k in self._buffer_chains]
            buffers = _nest(self._buffer_chains, old)
            with ivy.using_backend("torch"):
                out = self.ivy_module(*args, v=v, buffers=buffers if old else None, **kwargs)
            with torch.no_grad():
                # In place, so the buffers stay the registered (and shared) tensors.
                for before, after in zip(old, buffers.flatten(), strict=True):
                    if after is not before:
                        before.copy_(after.detach())
            return out

        def train(self, mode: bool = True) -> TorchModule:
            super().train(mode)
            self.ivy_module.train(mode)
            return self

        def extra_repr(self) -> str:
            return f"ivy_module={type(self.ivy_module).__name__}"

    return TorchModule


@functools.cache
def _keras_layer_class() -> type:
    import keras

    class KerasLayer(keras.Layer):
        """A ``keras.Layer`` running an ivy_stateful module with its weights.

        Trainable weights hold the variables and non-trainable ones the buffers, each named by
        its key chain with ``.`` for ``/`` (``hidden.weight``). ``call(inputs, *args,
        training=None, **kwargs)`` runs the module in the mode ``training`` gives, or in the
        module's own mode when it is None. ``ivy_module`` is the wrapped module.
        """

        def __init__(
            self, module: Module, v: ivy.Container, buffers: ivy.Container, **kwargs: Any
        ) -> None:
            # Keras casts floating inputs to the layer's dtype: make it the variables'.
            floating = [x for x in v.flatten() if x.dtype.is_floating]
            if floating:
                kwargs.setdefault("dtype", floating[0].dtype.name)
            super().__init__(**kwargs)
            # A plain holder: Keras would track lists of variables a second time.
            self._ivy = _KerasState(module, v.all_key_chains(), buffers.all_key_chains())
            for key_chains, tree, trainable, out in (
                (self._ivy.v_chains, v, True, self._ivy.v_vars),
                (self._ivy.buffer_chains, buffers, False, self._ivy.buffer_vars),
            ):
                for key_chain, x in zip(key_chains, tree.flatten(), strict=True):
                    out.append(
                        self.add_weight(
                            shape=tuple(x.shape),
                            dtype=x.dtype.name,
                            initializer=_constant_initializer(x),
                            trainable=trainable,
                            name=key_chain.replace("/", "."),
                        )
                    )
            self.built = True

        @property
        def ivy_module(self) -> Module:
            return self._ivy.module

        def call(self, inputs: Any, *args: Any, training: Any = None, **kwargs: Any) -> Any:
            state = self._ivy
            v = _nest(state.v_chains, [w.value for w in state.v_vars])
            old = [w.value for w in state.buffer_vars]
            buffers = _nest(state.buffer_chains, old)
            with ivy.using_backend("tensorflow"), _mode(state.module, training):
                out = state.module(inputs, *args, v=v, buffers=buffers if old else None, **kwargs)
            updated = zip(state.buffer_vars, old, buffers.flatten(), strict=True)
            for variable, before, after in updated:
                if after is not before:
                    variable.assign(after)
            return out

    return KerasLayer


class _KerasState:
    def __init__(self, module: Module, v_chains: list[str], buffer_chains: list[str]) -> None:
        self.module = module
        self.v_chains = v_chains
        self.buffer_chains = buffer_chains
        self.v_vars: list = []
        self.buffer_vars: list = []


def _constant_initializer(x: Any) -> Callable[..., Any]:
    def initializer(shape: Any, dtype: Any = None) -> Any:
        return x

    return initializer


class JaxModule:
    """An ivy_stateful module as jax likes it: ``params`` and a pure ``apply`` (``to_native``).

    Args:
        module: the built ivy module (its backend's arrays are not used: ``params`` are).
        params: the variables, nested dicts of jax arrays of the structure of ``module.v``.
        buffers: the buffers, likewise (empty dicts for none).

    Attributes:
        params: what ``apply`` takes; a pytree for ``optax`` and ``jax.grad``.
        buffers: the buffers ``__call__`` uses.
        ivy_module: the wrapped module.

    ``apply`` runs the module in inference mode (``module.eval()``); ``apply_train`` in
    training mode and returns the updated buffers too (batch statistics): both are pure and
    jit-able. A jitted function reads ``self.buffers`` once, when it is traced, so pass
    ``buffers=`` where they change between calls.
    """

    def __init__(self, module: Module, params: dict, buffers: dict) -> None:
        self.ivy_module = module
        self.params = params
        self.buffers = buffers

    def apply(self, params: Any, *args: Any, buffers: Any = None, **kwargs: Any) -> Any:
        """The module's output in inference mode, with ``params`` (and ``buffers``).

        Args:
            params: variables of the structure of :attr:`params`.
            *args: the module's inputs.
            buffers: buffers of the structure of :attr:`buffers`; None for :attr:`buffers`.
            **kwargs: the module's keyword inputs.

        Returns:
            The module's output.
        """
        out, _ = self._run(
            False, params, self.buffers if buffers is None else buffers, args, kwargs
        )
        return out

    def apply_train(self, params: Any, buffers: Any, *args: Any, **kwargs: Any) -> tuple:
        """The module's output in training mode and its updated buffers, as ``(out, buffers)``."""
        return self._run(True, params, buffers, args, kwargs)

    def _run(self, training: bool, params: Any, buffers: Any, args: tuple, kwargs: dict) -> tuple:
        buffers = ivy.Container(dict(buffers)).copy()  # the module writes updates into it
        with ivy.using_backend("jax"), _mode(self.ivy_module, training):
            out = self.ivy_module(
                *args,
                v=ivy.Container(dict(params)),
                buffers=buffers if len(buffers) else None,
                **kwargs,
            )
        return out, buffers.to_dict()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """``apply(self.params, *args, **kwargs)``."""
        return self.apply(self.params, *args, **kwargs)

    def __repr__(self) -> str:
        return f"JaxModule({type(self.ivy_module).__name__})"


# -- from_native ----------------------------------------------------------------------------------


class _Adapter:
    """One native object's weights (by key chain) and its pure forward; one subclass each."""

    framework: str
    native: Any

    def read(self) -> tuple[list[str], list, list[str], list]:
        """Key chains and copies (native arrays) of the trainable and non-trainable weights."""
        raise NotImplementedError

    def write(self, v: dict[str, Any], buffers: dict[str, Any]) -> None:
        """Copies arrays (by key chain, already this framework's) into the native weights."""
        raise NotImplementedError

    def forward(self, v: list, buffers: list, training: bool, args: tuple, kwargs: dict) -> tuple:
        """``(output, new buffers or None)`` with weights ``v`` and ``buffers`` (in read order)."""
        raise NotImplementedError


class _TorchAdapter(_Adapter):
    framework = "torch"

    def __init__(self, native: Any) -> None:
        self.native = native

    def read(self) -> tuple[list[str], list, list[str], list]:
        params = list(self.native.named_parameters())
        buffers = list(self.native.named_buffers())
        return (
            [k.replace(".", "/") for k, _ in params],
            [p.detach().clone() for _, p in params],
            [k.replace(".", "/") for k, _ in buffers],
            [b.detach().clone() for _, b in buffers],
        )

    def write(self, v: dict[str, Any], buffers: dict[str, Any]) -> None:
        import torch

        targets = dict(self.native.named_parameters()) | dict(self.native.named_buffers())
        with torch.no_grad():
            for key_chain, x in (v | buffers).items():
                targets[key_chain.replace("/", ".")].copy_(x)

    def forward(self, v: list, buffers: list, training: bool, args: tuple, kwargs: dict) -> tuple:
        import torch

        v_names = [k for k, _ in self.native.named_parameters()]
        buffer_names = [k for k, _ in self.native.named_buffers()]
        # Clones: torch updates buffers in place (batch norm), our arrays stay unchanged.
        buffers = [b.clone() for b in buffers]
        state = dict(zip(v_names, v, strict=True)) | dict(zip(buffer_names, buffers, strict=True))
        previous = self.native.training
        self.native.train(training)
        try:
            out = torch.func.functional_call(self.native, state, args, kwargs)
        finally:
            self.native.train(previous)
        return out, buffers


class _KerasAdapter(_Adapter):
    framework = "tensorflow"

    def __init__(self, native: Any) -> None:
        if not native.built:
            raise RuntimeError(
                f"from_native: the keras layer {native.name!r} is not built: call it once (or "
                "build it) before from_native"
            )
        self.native = native

    def _key_chain(self, variable: Any) -> str:
        path = variable.path
        prefix = self.native.name + "/"
        if path.startswith(prefix):
            path = path[len(prefix) :]
        return path.replace(".", "/")

    def _chains(self, variables: list) -> list[str]:
        chains = [self._key_chain(w) for w in variables]
        if len(set(chains)) != len(chains):  # unnamed duplicates: fall back to positions
            chains = [f"{i}/{chain}" for i, chain in enumerate(chains)]
        return chains

    def read(self) -> tuple[list[str], list, list[str], list]:
        import tensorflow as tf

        trainable, fixed = self.native.trainable_variables, self.native.non_trainable_variables
        return (
            self._chains(trainable),
            [tf.identity(w.value) for w in trainable],
            self._chains(fixed),
            [tf.identity(w.value) for w in fixed],
        )

    def write(self, v: dict[str, Any], buffers: dict[str, Any]) -> None:
        for variables, values in (
            (self.native.trainable_variables, v),
            (self.native.non_trainable_variables, buffers),
        ):
            for key_chain, w in zip(self._chains(variables), variables, strict=True):
                w.assign(values[key_chain])

    def forward(self, v: list, buffers: list, training: bool, args: tuple, kwargs: dict) -> tuple:
        if getattr(self.native, "_call_has_training_arg", False):
            kwargs = {"training": training, **kwargs}
        return self.native.stateless_call(v, buffers, *args, **kwargs)


class _JaxAdapter(_Adapter):
    framework = "jax"

    def __init__(self, native: JaxModule) -> None:
        self.native = native

    def read(self) -> tuple[list[str], list, list[str], list]:
        v, buffers = ivy.Container(self.native.params), ivy.Container(self.native.buffers)
        return v.all_key_chains(), v.flatten(), buffers.all_key_chains(), buffers.flatten()

    def write(self, v: dict[str, Any], buffers: dict[str, Any]) -> None:
        self.native.params = _nest(list(v), list(v.values())).to_dict()
        self.native.buffers = _nest(list(buffers), list(buffers.values())).to_dict()

    def forward(self, v: list, buffers: list, training: bool, args: tuple, kwargs: dict) -> tuple:
        v_chains, _, buffer_chains, _ = self.read()
        params = _nest(v_chains, v).to_dict()
        state = _nest(buffer_chains, buffers).to_dict()
        if training:
            out, state = self.native.apply_train(params, state, *args, **kwargs)
            return out, ivy.Container(state).flatten()
        return self.native.apply(params, *args, buffers=state, **kwargs), None


class _JaxFunction(JaxModule):
    """A jax ``apply(params, *args)`` with its params, as a :class:`JaxModule` (no buffers)."""

    def __init__(self, apply: Callable[..., Any], params: Any) -> None:
        import jax

        leaves, self._treedef = jax.tree_util.tree_flatten_with_path(params)
        chains = ["/".join(_path_key(entry) for entry in path) for path, _ in leaves]
        super().__init__(None, _nest(chains, [x for _, x in leaves]).to_dict(), {})
        self._chains = chains
        self._apply = apply

    def native_params(self, params: dict) -> Any:
        """``params`` (nested dicts by key chain) in the structure the function takes."""
        container = ivy.Container(params)
        return self._treedef.unflatten([container[k] for k in self._chains])

    def apply(self, params: Any, *args: Any, buffers: Any = None, **kwargs: Any) -> Any:
        return self._apply(self.native_params(params), *args, **kwargs)

    def apply_train(self, params: Any, buffers: Any, *args: Any, **kwargs: Any) -> tuple:
        return self.apply(params, *args, **kwargs), buffers

    def __repr__(self) -> str:
        return f"JaxModule({getattr(self._apply, '__name__', type(self._apply).__name__)})"


def _path_key(entry: Any) -> str:
    for attribute in ("key", "idx", "name"):
        if hasattr(entry, attribute):
            return str(getattr(entry, attribute))
    return str(entry)


class NativeModule(Module):
    """An ivy module running a native model purely with its own copies of the weights.

    Made by :func:`from_native`. Its variables (buffers) are copies of the native trainable
    (non-trainable) weights, as arrays of the native framework, keyed by the native names
    (torch ``0.weight`` is ``v["0"].weight``; Keras weight paths below the layer's name;
    the key paths of jax params). ``module(x, v=...)`` runs the native computation with the
    given variables and leaves the native object untouched, so gradients and ivy optimizers
    train it; ``copy_weights(module, module.native)`` hands the trained weights back.

    Args:
        adapter: the native object's adapter (made by :func:`from_native`).

    Attributes:
        native: the native object (for jax, a :class:`JaxModule` holding the function and its
            params).
        framework: ``"torch"``, ``"tensorflow"`` or ``"jax"``.
    """

    def __init__(self, adapter: _Adapter) -> None:
        super().__init__()
        self._adapter = adapter
        self.native = adapter.native
        self.framework = adapter.framework
        self._v_chains, v, self._buffer_chains, buffers = adapter.read()
        self._initial = (v, buffers)

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        return _nest(self._v_chains, self._initial[0]).to_dict()

    def _create_buffers(self, device: str | None, dtype: Any) -> dict[str, Any]:
        buffers = _nest(self._buffer_chains, self._initial[1]).to_dict()
        del self._initial
        return buffers

    def _forward(self, *args: Any, **kwargs: Any) -> Any:
        v, buffers = self.v, self.buffers
        old = [buffers[k] for k in self._buffer_chains]
        out, new = self._adapter.forward(
            [v[k] for k in self._v_chains], old, self.training, args, kwargs
        )
        if new is not None:
            for key_chain, before, after in zip(self._buffer_chains, old, new, strict=True):
                if after is not before:
                    self.set_buffer(key_chain, after)
        return out

    def _extra_repr(self) -> str:
        return f"framework={self.framework}, native={self.native!r}".replace("\n", " ")


def from_native(native: Any, *, params: Any = None) -> NativeModule:
    """Wraps a torch, Keras or jax model in an ivy module with copies of its weights.

    Args:
        native: a ``torch.nn.Module``; a built ``keras.Layer`` (Keras 3 on tensorflow; a
            ``keras.Model`` is one); a :class:`JaxModule`; or a jax function
            ``apply(params, *args, **kwargs)``, given with ``params``.
        params: the jax function's params, any pytree of jax arrays (nested dicts give the
            clearest key chains); only with a jax function.

    Returns:
        A :class:`NativeModule` whose forward is the native computation with its variables.

    Raises:
        TypeError: ``native`` is none of these, or ``params`` is missing or given for a model.
        RuntimeError: a Keras layer that is not built yet.
    """
    adapter: _Adapter
    if isinstance(native, JaxModule):
        _no_params(native, params)
        adapter = _JaxAdapter(native)
    elif _is_instance(native, "torch", "nn.Module"):
        _no_params(native, params)
        adapter = _TorchAdapter(native)
    elif _is_instance(native, "keras", "Layer"):
        _no_params(native, params)
        _require_keras_on_tensorflow("from_native")
        adapter = _KerasAdapter(native)
    elif callable(native):
        if params is None:
            raise TypeError(
                "from_native: a function is taken as a jax apply(params, *args); pass its "
                "params= too"
            )
        adapter = _JaxAdapter(_JaxFunction(native, params))
    else:
        raise TypeError(
            "from_native: native must be a torch.nn.Module, a keras.Layer, a JaxModule or a "
            f"jax function with params=; got {type(native).__name__}"
        )
    return NativeModule(adapter)


def _no_params(native: Any, params: Any) -> None:
    if params is not None:
        raise TypeError(
            f"from_native: params= is for jax functions; a {type(native).__name__} has its own"
        )


def _is_instance(obj: Any, package: str, attribute: str) -> bool:
    # Only a framework that is imported already can have made obj.
    module = sys.modules.get(package)
    if module is None:
        return False
    cls = functools.reduce(getattr, attribute.split("."), module)
    return isinstance(obj, cls)


def _require_keras_on_tensorflow(where: str) -> None:
    import keras

    if keras.backend.backend() != "tensorflow":
        raise ivy.UnsupportedError(
            f"{where}: Keras runs on {keras.backend.backend()}; only its tensorflow backend is "
            "supported (KERAS_BACKEND=tensorflow)"
        )


# -- copying weights ------------------------------------------------------------------------------


def copy_weights(src: Any, dst: Any) -> None:
    """Copies the weights of ``src`` into ``dst``: an ivy module into a native object, or back.

    Weights are matched by key chain (variables with trainable weights, buffers with
    non-trainable ones), so this works between a module and its :func:`to_native` wrapper, and
    between a :class:`NativeModule` and the native object it came from. Native weights are
    updated in place (a :class:`JaxModule` gets new ``params`` and ``buffers``); an ivy module
    gets copies, as arrays of its own framework and dtypes.

    Args:
        src: an ivy ``Module`` or a native object (``torch.nn.Module``, ``keras.Layer``,
            :class:`JaxModule`).
        dst: the other kind.

    Raises:
        TypeError: both or neither are ivy modules, or the native object is of no supported
            kind.
        ValueError: the key chains or shapes differ.
    """
    if isinstance(src, Module) == isinstance(dst, Module):
        raise TypeError(
            "copy_weights: one of src and dst must be an ivy_stateful Module and the other a "
            f"native object; got {type(src).__name__} and {type(dst).__name__}"
        )
    native = _adapter(dst if isinstance(src, Module) else src)
    module = src if isinstance(src, Module) else dst
    v_chains, v, buffer_chains, buffers = native.read()
    native_side = {
        "v": dict(zip(v_chains, v, strict=True)),
        "buffers": dict(zip(buffer_chains, buffers, strict=True)),
    }
    ivy_side = {"v": module.v, "buffers": module.buffers}
    for kind in ("v", "buffers"):
        _check_keys(kind, native_side[kind], ivy_side[kind])
    if isinstance(src, Module):
        native.write(
            *(
                {
                    k: _matching(k, ivy_side[kind][k], old, native.framework)
                    for k, old in native_side[kind].items()
                }
                for kind in ("v", "buffers")
            )
        )
        return
    for kind in ("v", "buffers"):
        framework = ivy_side[kind].backend
        new = ivy_side[kind].map(
            lambda old, k, kind=kind, framework=framework: _matching(
                k, native_side[kind][k], old, framework
            )
        )
        setattr(module, kind, new)


def _adapter(native: Any) -> _Adapter:
    if isinstance(native, JaxModule):
        return _JaxAdapter(native)
    if _is_instance(native, "torch", "nn.Module"):
        return _TorchAdapter(native)
    if _is_instance(native, "keras", "Layer"):
        return _KerasAdapter(native)
    raise TypeError(
        "copy_weights: the native object must be a torch.nn.Module, a keras.Layer or a "
        f"JaxModule; got {type(native).__name__}"
    )


def _check_keys(kind: str, native: dict, ivy_side: ivy.Container) -> None:
    want, got = set(native), set(ivy_side.all_key_chains())
    if want != got:
        raise ValueError(
            f"copy_weights: the {kind} key chains differ: native only {sorted(want - got)}, "
            f"module only {sorted(got - want)}"
        )


def _matching(key_chain: str, x: Any, like: Any, framework: str | None) -> Any:
    """``x`` as an array of ``framework`` with the shape (checked) and dtype of ``like``."""
    if tuple(ivy.shape(x)) != tuple(ivy.shape(like)):
        raise ValueError(
            f"copy_weights: {key_chain} has shape {tuple(ivy.shape(x))} in the source and "
            f"{tuple(ivy.shape(like))} in the destination"
        )
    source = ivy.Container(x=x).backend
    if framework is not None and source != framework:
        x = _convert(x, source, framework)
    return ivy.astype(x, ivy.dtype(like, backend=framework), backend=framework)
