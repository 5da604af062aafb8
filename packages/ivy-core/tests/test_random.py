"""Random draws: their ranges, shapes, dtypes and statistics, seeding, and their errors.

Statistical checks use ~10k samples and fixed seeds, so they are deterministic; bounds are a few
standard errors wide.
"""

import concurrent.futures

import numpy as np
import pytest

import ivy

N = 10_000


def _np(x):
    return ivy.to_numpy(x)


def test_random_uniform_range_shape_dtype_and_moments():
    x = ivy.random_uniform(low=-2.0, high=4.0, shape=(N,), seed=0)
    assert ivy.dtype(x) == "float32" and ivy.shape(x) == (N,)
    values = _np(x).astype(np.float64)
    assert values.min() >= -2.0 and values.max() < 4.0
    # mean 1, std 6 / sqrt(12): standard error of the mean ~0.017
    assert abs(values.mean() - 1.0) < 0.07
    assert abs(values.std() - 6 / np.sqrt(12)) < 0.05


def test_an_integer_array_seed_draws_as_its_integer():
    # A 0-d array seed (numpy's, or the backend's own) is the integer it holds, on every backend.
    expected = ivy.to_numpy(ivy.random_uniform(shape=(3,), seed=7))
    for seed in (np.asarray(7), ivy.asarray(7)):
        np.testing.assert_array_equal(
            ivy.to_numpy(ivy.random_uniform(shape=(3,), seed=seed)), expected
        )


def test_random_uniform_broadcasts_array_bounds():
    low = ivy.asarray([0.0, 10.0, 100.0])
    x = ivy.random_uniform(low=low, high=low + 1, shape=(N, 3), dtype="float64", seed=1)
    assert ivy.dtype(x) == "float64" and ivy.shape(x) == (N, 3)
    values = _np(x)
    assert (values >= [0, 10, 100]).all() and (values < [1, 11, 101]).all()
    assert ivy.shape(ivy.random_uniform(low=ivy.zeros((2, 1)), high=ivy.ones(3), seed=2)) == (2, 3)
    assert ivy.shape(ivy.random_uniform(seed=3)) == ()


def test_random_normal_moments_and_broadcasting():
    x = _np(ivy.random_normal(mean=3.0, std=2.0, shape=(N,), seed=0)).astype(np.float64)
    assert abs(x.mean() - 3.0) < 0.08  # standard error 0.02
    assert abs(x.std() - 2.0) < 0.06
    mean = ivy.asarray([-5.0, 5.0])
    y = _np(ivy.random_normal(mean=mean, std=0.1, shape=(N, 2), seed=1))
    assert np.allclose(y.mean(axis=0), [-5.0, 5.0], atol=0.01)
    assert ivy.dtype(ivy.random_normal(shape=2, dtype="float64", seed=0)) == "float64"


def test_randint_range_dtype_and_uniformity():
    x = ivy.randint(-3, 4, shape=(N,), seed=0)
    assert ivy.dtype(x) == "int64" and ivy.shape(x) == (N,)
    counts = np.bincount(_np(x) + 3, minlength=7)
    assert len(counts) == 7 and (np.abs(counts - N / 7) < 5 * np.sqrt(N / 7)).all()
    assert ivy.dtype(ivy.randint(0, 5, shape=3, dtype="int32", seed=0)) == "int32"
    assert ivy.shape(ivy.randint(0, 5, seed=0)) == ()


@pytest.mark.parametrize(
    "draw",
    [
        lambda seed: ivy.random_uniform(shape=(50,), seed=seed),
        lambda seed: ivy.random_normal(shape=(50,), seed=seed),
        lambda seed: ivy.randint(0, 1000, shape=(50,), seed=seed),
        lambda seed: ivy.shuffle(ivy.arange(50), seed=seed),
        lambda seed: ivy.multinomial(ivy.ones((2, 50)), 20, seed=seed),
        lambda seed: ivy.multinomial(ivy.ones(50), 50, replace=False, seed=seed),
        lambda seed: ivy.bernoulli(0.5, shape=(50,), seed=seed),
        lambda seed: ivy.dropout(ivy.ones(50), 0.5, seed=seed),
    ],
    ids=[
        "uniform",
        "normal",
        "randint",
        "shuffle",
        "multinomial",
        "no_replace",
        "bernoulli",
        "dropout",
    ],
)
def test_same_seed_same_numbers_other_seed_other_numbers(draw):
    first, again, other = _np(draw(7)), _np(draw(7)), _np(draw(8))
    np.testing.assert_array_equal(first, again)
    assert not np.array_equal(first, other)


