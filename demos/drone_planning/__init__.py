"""Gradient-based drone motion planning through a furnished room, on any autodiff backend.

``python demos/drone_planning/main.py --help`` runs it; :mod:`drone_planning.planner` holds the
differentiable pipeline, :mod:`drone_planning.room` reads the scene file and
:mod:`drone_planning.pictures` draws the results.
"""
