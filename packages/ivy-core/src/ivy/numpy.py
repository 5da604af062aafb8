"""Ivy's functional API answered by numpy, whatever the global setting.

``ivy.numpy.add(x, y)`` always answers with numpy.
Dtypes here are numpy's own objects, and functions that return a dtype return numpy's.
Importing this module imports numpy.
"""

from ivy._namespace import populate as _populate

_populate(globals(), "numpy")
