"""Ivy's functional API answered by paddle, whatever the global setting.

``ivy.paddle.add(x, y)`` always answers with paddle.
Dtypes here are paddle's own objects, and functions that return a dtype return paddle's.
Importing this module imports paddle.
"""

from ivy._namespace import populate as _populate

_populate(globals(), "paddle")
