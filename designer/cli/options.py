"""Shared CLI arguments."""

from __future__ import annotations

import argparse


def add_rule_argument(parser: argparse.ArgumentParser, help: str) -> None:
    """``--rule KEY=VALUE`` (repeatable): a rule option for this run, over the files' own."""
    parser.add_argument("--rule", action="append", default=[], type=rule_item, metavar="KEY=VALUE",
                        help=help)


def rule_item(item: str) -> tuple[str, bool | int | str]:
    """``half_fleet=on`` -> ``("half_fleet", True)``; a malformed item is a usage error (exit 2)."""
    key, sep, value = item.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"{item!r}: write KEY=VALUE, e.g. half_fleet=on")
    lowered = value.strip().lower()
    if lowered in ("true", "on", "yes"):
        return key.strip(), True
    if lowered in ("false", "off", "no"):
        return key.strip(), False
    if lowered.lstrip("-").isdigit():
        return key.strip(), int(lowered)
    return key.strip(), value.strip()


def parse_rule_overrides(items: list[tuple[str, bool | int | str]]) -> dict:
    return dict(items)