def test_seeded_draws_repeat_under_threads():
    # Where a framework has only global generators (paddle, mxnet), a seed= draw seeds, draws
    # and restores them: unseeded draws in other threads must not slip in between.
    expected = {seed: _np(ivy.random_normal(shape=(64,), seed=seed)) for seed in range(4)}
    backend = ivy.current_backend()

    def work(seed):
        with ivy.using_backend(backend):
            draws = []
            for _ in range(20):
                ivy.random_uniform(shape=(64,))  # an unseeded draw, advancing the stream
                draws.append(_np(ivy.random_normal(shape=(64,), seed=seed)))
                ivy.dropout(ivy.ones(64), 0.5)
            return draws

    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        results = dict(zip(range(4), pool.map(work, range(4)), strict=True))
    for seed, draws in results.items():
        for draw in draws:
            np.testing.assert_array_equal(draw, expected[seed])


def test_seed_makes_unseeded_draws_reproducible():
    ivy.seed(42)
    a = _np(ivy.random_uniform(shape=(20,)))
    b = _np(ivy.random_uniform(shape=(20,)))
    assert not np.array_equal(a, b)  # the state advances
    ivy.seed(42)
    np.testing.assert_array_equal(_np(ivy.random_uniform(shape=(20,))), a)
    np.testing.assert_array_equal(_np(ivy.random_uniform(shape=(20,))), b)


def test_seeded_draw_leaves_the_stream_reproducible():
    # A seed= draw in between must not make the unseeded stream depend on anything but ivy.seed.
    ivy.seed(3)
    ivy.random_normal(shape=(4,), seed=11)
    first = _np(ivy.random_uniform(shape=(10,)))
    ivy.seed(3)
    ivy.random_normal(shape=(4,), seed=11)
    np.testing.assert_array_equal(_np(ivy.random_uniform(shape=(10,))), first)


def test_shuffle_is_a_permutation_along_the_axis():
    x = np.arange(24).reshape(4, 6)
    rows = _np(ivy.shuffle(ivy.asarray(x), seed=0))
    assert sorted(map(tuple, rows)) == sorted(map(tuple, x))
    columns = _np(ivy.shuffle(ivy.asarray(x), axis=-1, seed=1))
    assert sorted(map(tuple, columns.T)) == sorted(map(tuple, x.T))
    assert not np.array_equal(_np(ivy.shuffle(ivy.arange(100), seed=2)), np.arange(100))


def test_multinomial_frequencies_and_shape():
    probs = ivy.asarray([[0.2, 0.0, 0.8], [1.0, 2.0, 1.0]])  # rows need not sum to 1
    x = ivy.multinomial(probs, N, seed=0)
    assert ivy.dtype(x) == "int64" and ivy.shape(x) == (2, N)
    values = _np(x)
    freq0 = np.bincount(values[0], minlength=3) / N
    freq1 = np.bincount(values[1], minlength=3) / N
    assert freq0[1] == 0 and abs(freq0[2] - 0.8) < 0.02  # standard error 0.004
    assert np.allclose(freq1, [0.25, 0.5, 0.25], atol=0.025)
    assert ivy.shape(ivy.multinomial(ivy.ones((2, 3, 4)), 5, seed=0)) == (2, 3, 5)


def test_multinomial_without_replacement_gives_distinct_indices():
    x = _np(ivy.multinomial(ivy.ones((8, 10)), 10, replace=False, seed=0))
    for row in x:
        assert sorted(row) == list(range(10))
    # The heaviest category comes first most often.
    first = _np(ivy.multinomial(ivy.asarray([[1.0, 1.0, 8.0]] * 2000), 2, replace=False, seed=1))
    assert abs((first[:, 0] == 2).mean() - 0.8) < 0.05
    assert (first[:, 0] != first[:, 1]).all()


