"""Ivy's functional API answered by mxnet, whatever the global setting.

``ivy.mxnet.add(x, y)`` always answers with mxnet.
Dtypes here are mxnet's own objects, and functions that return a dtype return mxnet's.
Importing this module imports mxnet.
"""

from ivy._namespace import populate as _populate

_populate(globals(), "mxnet")
