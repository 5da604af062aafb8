"""The numpy backend. Written against numpy 1.23 as well as 2.x (mxnet needs numpy 1.23.5)."""

from ivy.backends._support import assemble

NAME = "numpy"
assemble(globals())
