"""The whole-workload benchmarks written once with ivy (``ivy_*.py``) and directly in one framework.

``torch_drone.py`` / ``jax_drone.py``: the drone demo's optimisation step (cubic spline through the
anchor poses, rotation-vector poses to matrices, the drone's body points, signed distances to the
cuboid obstacles, the cost, its gradient and an SGD update); ``torch_vision.py`` /
``jax_vision.py``: an inverse depth warp between two cameras (depth to world coordinates,
reprojection, bilinear sampling). Each computes what ``workloads.py`` computes through ivy, to
float32 rounding, and each is what a user of that framework alone would write: the counted
"without either" code of ``loc.py`` and the native rows of ``overhead.py``. ``ivy_drone.py`` is
the drone step in the references' scope, for ``loc.py`` (the timed ivy step is the demo's own
``Planner``, which computes the same cost).
"""
