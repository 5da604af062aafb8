from functools import partial

import jax
import jax.numpy as jnp

from ivy._common import nn


# Jitted whole: one compilation per shape rather than one per op (eager jax compiles each op).
@partial(jax.jit, static_argnames=("normalized_shape",))
def layer_norm(x, /, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    return nn.layer_norm(x, normalized_shape, weight, bias, epsilon, jnp)


@partial(jax.jit, static_argnames=("training", "data_format"))
def batch_norm(
    x,
    mean,
    variance,
    /,
    offset=None,
    scale=None,
    training=False,
    momentum=0.1,
    epsilon=1e-5,
    data_format="NSC",
):
    return nn.batch_norm(
        x, mean, variance, offset, scale, training, momentum, epsilon, data_format, jnp
    )


@partial(jax.jit, static_argnums=(1, 5))  # num_groups and data_format
def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    return nn.group_norm(x, num_groups, weight, bias, epsilon, data_format, jnp)
