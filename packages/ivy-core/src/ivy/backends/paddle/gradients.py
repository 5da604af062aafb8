import paddle

from ivy._common.autodiff import argnums_tuple, as_list, grads_only, like, per_arg

# The api (ivy.api.gradients) hands every function here a func of flat lists of floating tensors;
# an argument here is a tensor or a list of tensors. paddle.grad is functional (it writes no
# .grad). Inputs are cloned into tensors that track gradients; when an input already tracks them
# (an enclosing differentiation), the graph is kept (create_graph) so that calls nest.


def _tracked(x):
    y = x.clone()  # keeps x's own history, if any, for an enclosing differentiation
    y.stop_gradient = False
    return y


def _track(args, nums):
    """``args`` with the selected ones tracked; the flat sources; whether to keep the graph."""
    args = list(args)
    nested = any(not x.stop_gradient for i in nums for x in as_list(args[i]))
    for i in nums:
        args[i] = like(args[i], [_tracked(x) for x in as_list(args[i])])
    sources = [x for i in nums for x in as_list(args[i])]
    return args, sources, nested


def _grads(outputs, sources, cotangents=None, *, keep, retain=False):
    """d outputs / d sources (weighted by cotangents); zeros where a source is unused."""
    pairs = [
        (o, c)
        for o, c in zip(outputs, cotangents or [None] * len(outputs), strict=True)
        if not o.stop_gradient
    ]
    grads = [None] * len(sources)
    if pairs and sources:
        grads = paddle.grad(
            [o for o, _ in pairs],
            sources,
            grad_outputs=None if cotangents is None else [c for _, c in pairs],
            retain_graph=retain or keep,
            create_graph=keep,
            allow_unused=True,
        )
    return [paddle.zeros_like(s) if g is None else g for s, g in zip(sources, grads, strict=True)]


def _detached(x, keep):
    return x if keep or not isinstance(x, paddle.Tensor) else x.detach()


def value_and_grad(func, /, argnums=0, has_aux=False):
    def value_and_grad_fn(*args):
        nums = argnums_tuple(argnums)
        args, sources, nested = _track(args, nums)
        out = func(*args)
        value = out[0] if has_aux else out
        flat = _grads([value], sources, keep=nested)
        value = _detached(value, nested)
        out = (value, out[1]) if has_aux else value
        return out, per_arg(args, nums, argnums, flat)

    return value_and_grad_fn


def grad(func, /, argnums=0, has_aux=False):
    return grads_only(value_and_grad(func, argnums=argnums, has_aux=has_aux), has_aux)


def execute_with_gradients(func, xs, /, retain_grads=False, has_aux=False):
    out, grads = value_and_grad(func, has_aux=has_aux)(xs)
    if retain_grads:
        return out, grads
    grads = [g.detach() for g in grads]
    if has_aux:
        return (out[0].detach(), out[1]), grads
    return out.detach(), grads


def jac(func, /, argnums=0):
    # differs: composed of one vector-Jacobian product per output element.
    def jacobian(*args):
        nums = argnums_tuple(argnums)
        args, sources, nested = _track(args, nums)
        out = func(*args)
        flat_out = out.reshape([-1])
        rows = [
            _grads([flat_out[k]], sources, keep=nested, retain=True)
            for k in range(flat_out.shape[0])
        ]
        flat = [
            paddle.stack([row[j] for row in rows]).reshape([*out.shape, *source.shape])
            if rows
            else paddle.zeros([*out.shape, *source.shape], dtype=source.dtype)
            for j, source in enumerate(sources)
        ]
        return per_arg(args, nums, argnums, flat)

    return jacobian


def vjp(func, /, *primals):
    nums = tuple(range(len(primals)))
    args, sources, nested = _track(primals, nums)
    out = func(*args)
    outputs = as_list(out)

    def vjp_fn(cotangents):
        flat = _grads(outputs, sources, as_list(cotangents), keep=nested, retain=True)
        return per_arg(args, nums, nums, flat)

    return like(out, [_detached(o, nested) for o in outputs]), vjp_fn


def jvp(func, primals, tangents, /):
    # differs: paddle has no forward mode here; J t is the gradient of the (linear in u)
    # vector-Jacobian product u^T J with respect to u, for any u (double backward). Where an op
    # has no double backward (cumsum, softmax, prod, max, sort, pow, ... in paddle 3.3), J t is
    # composed of one vector-Jacobian product per output element instead: slower, as jac.
    flat_tangents = [t for tangent in tangents for t in as_list(tangent)]
    try:
        return _jvp_by_double_backward(func, primals, flat_tangents)
    except RuntimeError as error:
        if "doesn't have any grad op" not in str(error):
            raise
    return _jvp_by_rows(func, primals, flat_tangents)


def _jvp_by_double_backward(func, primals, flat_tangents):
    nums = tuple(range(len(primals)))
    args, sources, nested = _track(primals, nums)
    out = func(*args)
    outputs = as_list(out)
    connected = [o for o in outputs if not o.stop_gradient]
    dummies = [_tracked(paddle.zeros_like(o)) for o in connected]
    vjps = paddle.grad(
        connected, sources, grad_outputs=dummies, create_graph=True, allow_unused=True
    )
    pairs = [(g, t) for g, t in zip(vjps, flat_tangents, strict=True) if g is not None]
    tangent_out = [None] * len(dummies)
    if pairs and dummies:
        tangent_out = paddle.grad(
            [g for g, _ in pairs],
            dummies,
            grad_outputs=[t for _, t in pairs],
            create_graph=nested,
            allow_unused=True,
        )
    by_output = iter(tangent_out)
    tangent_out = [paddle.zeros_like(o) if o.stop_gradient else next(by_output) for o in outputs]
    tangent_out = [
        paddle.zeros_like(o) if t is None else t for o, t in zip(outputs, tangent_out, strict=True)
    ]
    detached = [_detached(o, nested) for o in outputs]
    return like(out, detached), like(out, [_detached(t, nested) for t in tangent_out])


def _jvp_by_rows(func, primals, flat_tangents):
    nums = tuple(range(len(primals)))
    args, sources, nested = _track(primals, nums)
    out = func(*args)
    outputs = as_list(out)
    tangent_out = []
    for o in outputs:
        if o.stop_gradient:
            tangent_out.append(paddle.zeros_like(o))
            continue
        flat_out = o.reshape([-1])
        rows = []
        for k in range(flat_out.shape[0]):
            grads = _grads([flat_out[k]], sources, keep=nested, retain=True)
            rows.append(sum((g * t).sum() for g, t in zip(grads, flat_tangents, strict=True)))
        tangent_out.append(paddle.stack(rows).reshape(o.shape) if rows else paddle.zeros_like(o))
    detached = [_detached(o, nested) for o in outputs]
    return like(out, detached), like(out, [_detached(t, nested) for t in tangent_out])


def stop_gradient(x, /):
    return x.detach()


def variable(x, /):
    # differs: a tensor sharing x's memory that tracks gradients; x itself is left as it was.
    y = x.detach()
    y.stop_gradient = False
    return y


def is_variable(x, /, exclusive=False):
    return isinstance(x, paddle.Tensor) and not x.stop_gradient


def variable_data(x, /):
    return x.detach()
