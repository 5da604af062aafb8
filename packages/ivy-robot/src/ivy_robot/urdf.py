"""Reading the serial chain of a URDF robot description, with yourdfpy.

:meth:`ivy_robot.Manipulator.from_urdf` builds a manipulator from what :func:`read_urdf_chain`
returns. yourdfpy (an optional dependency: ``pip install ivy-robot[urdf]``) parses the XML; this
module walks the kinematic tree and merges fixed joints, without loading any mesh.
"""

from __future__ import annotations

import io
import os
from typing import Any, NamedTuple

import numpy as np

__all__ = ["UrdfChain", "read_urdf_chain"]

_MOVING_TYPES = {"revolute": "revolute", "continuous": "revolute", "prismatic": "prismatic"}


class UrdfChain(NamedTuple):
    """A URDF's serial chain: the arguments of ``Manipulator.from_joint_frames``."""

    joint_origins: np.ndarray
    """Each moving joint's origin in its parent frame (fixed joints before it merged), (n, 4, 4)."""
    joint_axes: np.ndarray
    """Each moving joint's axis in its own frame, (n, 3)."""
    joint_types: tuple[str, ...]
    """``"revolute"`` (also for continuous joints) or ``"prismatic"``, per joint."""
    joint_limits: np.ndarray
    """``[lower, upper]`` per joint, ±inf where the URDF gives none, (n, 2)."""
    joint_names: tuple[str, ...]
    """The moving joints' names."""
    tool_mat: np.ndarray
    """The fixed joints after the last moving joint, up to ``end_link``, (4, 4)."""
    link_names: tuple[str, ...]
    """The base link, the child link of each moving joint, and the end link: n + 2 names."""


def _load(urdf: Any) -> Any:
    try:
        import yourdfpy
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise ImportError(
            "Manipulator.from_urdf needs yourdfpy: pip install ivy-robot[urdf]"
        ) from error
    options = {
        "build_scene_graph": False,
        "build_collision_scene_graph": False,
        "load_meshes": False,
        "load_collision_meshes": False,
    }
    if isinstance(urdf, str) and urdf.lstrip().startswith("<"):
        return yourdfpy.URDF.load(io.BytesIO(urdf.encode()), **options)
    path = os.fspath(urdf)
    if not os.path.isfile(path):
        raise FileNotFoundError(f"Manipulator.from_urdf: no URDF file at {path!r}")
    return yourdfpy.URDF.load(path, **options)


def read_urdf_chain(
    urdf: Any, *, base_link: str | None = None, end_link: str | None = None
) -> UrdfChain:
    """The serial chain from ``base_link`` to ``end_link`` of a URDF robot description.

    Args:
        urdf: a path to a ``.urdf`` file or the URDF's XML text (a string starting with ``<``).
        base_link: the chain's first link; the tree's root by default.
        end_link: the chain's last link; by default the one leaf of an unbranched tree.

    Returns:
        :class:`UrdfChain`.

    Raises:
        ImportError: yourdfpy is not installed.
        FileNotFoundError: ``urdf`` is neither XML nor an existing file.
        ValueError: the description has no single root, a link is unknown, the chain branches
            with no ``end_link`` given, a joint on the chain is neither revolute, continuous,
            prismatic nor fixed, or mimics another joint, or the chain has no moving joint.

    Example:
        >>> chain = read_urdf_chain('''<robot name="slider">
        ...   <link name="rail"/> <link name="cart"/>
        ...   <joint name="slide" type="prismatic">
        ...     <parent link="rail"/> <child link="cart"/> <axis xyz="1 0 0"/>
        ...     <limit lower="0" upper="0.5" effort="1" velocity="1"/>
        ...   </joint>
        ... </robot>''')
        >>> chain.joint_types, chain.joint_limits, chain.link_names
        (('prismatic',), array([[0. , 0.5]]), ('rail', 'cart', 'cart'))
    """
    fn = "Manipulator.from_urdf"
    robot = _load(urdf).robot
    links = [link.name for link in robot.links]
    parent_joint = {joint.child: joint for joint in robot.joints}
    children: dict[str, list[Any]] = {name: [] for name in links}
    for joint in robot.joints:
        for link in (joint.parent, joint.child):
            if link not in children:
                raise ValueError(f"{fn}: joint {joint.name!r} names an unknown link {link!r}")
        children[joint.parent].append(joint)
    roots = [name for name in links if name not in parent_joint]
    if len(roots) != 1:
        raise ValueError(f"{fn}: the URDF's links must form one tree; its roots are {roots}")
    for name in (base_link, end_link):
        if name is not None and name not in children:
            raise ValueError(f"{fn}: no link named {name!r}; the links are {links}")
    base_link = roots[0] if base_link is None else base_link

    if end_link is None:
        path, link = [], base_link
        while children[link]:
            if len(children[link]) > 1:
                names = [joint.name for joint in children[link]]
                leaves = [name for name in links if not children[name]]
                raise ValueError(
                    f"{fn}: the chain branches at link {link!r} (joints {names}); name the "
                    f"chain's last link with end_link=, one of {leaves}"
                )
            path.append(children[link][0])
            link = children[link][0].child
        end_link = link
    else:
        path, link = [], end_link
        while link != base_link:
            if link not in parent_joint:
                raise ValueError(f"{fn}: end_link {end_link!r} does not descend from {base_link!r}")
            path.append(parent_joint[link])
            link = parent_joint[link].parent
        path.reverse()

    origins, axes, types, limits, names, link_names = [], [], [], [], [], [base_link]
    pending = np.eye(4)
    for joint in path:
        origin = np.eye(4) if joint.origin is None else np.asarray(joint.origin, dtype=float)
        if joint.type == "fixed":
            pending = pending @ origin
            continue
        if joint.type not in _MOVING_TYPES:
            raise ValueError(
                f"{fn}: joint {joint.name!r} has type {joint.type!r}; a serial chain takes "
                "revolute, continuous, prismatic and fixed joints"
            )
        if joint.mimic is not None:
            raise ValueError(
                f"{fn}: joint {joint.name!r} mimics {joint.mimic.joint!r}; coupled joints are "
                "not supported"
            )
        origins.append(pending @ origin)
        pending = np.eye(4)
        axes.append(np.array([1.0, 0.0, 0.0]) if joint.axis is None else joint.axis)
        types.append(_MOVING_TYPES[joint.type])
        limit = joint.limit
        bounded = joint.type != "continuous" and limit is not None
        lower = limit.lower if bounded and limit.lower is not None else -np.inf
        upper = limit.upper if bounded and limit.upper is not None else np.inf
        limits.append([lower, upper])
        names.append(joint.name)
        link_names.append(joint.child)
    if not origins:
        raise ValueError(f"{fn}: the chain from {base_link!r} to {end_link!r} has no moving joint")
    link_names.append(end_link)
    return UrdfChain(
        joint_origins=np.stack(origins),
        joint_axes=np.stack(axes).astype(float),
        joint_types=tuple(types),
        joint_limits=np.array(limits, dtype=float),
        joint_names=tuple(names),
        tool_mat=pending,
        link_names=tuple(link_names),
    )
