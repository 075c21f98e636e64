"""How the benchmarks open Drydock's window (the one place that names the app's API)."""

from __future__ import annotations


def open_window(path: str):
    raise RuntimeError("the Drydock main window has not landed yet")
