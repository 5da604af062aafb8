import tensorflow as tf

from ivy.backends.tensorflow._promotion import pair, promote_all

_R = tf.raw_ops
# dtypes without a matmul kernel, and the dtype that computes them: integer products and sums
# wrap around modulo 2**bits, so casting back is exact (bool: any true product is true).
_MATMUL_VIA = {
    tf.bool: tf.int32,
    tf.int8: tf.int32,
    tf.int16: tf.int32,
    tf.uint8: tf.int32,
    tf.uint16: tf.int32,
    tf.uint32: tf.int64,
    tf.uint64: tf.int64,
}


def matmul(x1, x2, /):
    # differs: tf's matmul takes neither 1-d operands nor mixed dtypes.
    x1, x2 = pair(x1, x2)
    wide = _MATMUL_VIA.get(x1.dtype)
    if wide is not None:
        result = matmul(tf.cast(x1, wide), tf.cast(x2, wide))
        return _R.NotEqual(x=result, y=0) if x1.dtype is tf.bool else tf.cast(result, x1.dtype)
    rank1, rank2 = x1.shape.rank, x2.shape.rank
    if rank1 == 2 and rank2 == 2:
        return _R.MatMul(a=x1, b=x2)
    if rank1 != 1 and rank2 != 1:
        return _R.BatchMatMulV2(x=x1, y=x2)
    squeeze = []
    if rank1 == 1:
        x1 = _R.ExpandDims(input=x1, axis=0)
        squeeze.append(-2)
    if rank2 == 1:
        x2 = _R.ExpandDims(input=x2, axis=-1)
        squeeze.append(-1)
    return _R.Squeeze(input=_R.BatchMatMulV2(x=x1, y=x2), axis=squeeze)


matrix_transpose = tf.linalg.matrix_transpose


def tensordot(x1, x2, /, axes=2):
    # differs: tf promotes no dtypes, has no matmul kernel for small integers, and takes no
    # negative axes in the pair.
    x1, x2 = pair(x1, x2)
    wide = _MATMUL_VIA.get(x1.dtype)
    if wide is not None:
        result = tensordot(tf.cast(x1, wide), tf.cast(x2, wide), axes=axes)
        return _R.NotEqual(x=result, y=0) if x1.dtype is tf.bool else tf.cast(result, x1.dtype)
    if not isinstance(axes, int):
        rank1, rank2 = x1.shape.rank, x2.shape.rank
        axes = (
            [a + rank1 if a < 0 else a for a in axes[0]],
            [a + rank2 if a < 0 else a for a in axes[1]],
        )
    return tf.tensordot(x1, x2, axes)


def vecdot(x1, x2, /, axis=-1):
    x1, x2 = pair(x1, x2)
    if x1.dtype.is_complex:
        x1 = tf.math.conj(x1)
    return _R.Sum(input=x1 * x2, axis=axis, keep_dims=False)


def einsum(equation, *operands):
    return tf.einsum(equation, *promote_all(operands))
