"""Layers: thin stateful wrappers, each over one ivy function."""

from ivy_stateful.layers.activations import *
from ivy_stateful.layers.attention import *
from ivy_stateful.layers.convolution import *
from ivy_stateful.layers.dropout import *
from ivy_stateful.layers.embedding import *
from ivy_stateful.layers.linear import *
from ivy_stateful.layers.normalization import *
from ivy_stateful.layers.pooling import *
from ivy_stateful.layers.recurrent import *
from ivy_stateful.layers.sequential import *
