from ivy._common.autodiff import argnums_tuple, as_list, grads_only, like, per_arg
from ivy.backends.mxnet._mx import mnp, mx
from ivy.errors import UnsupportedError

# The api (ivy.api.gradients) hands every function here a func of flat lists of floating arrays;
# an argument here is an array or a list of arrays. Inputs are copied and the copies get the
# gradient buffers (attach_grad), so no user array's .grad is touched. mxnet records one graph at
# a time: these calls do not nest (no higher-order derivatives).


def _tracked(x):
    y = x.copy()
    y.attach_grad()
    return y


def _record(func, args, nums):
    """Runs ``func`` recording, on copies of the selected args; returns (out, args, sources)."""
    if mx.autograd.is_recording():
        # an enclosing differentiation would silently see zero derivatives: say so instead.
        raise UnsupportedError(
            "gradients inside a differentiation are not supported by the mxnet backend: mxnet"
            " records one graph at a time (no higher-order derivatives)"
        )
    args = list(args)
    for i in nums:
        args[i] = like(args[i], [_tracked(x) for x in as_list(args[i])])
    with mx.autograd.record():
        out = func(*args)
    return out, args, [x for i in nums for x in as_list(args[i])]


def _backward(outputs, sources, cotangents=None):
    """d outputs / d sources (weighted by cotangents), into fresh arrays."""
    for source in sources:
        # differs: mxnet's 0-d arrays take only () as an index, not ...
        source.grad[() if source.ndim == 0 else ...] = 0
    try:
        mx.autograd.backward(outputs, head_grads=cotangents, retain_graph=True)
    except mx.base.MXNetError as error:
        # outputs computed without the sources (constants) have zero gradients.
        if "not in a computational graph" not in str(error):
            raise
    return [source.grad.copy() for source in sources]


def value_and_grad(func, /, argnums=0, has_aux=False):
    def value_and_grad_fn(*args):
        nums = argnums_tuple(argnums)
        out, args, sources = _record(func, args, nums)
        value = out[0] if has_aux else out
        flat = _backward([value], sources)
        value = value.detach()
        return ((value, out[1]) if has_aux else value), per_arg(args, nums, argnums, flat)

    return value_and_grad_fn


def grad(func, /, argnums=0, has_aux=False):
    return grads_only(value_and_grad(func, argnums=argnums, has_aux=has_aux), has_aux)


def execute_with_gradients(func, xs, /, retain_grads=False, has_aux=False):
    # differs: results are always detached (mxnet gradients do not nest), whatever retain_grads.
    return value_and_grad(func, has_aux=has_aux)(xs)


def _jacobian_rows(out, sources):
    """For each element k of ``out`` (flattened), d out[k] / d sources."""
    rows = []
    for k in range(out.size):
        head = mnp.zeros(out.size, dtype=out.dtype, ctx=out.ctx)
        head[k] = 1
        rows.append(_backward([out], sources, [head.reshape(out.shape)]))
    return rows


def jac(func, /, argnums=0):
    # differs: composed of one vector-Jacobian product per output element.
    def jacobian(*args):
        nums = argnums_tuple(argnums)
        out, args, sources = _record(func, args, nums)
        rows = _jacobian_rows(out, sources)
        flat = [
            mnp.stack([row[j] for row in rows]).reshape(out.shape + source.shape)
            if rows
            else mnp.zeros(out.shape + source.shape, dtype=source.dtype, ctx=source.ctx)
            for j, source in enumerate(sources)
        ]
        return per_arg(args, nums, argnums, flat)

    return jacobian


def vjp(func, /, *primals):
    nums = tuple(range(len(primals)))
    out, args, sources = _record(func, primals, nums)
    outputs = as_list(out)

    def vjp_fn(cotangents):
        flat = _backward(outputs, sources, as_list(cotangents))
        return per_arg(args, nums, nums, flat)

    return like(out, [o.detach() for o in outputs]), vjp_fn


def jvp(func, primals, tangents, /):
    # differs: mxnet has no forward mode and few second derivatives, so J t is computed row by
    # row from vector-Jacobian products (one backward pass per output element).
    nums = tuple(range(len(primals)))
    out, _, sources = _record(func, primals, nums)
    flat_tangents = [t for tangent in tangents for t in as_list(tangent)]
    tangent_out = []
    for o in as_list(out):
        zero = mnp.zeros((), dtype=o.dtype, ctx=o.ctx)
        values = [
            sum(((g * t).sum() for g, t in zip(row, flat_tangents, strict=True)), zero)
            for row in _jacobian_rows(o, sources)
        ]
        tangent_out.append(
            mnp.stack(values).reshape(o.shape)
            if values
            else mnp.zeros(o.shape, dtype=o.dtype, ctx=o.ctx)
        )
    return like(out, [o.detach() for o in as_list(out)]), like(out, tangent_out)


def stop_gradient(x, /):
    return x.detach()


def variable(x, /):
    # differs: a copy of x with a gradient buffer; attach_grad on x itself would change x.
    return _tracked(x)


def is_variable(x, /, exclusive=False):
    return isinstance(x, mx.nd.NDArray) and x.grad is not None


def variable_data(x, /):
    return x.detach()
