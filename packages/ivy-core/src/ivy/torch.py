"""Ivy's functional API answered by torch, whatever the global setting.

``ivy.torch.add(x, y)`` always answers with torch.
Dtypes here are torch's own objects, and functions that return a dtype return torch's.
Importing this module imports torch.
"""

from ivy._namespace import populate as _populate

_populate(globals(), "torch")
