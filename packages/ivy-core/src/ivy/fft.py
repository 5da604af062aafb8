"""The Array API ``fft`` extension: ``ivy.fft.fft(x)``, ``ivy.fft.rfftfreq(n)``, ...

These functions are public only here: at the top level, ``ivy.fft`` is this namespace.
"""

from ivy.api import EXTENSIONS as _EXTENSIONS
from ivy.api import FUNCTIONS as _FUNCTIONS

__all__ = list(_EXTENSIONS["fft"])
globals().update({_name: _FUNCTIONS[_name] for _name in __all__})