def test_bernoulli_frequency_shape_and_dtype():
    x = ivy.bernoulli(0.3, shape=(N,), seed=0)
    assert ivy.dtype(x) == "float32" and ivy.shape(x) == (N,)
    values = _np(x)
    assert set(np.unique(values)) <= {0.0, 1.0} and abs(values.mean() - 0.3) < 0.02
    probs = ivy.asarray([0.0, 1.0, 0.5])
    y = _np(ivy.bernoulli(probs, shape=(N, 3), dtype="bool", seed=1))
    assert y.dtype == np.bool_ and not y[:, 0].any() and y[:, 1].all()
    assert abs(y[:, 2].mean() - 0.5) < 0.02
    assert ivy.shape(ivy.bernoulli(probs, seed=2)) == (3,)


@pytest.mark.parametrize("seed", [None, 5])
def test_dropout_zero_fraction_and_scaling(seed):
    x = _np(ivy.dropout(ivy.ones((100, 100)), 0.25, seed=seed))
    assert set(np.unique(x)) <= {0.0, np.float32(1 / 0.75)}
    assert abs((x == 0).mean() - 0.25) < 0.02  # standard error 0.004
    unscaled = _np(ivy.dropout(ivy.full((100, 100), 2.0), 0.5, scale=False, seed=seed))
    assert set(np.unique(unscaled)) == {0.0, 2.0}


def test_dropout_edge_cases_and_noise_shape():
    x = ivy.ones((4, 50))
    np.testing.assert_array_equal(_np(ivy.dropout(x, 0.9, training=False)), np.ones((4, 50)))
    np.testing.assert_array_equal(_np(ivy.dropout(x, 0.0, seed=0)), np.ones((4, 50)))
    np.testing.assert_array_equal(_np(ivy.dropout(x, 1.0, seed=0)), np.zeros((4, 50)))
    columns = _np(ivy.dropout(x, 0.5, noise_shape=(1, 50), seed=0))
    assert (columns == columns[0]).all() and 0 < (columns[0] == 0).sum() < 50
    assert ivy.dtype(ivy.dropout(ivy.ones(3, dtype="float64"), 0.5, seed=0)) == "float64"


def test_bad_arguments_raise_clear_errors():
    with pytest.raises(ValueError, match="random_uniform: low must be less than high; got low=1"):
        ivy.random_uniform(low=1.0, high=1.0)
    with pytest.raises(ValueError, match="randint: low must be less than high; got low=5, high=2"):
        ivy.randint(5, 2)
    with pytest.raises(ValueError, match="random_normal: std must be non-negative; got -1"):
        ivy.random_normal(std=-1.0)
    with pytest.raises(ValueError, match=r"dropout: prob must be in \[0, 1\]; got 1.5"):
        ivy.dropout(ivy.ones(3), 1.5)
    with pytest.raises(ValueError, match=r"bernoulli: probs must be in \[0, 1\]; got -0.1"):
        ivy.bernoulli(-0.1)
    with pytest.raises(ValueError, match="multinomial: without replacement num_samples must be"):
        ivy.multinomial(ivy.ones(3), 4, replace=False)
    with pytest.raises(ivy.ShapeError, match="multinomial: probs must have shape"):
        ivy.multinomial(ivy.asarray(1.0), 1)
    with pytest.raises(
        ivy.ShapeError, match=r"random_uniform: low of shape \(3,\).*to shape \(2,\)"
    ):
        ivy.random_uniform(low=ivy.zeros(3), shape=(2,))
    with pytest.raises(ivy.ShapeError, match=r"dropout: noise_shape \(3,\) does not broadcast"):
        ivy.dropout(ivy.ones((2, 4)), 0.5, noise_shape=(3,))
    with pytest.raises(
        ivy.DtypeError, match="random_uniform: dtype must be of kind 'real floating'; got int32"
    ):
        ivy.random_uniform(dtype="int32")
    with pytest.raises(
        ivy.DtypeError, match="randint: dtype must be of kind 'integral'; got float32"
    ):
        ivy.randint(0, 3, dtype="float32")
    with pytest.raises(ValueError, match="seed: seed_value must be a non-negative"):
        ivy.seed(-1)
    with pytest.raises(TypeError, match="random_normal: seed must be a non-negative integer"):
        ivy.random_normal(seed=1.5)
    with pytest.raises(ivy.AxisError, match="shuffle: axis 1 is out of range"):
        ivy.shuffle(ivy.arange(3), axis=1)
