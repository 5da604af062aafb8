"""The tensorflow backend (TF 2.x): eager and symbolic tensors, and tf.Variable."""

from ivy.backends._support import assemble

NAME = "tensorflow"
assemble(globals())
