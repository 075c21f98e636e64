"""The window is one class that lays itself out and wires its parts; what it does lives in
controllers, each given a typed services object (issue 24 §5). No module of the app imports one
that imports it back: not at the top, not inside a function, not for type checking only."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from PySide6.QtWidgets import QMainWindow

import designer.app
from designer.app.main_window import MainWindow

APP = Path(designer.app.__file__).parent


def imports(package: Path, prefix: str) -> dict[str, set[str]]:
    """Each module of ``package`` and the modules of it that it imports anywhere in its text."""
    graph: dict[str, set[str]] = {}
    for file in package.glob("*.py"):
        name = f"{prefix}.{file.stem}"
        found = graph.setdefault(name, set())
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(prefix):
                found.add(node.module)
                found.update(f"{node.module}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name.startswith(prefix))
    return {name: {m for m in found if m in graph and m != name} for name, found in graph.items()}


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The groups of modules that reach each other (strongly connected, more than one)."""
    reach = {name: set() for name in graph}
    for name in graph:
        todo = list(graph[name])
        while todo:
            other = todo.pop()
            if other not in reach[name]:
                reach[name].add(other)
                todo.extend(graph[other])
    groups = {frozenset({name} | {o for o in reach[name] if name in reach[o]}) for name in graph}
    return [set(g) for g in groups if len(g) > 1]


def test_the_circle_finder_finds_a_circle_through_a_deferred_import(tmp_path):
    (tmp_path / "a.py").write_text("from pkg.b import x\n")
    (tmp_path / "b.py").write_text("def f():\n    from pkg import a\n")
    (tmp_path / "c.py").write_text("import pkg.a\n")
    assert circles(imports(tmp_path, "pkg")) == [{"pkg.a", "pkg.b"}]


def test_no_module_of_the_app_imports_one_that_imports_it_back():
    # Before: dialogs <-> print_options (a deferred import), main_window <-> compare_component
    # and fleet_component (type checking only).
    assert circles(imports(APP, "designer.app")) == []


def test_the_window_is_one_class_without_mixins():
    assert MainWindow.__bases__ == (QMainWindow,)
    own = [name for name, member in vars(MainWindow).items() if inspect.isfunction(member)]
    assert len(own) <= 25, own  # 67 across the window and its four mixins before
