"""Shared CLI arguments."""

from __future__ import annotations

import argparse


def add_rule_argument(parser: argparse.ArgumentParser, help: str) -> None:
    """``--rule KEY=VALUE`` (repeatable): a rule option for this run, over the files' own."""
    parser.add_argument("--rule", action="append", default=[], type=rule_item, metavar="KEY=VALUE", help=help)


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


def add_profile_argument(parser: argparse.ArgumentParser) -> None:
    """``--profile FILE``: a house-rule profile for this run (over one a file names)."""
    parser.add_argument("--profile", metavar="FILE", help="a house-rule profile (YAML) to apply")


def add_sheet_arguments(parser: argparse.ArgumentParser) -> None:
    """Print settings: the paper, the games' sheet options, copies, a blank sheet."""
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="page size (default a4)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        type=rule_item,
        metavar="NAME=VALUE",
        help="a sheet option of the games printed, e.g. key=off (repeatable)",
    )
    parser.add_argument("--copies", type=int, default=1, metavar="N", help="sheets of each design")
    parser.add_argument("--blank", action="store_true", help="add a blank sheet for designing by hand")
    parser.add_argument(
        "--analysis",
        action="store_true",
        help="add each design's firepower table and chart, staying power and efficiency",
    )
