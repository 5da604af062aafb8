"""Python sequences given to ivy_mech: refused by name, the same on every backend.

ivy_mech checks each input's shape (``ivy.check_shape``) before any ivy call; a nested list is
not an array whose shape could be checked, so it is refused with ``ivy.NotAnArrayError`` naming
the function and the argument (it used to pass for a 0-d array: "got shape ()"). Converting it
with ``ivy.asarray`` first gives the backend's arrays.
"""

import numpy as np
import pytest

import ivy
import ivy_mech

IDENTITY = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]
QUATERNION = [0.0, 0.0, 0.0, 1.0]

# (function, argument name, its value as Python data, other positional arguments as Python data)
CALLS = [
    ("quaternion_to_rot_mat", "quaternion", QUATERNION, ()),
    ("rot_mat_to_quaternion", "rot_mat", IDENTITY, ()),
    ("euler_to_rot_mat", "euler_angles", [0.1, 0.2, 0.3], ()),
    ("rot_vec_to_rot_mat", "rot_vec", (0.1, 0.2, 0.3), ()),
    ("hamilton_product", "quaternion1", QUATERNION, (QUATERNION,)),
    ("quaternion_pose_to_mat_pose", "quaternion_pose", [1.0, 2.0, 3.0, *QUATERNION], ()),
    ("polar_to_cartesian_coords", "polar_coords", [1.0, 0.5, 0.25], ()),
    ("make_coordinates_homogeneous", "coords", [[1.0, 2.0, 3.0]], ()),
]


@pytest.mark.parametrize(("name", "argument", "value", "others"), CALLS, ids=[c[0] for c in CALLS])
def test_sequences_are_refused_with_the_function_and_argument_named(name, argument, value, others):
    function = getattr(ivy_mech, name)
    arrays = [ivy.asarray(np.asarray(other, np.float32)) for other in others]
    with pytest.raises(ivy.NotAnArrayError) as info:
        function(value, *arrays)
    message = str(info.value)
    assert message.startswith(f"{name}: {argument} must be an array of shape (")
    assert f"got {type(value).__name__}: convert it with ivy.asarray({argument}) first" in message
    assert isinstance(info.value, TypeError)


@pytest.mark.parametrize(("name", "argument", "value", "others"), CALLS, ids=[c[0] for c in CALLS])
def test_the_converted_sequence_gives_the_backends_arrays(name, argument, value, others):
    function = getattr(ivy_mech, name)
    x = ivy.asarray(np.asarray(value, np.float32))
    arrays = [ivy.asarray(np.asarray(other, np.float32)) for other in others]
    result = function(x, *arrays)
    assert type(result) is type(x)
    assert ivy.dtype(result) == ivy.float32
