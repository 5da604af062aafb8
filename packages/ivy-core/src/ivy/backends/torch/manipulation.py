import torch

from ivy.backends.torch._promotion import promote_all

_INT64 = torch.int64
_SHELL = frozenset({torch.uint16, torch.uint32, torch.uint64})  # dtypes with few kernels

broadcast_to = torch.broadcast_to
permute_dims = torch.permute
squeeze = torch.squeeze  # the api passes a tuple of size-one axes
tile = torch.tile
unstack = torch.unbind  # a tuple


def stack(arrays, /, axis=0):
    return torch.stack(promote_all(arrays), axis)


def reshape(x, /, shape, copy=None):
    if copy is None:
        return x.reshape(shape)
    if copy:
        return x.clone(memory_format=torch.contiguous_format).view(shape)
    # differs: torch has no copy=False; view() is reshape that refuses to copy.
    try:
        return x.view(shape)
    except RuntimeError:
        x.reshape(shape)  # a shape that does not fit raises torch's usual error
        raise ValueError("reshape: copy=False, but this reshape needs a copy") from None


def concat(arrays, /, axis=0):
    if axis is None:
        return torch.cat([torch.flatten(a) for a in promote_all(arrays)])
    # differs: torch.cat silently skips 1-d empty tensors beside tensors of other ndims.
    ndim = arrays[0].ndim
    for a in arrays:
        if a.ndim != ndim:
            raise ValueError("concat: arrays must have one number of dimensions")
    return torch.cat(promote_all(arrays), axis)


def expand_dims(x, /, axis):
    # The api passes distinct non-negative positions in the result; inserting them in
    # increasing order puts each where it belongs.
    for a in sorted(axis):
        x = torch.unsqueeze(x, a)
    return x


def flip(x, /, axis=None):
    return torch.flip(x, range(x.ndim) if axis is None else axis)


def roll(x, /, shift, axis=None):
    # differs: torch.roll refuses an empty tuple of axes (a no-op).
    if axis == ():
        return torch.clone(x)
    return torch.roll(x, shift, axis)


def repeat(x, repeats, /, axis=None):
    try:
        return torch.repeat_interleave(x, repeats, axis)
    except NotImplementedError:
        # differs: torch counts repeats only in int32 or int64 (the standard: any integer
        # dtype), and has no kernel for its uint16/32/64 "shell" dtypes, whose values int64
        # holds (uint64's bits, which come back unchanged).
        wrong_counts = isinstance(repeats, torch.Tensor) and repeats.dtype is not _INT64
        if not wrong_counts and x.dtype not in _SHELL:
            raise
    if isinstance(repeats, torch.Tensor):
        repeats = repeats.to(_INT64)
    if x.dtype in _SHELL:
        return torch.repeat_interleave(x.to(_INT64), repeats, axis).to(x.dtype)
    return torch.repeat_interleave(x, repeats, axis)


def split(x, /, num_or_size_splits, axis=0):
    return list(torch.split(x, num_or_size_splits, axis))


broadcast_arrays = torch.broadcast_tensors  # a tuple


def constant_pad(x, /, pad_width, value=0):
    # differs: torch.nn.functional.pad takes the pairs flattened, last axis first, and a real
    # value only: a complex x is padded part by part.
    flat = [p for pair in reversed(pad_width) for p in pair]
    if not isinstance(value, complex):
        return _pad(x, flat, mode="constant", value=value)
    if not x.is_complex():
        return _pad(x, flat, mode="constant", value=value.real)
    real = _pad(x.real, flat, mode="constant", value=value.real)
    imag = _pad(x.imag, flat, mode="constant", value=value.imag)
    return torch.complex(real, imag)


_pad = torch.nn.functional.pad
