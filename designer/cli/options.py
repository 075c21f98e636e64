"""Shared CLI argument parsing."""

from __future__ import annotations

import argparse


def parse_rule_overrides(items: list[str]) -> dict:
    """``["half_fleet=true", "rounding=up"]`` -> ``{"half_fleet": True, "rounding": "up"}``."""
    out: dict = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise argparse.ArgumentTypeError(f"--rule {item!r}: write KEY=VALUE")
        lowered = value.strip().lower()
        if lowered in ("true", "on", "yes"):
            out[key] = True
        elif lowered in ("false", "off", "no"):
            out[key] = False
        elif lowered.lstrip("-").isdigit():
            out[key] = int(lowered)
        else:
            out[key] = value
    return out
