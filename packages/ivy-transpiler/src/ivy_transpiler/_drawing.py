"""Graph.show: a layered drawing of a graph with matplotlib (headless, Agg)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ivy_transpiler.graph import Graph, Node

_COLOURS = {"input": "#9be29b", "state": "#d9d9d9", "call": "#a9c8f0", "output": "#f4a3a3"}
# Inches per layer and per node of the widest layer, and the largest figure side (inches) at
# 100 dpi: big graphs get a smaller font rather than a picture no viewer opens.
_LAYER_HEIGHT, _NODE_WIDTH, _LARGEST = 0.55, 1.3, 160.0


def _label(node: Node) -> str:
    if node.op == "placeholder":
        return str(node.target)
    if node.op == "output":
        return "output"
    name = getattr(node.target, "__name__", None) or type(node.target).__name__
    return name


def _kind(node: Node) -> str:
    if node.op == "placeholder":
        return "input" if node.meta["kind"] == "input" else "state"
    return "output" if node.op == "output" else "call"


def layout(nodes: list[Node]) -> dict[Node, tuple[float, int]]:
    """(x.

    Layer) per node: layer = longest path from a source; within a layer, nodes sit in the order of
    their inputs' mean position (one sweep of the barycentre heuristic).
    """
    layer: dict[Node, int] = {}
    for node in nodes:  # nodes are in execution order, so inputs come first
        inputs = [layer[n] for n in node.all_input_nodes if n in layer]
        layer[node] = 1 + max(inputs) if inputs else 0
    # State placeholders sit just above their first user, not all at the top.
    for node in nodes:
        if node.op == "placeholder" and node.meta["kind"] != "input" and node.users:
            first = min(layer[user] for user in node.users if user in layer)
            layer[node] = max(first - 1, 0)
    rows: dict[int, list[Node]] = {}
    for node in nodes:
        rows.setdefault(layer[node], []).append(node)
    x: dict[Node, float] = {}
    for depth in sorted(rows):
        row = rows[depth]
        centre = {}
        for i, node in enumerate(row):
            xs = [x[n] for n in node.all_input_nodes if n in x]
            centre[node] = sum(xs) / len(xs) if xs else float(i)
        row.sort(key=centre.__getitem__)
        offset = (len(row) - 1) / 2
        for i, node in enumerate(row):
            x[node] = i - offset
    return {node: (x[node], layer[node]) for node in nodes}


def draw(graph: Graph, path: Path, state: bool = True) -> Path:
    """Writes the drawing of ``graph`` to ``path`` (PNG) and returns the path."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.collections import LineCollection

    nodes = [
        n for n in graph.nodes if state or not (n.op == "placeholder" and n.meta["kind"] != "input")
    ]
    positions = layout(nodes)
    depth = 1 + max((layer for _, layer in positions.values()), default=0)
    width = 1 + max(
        (sum(1 for _, layer in positions.values() if layer == d) for d in range(depth)), default=1
    )
    size = (min(width * _NODE_WIDTH, _LARGEST), min(depth * _LAYER_HEIGHT, _LARGEST))
    scale = min(1.0, _LARGEST / (width * _NODE_WIDTH), _LARGEST / (depth * _LAYER_HEIGHT))
    figure, axes = plt.subplots(figsize=(max(size[0], 3.0), max(size[1], 2.0)))
    try:
        segments = [
            [(positions[a][0], -positions[a][1]), (positions[b][0], -positions[b][1])]
            for b in nodes
            for a in b.all_input_nodes
            if a in positions
        ]
        axes.add_collection(LineCollection(segments, colors="#777777", linewidths=0.6, zorder=1))
        font = max(2.0, 7.0 * scale)
        for node, (x, layer) in positions.items():
            axes.text(
                x,
                -layer,
                _label(node),
                ha="center",
                va="center",
                fontsize=font,
                zorder=2,
                bbox={"boxstyle": "round,pad=0.25", "fc": _COLOURS[_kind(node)], "lw": 0.4},
            )
        xs = [x for x, _ in positions.values()] or [0.0]
        axes.set_xlim(min(xs) - 1, max(xs) + 1)
        axes.set_ylim(-depth, 1)
        axes.set_axis_off()
        axes.set_title(f"{graph.name} ({graph.framework}): {len(nodes)} nodes", fontsize=9)
        figure.savefig(path, dpi=100, bbox_inches="tight")
    finally:
        plt.close(figure)
    return path
