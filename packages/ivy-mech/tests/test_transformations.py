"""Homogeneous coordinates and transformation matrices."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy_mech import make_coordinates_homogeneous, make_transformation_homogeneous


def arr(values, dtype=np.float64):
    return ivy.asarray(np.asarray(values, dtype=dtype))


class TestMakeCoordinatesHomogeneous:
    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_appends_one(self, batch_shape):
        coords = np.random.default_rng(0).normal(size=(*batch_shape, 3))
        expected = np.concatenate([coords, np.ones((*batch_shape, 1))], axis=-1)
        assert_allclose(make_coordinates_homogeneous(arr(coords)), expected)

    def test_dtype_and_other_sizes(self):
        coords = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
        assert_allclose(
            make_coordinates_homogeneous(arr(coords, np.float32)),
            np.array([[1, 2, 1], [3, 4, 1]], np.float32),
        )

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"make_coordinates_homogeneous.*coords"):
            make_coordinates_homogeneous(ivy.asarray(np.float64(1.0)))


class TestMakeTransformationHomogeneous:
    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_appends_row(self, batch_shape):
        matrices = np.random.default_rng(0).normal(size=(*batch_shape, 3, 4))
        row = np.broadcast_to([0.0, 0.0, 0.0, 1.0], (*batch_shape, 1, 4))
        expected = np.concatenate([matrices, row], axis=-2)
        assert_allclose(make_transformation_homogeneous(arr(matrices)), expected)

    def test_float32_and_composition(self):
        pose = np.concatenate([np.eye(3)[[1, 2, 0]], [[1.0], [2.0], [3.0]]], axis=-1).astype(
            np.float32
        )
        homogeneous = make_transformation_homogeneous(arr(pose, np.float32))
        point = make_coordinates_homogeneous(arr([1.0, 0.0, 0.0], np.float32))
        # [R|t] applied to a homogeneous point gives R x + t with a trailing 1
        assert_allclose(ivy.matmul(homogeneous, point), np.array([1.0, 2.0, 4.0, 1.0], np.float32))

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"make_transformation_homogeneous.*matrices"):
            make_transformation_homogeneous(arr(np.zeros((3, 3))))
