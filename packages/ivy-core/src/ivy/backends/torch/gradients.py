import torch
import torch.func
import torch.utils._pytree as pytree

# The api (ivy.api.gradients) hands every function here a func of flat lists of floating tensors.
# torch.func transforms are functional: they never write .grad, and they nest.


def _detached(tree, retain):
    return tree if retain else pytree.tree_map(_detach, tree)


def _detach(x):
    return x.detach() if isinstance(x, torch.Tensor) else x


def _with_any_aux(transform, func, argnums, has_aux):
    """``transform(func)`` (grad or grad_and_value) taking an aux of any Python objects.

    torch.func passes only tensors out as aux; the other leaves of aux go around it.
    """
    if not has_aux:
        return transform(func, argnums=argnums)
    others = []

    def tensors_only(*args):
        value, aux = func(*args)
        leaves, spec = pytree.tree_flatten(aux)
        others[:] = [spec, [None if isinstance(x, torch.Tensor) else x for x in leaves]]
        return value, [x for x in leaves if isinstance(x, torch.Tensor)]

    def restored(tensors):
        spec, leaves = others
        tensors = iter(tensors)
        return pytree.tree_unflatten([next(tensors) if x is None else x for x in leaves], spec)

    def transformed(*args):
        grads, rest = transform(tensors_only, argnums=argnums, has_aux=True)(*args)
        if transform is torch.func.grad:  # (grads, aux)
            return grads, restored(rest)
        value, tensors = rest  # grad_and_value: (grads, (value, aux))
        return grads, (value, restored(tensors))

    return transformed


def value_and_grad(func, /, argnums=0, has_aux=False):
    transformed = _with_any_aux(torch.func.grad_and_value, func, argnums, has_aux)

    def value_and_grad_fn(*args):
        # differs: torch.func answers (grads, value) or (grads, (value, aux)); jax's is reversed.
        grads, value = transformed(*args)
        return value, grads

    return value_and_grad_fn


def grad(func, /, argnums=0, has_aux=False):
    return _with_any_aux(torch.func.grad, func, argnums, has_aux)


def execute_with_gradients(func, xs, /, retain_grads=False, has_aux=False):
    value, grads = value_and_grad(func, has_aux=has_aux)(xs)
    return _detached(value, retain_grads), _detached(grads, retain_grads)


def jac(func, /, argnums=0):
    return torch.func.jacrev(func, argnums=argnums)


def vjp(func, /, *primals):
    return torch.func.vjp(func, *primals)


def jvp(func, primals, tangents, /):
    return torch.func.jvp(func, tuple(primals), tuple(tangents))


def stop_gradient(x, /):
    return x.detach()


def variable(x, /):
    # differs: a new leaf tensor sharing x's memory, so x itself is left as it was.
    return x.detach().requires_grad_(True)


def is_variable(x, /, exclusive=False):
    return isinstance(x, torch.Tensor) and x.requires_grad


def variable_data(x, /):
    return x.detach()
