"""Frontends: a source framework's functional API written with ``ivy`` only.

One subpackage per source framework (:mod:`ivy_transpiler.frontends.torch`), each with a registry
from the framework's callables to their frontends. Importing a frontend package imports no
framework.
"""
