"""Ivy's functional API answered by tensorflow, whatever the global setting.

``ivy.tensorflow.add(x, y)`` always answers with tensorflow.
Dtypes here are tensorflow's own objects, and functions that return a dtype return tensorflow's.
Importing this module imports tensorflow.
"""

from ivy._namespace import populate as _populate

_populate(globals(), "tensorflow")
