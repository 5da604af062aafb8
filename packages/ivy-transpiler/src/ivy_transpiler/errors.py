"""The errors and warnings of the transpiler."""

from __future__ import annotations

from collections.abc import Mapping

__all__ = [
    "TraceError",
    "MissingFrontendError",
    "UnsupportedObjectError",
    "DataDependentWarning",
    "DroppedMutationWarning",
]


class TraceError(RuntimeError):
    """A call could not be recorded faithfully.

    (a value that depends on the data of the inputs, in ``strict`` mode; a tensor used after it was
    changed in place through an alias).
    """


class UnsupportedObjectError(TypeError):
    """The object cannot be traced.

    Its computation is hidden from the framework's hooks (a ``torch.jit.ScriptModule``, a custom C++
    operator), or it is not callable at all.
    """


class MissingFrontendError(NotImplementedError):
    """Calls that no frontend covers yet, all of them at once, with how often each occurs.

    Attributes:
        missing: the qualified name of each function without a frontend, with its count in the
            traced graph, most frequent first.
    """

    def __init__(self, missing: Mapping[str, int], source: str = "torch", target: str = ""):
        self.missing = dict(sorted(missing.items(), key=lambda item: (-item[1], item[0])))
        lines = "\n".join(f"  {name}: {count}" for name, count in self.missing.items())
        total = sum(self.missing.values())
        into = f" to {target}" if target else ""
        super().__init__(
            f"cannot transpile from {source}{into}: {len(self.missing)} function(s) have no "
            f"frontend in ivy_transpiler.frontends.{source} ({total} call(s) in the graph):\n"
            f"{lines}"
        )


class DataDependentWarning(UserWarning):
    """A Python value computed from the data of a traced tensor.

    (``bool(x)``, ``x.item()``) was fixed at its value for the example inputs; the graph follows
    that branch for all inputs.
    """


class DroppedMutationWarning(UserWarning):
    """A call changed a tensor in place that it does not return.

    (batch norm's running statistics in training mode): the graph computes the call's result but not
    that update.
    """
