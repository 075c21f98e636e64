"""Rule options: the readings where players plausibly disagree, and how a design's, a profile's
and a caller's choices are resolved and checked before any game sees them.

A game declares its options once (key, default, the values it takes, the rule text); the engine
checks every value it is given, so a game reads a complete, valid mapping and never restates a
default. A wrong value is a warning finding and the default is used; an unknown key is a
warning too (a typo must not silently change nothing).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, TypeVar

from designer.core.evaluation import Finding
from designer.core.model import RuleValue

OPTIONS_RULE = "Hullwright rule options (the game's catalog README)"
ValueT = TypeVar("ValueT", bool, int, str)


@dataclass(frozen=True)
class RuleOption:
    """One switchable rule (recorded in the catalog README with the lines behind each reading).
    ``choices`` empty means a switch of the default's own type (true/false, a whole number)."""

    key: str
    title: str
    default: RuleValue
    description: str = ""
    choices: tuple[RuleValue, ...] = ()
    minimum: int | None = None  # the least a whole number may be (a count of things: 1)

    def accepts(self, value: RuleValue) -> bool:
        if self.choices:
            return value in self.choices and type(value) is type(self.default)
        if self.minimum is not None and type(value) is int and value < self.minimum:
            return False
        return type(value) is type(self.default)

    def expected(self) -> str:
        if self.choices:
            return ", ".join(str(c) for c in self.choices)
        if self.minimum is not None:
            return f"a whole number of at least {self.minimum}"
        return {bool: "true or false", int: "a whole number"}.get(type(self.default), "text")

    def as_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "title": self.title,
            "default": self.default,
            "choices": list(self.choices),
            "description": self.description,
        }


def resolve_options(
    specs: Iterable[RuleOption], *layers: tuple[Mapping[str, RuleValue], str]
) -> tuple[dict[str, RuleValue], list[Finding]]:
    """Defaults, then each ``(values, where)`` layer in order (a later layer wins). ``where`` is
    the path prefix findings point at (``rules`` for a design's own) or a phrase such as
    ``"--rule"`` for values given elsewhere. Returns the valid options and the findings."""
    by_key = {spec.key: spec for spec in specs}
    options: dict[str, RuleValue] = {key: spec.default for key, spec in by_key.items()}
    findings: list[Finding] = []
    for values, where in layers:
        for key, value in values.items():
            spec = by_key.get(key)
            path = f"{where}.{key}" if where == "rules" else ""
            if spec is None:
                known = ", ".join(sorted(by_key)) or "none"
                findings.append(
                    Finding(
                        "RULE-OPTION-UNKNOWN",
                        "warning",
                        f"rule option {key!r} ({_origin(where)}) is not one of "
                        f"this game's: {known}; it is ignored",
                        path,
                        OPTIONS_RULE,
                    )
                )
            elif not spec.accepts(value):
                findings.append(
                    Finding(
                        "RULE-OPTION-VALUE",
                        "warning",
                        f"rule option {key} = {value!r} ({_origin(where)}) is not "
                        f"one of: {spec.expected()}; using {spec.default!r}",
                        path,
                        OPTIONS_RULE,
                    )
                )
            else:
                options[key] = value
    return options, findings


def option_value(values: Mapping[str, RuleValue], key: str, kind: type[ValueT]) -> ValueT:
    """A resolved option's value as its type (``kind``, its default's): :func:`resolve_options`
    keeps every value of that type, so a game's typed options read them without a cast."""
    value = values[key]
    if isinstance(value, kind) and type(value) is kind:  # a bool is an int to isinstance
        return value
    raise TypeError(f"rule option {key}: {value!r} is not a {kind.__name__}; were the options resolved?")


def _origin(where: str) -> str:
    return "in the design's rules" if where == "rules" else where
