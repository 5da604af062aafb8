"""The Array API ``linalg`` extension: ``ivy.linalg.inv(x)``, ``ivy.linalg.matmul(x1, x2)``, ...

The same functions are public at the top level too (``ivy.inv``); this namespace holds exactly the
extension's names, as the standard has them.
"""

from ivy.api import EXTENSIONS as _EXTENSIONS
from ivy.api import FUNCTIONS as _FUNCTIONS

__all__ = list(_EXTENSIONS["linalg"])
globals().update({_name: _FUNCTIONS[_name] for _name in __all__})
