"""A ship's state in a campaign: what one named ship has lost since it left the yard.

A state is marks against the ship's design, each keyed by a part id the game gives its design's
parts (``hull``, ``drive``, ``beam-b-fps``): boxes marked on a damage track (``damage``), mounts
knocked out (``lost``) and expendables used (``spent``: fighters, salvos, ammunition). What a
part id means, how many marks each part takes and what the marks cost the ship are the game's
(``Game.ship_state``, a :class:`ShipStateRules`); core only holds the numbers.

Part ids are made from what a design row *is* (its type and the fields that tell two rows of
that type apart), never from where it is, so a state survives re-ordering the design's rows and
nothing is written into the design file (its fingerprint and format stay as they are). A row
edited into something else gets another id: its marks then no longer fit the design, which is a
finding (the ship needs a refit), never lost data.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Annotated, Any, Generic, Literal, Sequence, TypeVar, get_args

from pydantic import Field

from designer.core.evaluation import Evaluation, Finding
from designer.core.fleet_model import FleetBase
from designer.core.model import DesignBase, Frozen
from designer.core.rule_options import RuleOption

# The sheet option every game's sheets offer: off prints the clean sheet of a campaign ship.
SHIP_STATE_OPTION = RuleOption(
    "ship_state",
    "Campaign damage",
    True,
    "A campaign ship's damage marked on its sheet: boxes slashed, systems crossed out, fighters "
    "and munitions spent, its status by its name. Off: the clean sheet.",
)
MAX_PARTS = 500  # part ids in one mark list: more than any design has rows
MAX_MARK = 100_000  # marks on one part; a ship has far fewer boxes
Status = Literal["ready", "damaged", "in-repair", "destroyed", "lost"]
STATUSES: tuple[str, ...] = get_args(Status)
PartId = Annotated[str, Field(min_length=1, max_length=80, pattern=r"^[a-z0-9][a-z0-9#+.-]*$")]
# Signed: a negative count loads, and is a finding with its path (never silently zero).
MarkCount = Annotated[int, Field(strict=True, ge=-MAX_MARK, le=MAX_MARK)]
Marks = Annotated[dict[PartId, MarkCount], Field(max_length=MAX_PARTS)]
# A game's design model and the detail its evaluations carry (``Game[DesignT, DetailT, ...]``'s).
DesignT = TypeVar("DesignT", bound=DesignBase)
DetailT = TypeVar("DetailT")


class ShipMarks(Frozen):
    """The marks a state holds (see the module text). An empty mapping: nothing marked."""

    damage: Marks = Field(default_factory=dict)  # boxes marked per damage track
    lost: Marks = Field(default_factory=dict)  # mounts knocked out per part
    spent: Marks = Field(default_factory=dict)  # expendables used per part

    @property
    def clean(self) -> bool:
        return not (self.damage or self.lost or self.spent)

    def marks(self) -> ShipMarks:
        """Only the marks (a campaign ship subclasses this with its name and status)."""
        return ShipMarks(damage=self.damage, lost=self.lost, spent=self.spent)


@dataclass(frozen=True)
class Part:
    """One markable part of a design: its id, what the sheet calls it, the design path the sheet
    draws it with (``systems[3]``, ``hull``), and how many marks of each kind it takes."""

    id: str
    label: str
    ref: str
    # None: the part takes such marks but the source lost how many ("not given"): no limit checked
    damage: int | None = 0  # boxes on its track
    lost: int | None = 0  # mounts that can be knocked out
    spent: int | None = 0  # expendables it carries
    group: str = ""  # the sheet's group holding its boxes (BSCS: "section-F"), where ``ref`` is not enough
    # The sheet keeps its count as a number on one row, not a box a mark (Star Blazers munitions,
    # hundreds of them on one line of the form): the marks are the count written on the row.
    counter: bool = False


@dataclass(frozen=True)
class Repair:
    """What a repair or replenishment did: the marks after it and lines for the campaign log."""

    marks: ShipMarks
    lines: tuple[str, ...]
    rolls: tuple[int, ...] = ()


def seeded_rolls(seed: int, count: int) -> tuple[int, ...]:
    """``count`` D6 rolls from ``seed``: the same seed gives the same rolls, so a roll the
    program made can be written to the log and checked by the other side."""
    dice = random.Random(seed)
    return tuple(dice.randint(1, 6) for _ in range(count))


def check_roll(roll: int, what: str) -> int:
    """A D6 the player entered, or ValueError saying what is wrong with it."""
    if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= 6:
        raise ValueError(f"{what}: {roll!r} is not a D6 roll; enter 1 to 6")
    return roll


class ShipStateRules(Generic[DesignT, DetailT]):
    """What a game says about ship states, about its designs (``DesignT``) and their evaluations'
    detail (``DetailT``). The defaults fit a game whose seed has no repair rule: the parts are the
    game's to give, and a repair is a plain "clear marks"."""

    # Whether the game's own sheet draws a ship's marks (Full Thrust's box); else a marked ship
    # prints on sheets of its own, marked by ``sheets/state_marks.py`` from each part's ref.
    draws_marks: bool = False

    def parts(self, design: DesignT, evaluation: Evaluation[DetailT]) -> dict[str, Part]:
        """Every markable part of ``design`` by id."""
        return {}

    def findings(
        self, design: DesignT, evaluation: Evaluation[DetailT], marks: ShipMarks, path: str = ""
    ) -> list[Finding]:
        """Marks that do not fit the design, as findings with paths under ``path``: an id the
        design has not (a refit changed it), more marks than a part takes, a negative count."""
        parts = self.parts(design, evaluation)
        out: list[Finding] = []
        for kind in ("damage", "lost", "spent"):
            for part_id, count in getattr(marks, kind).items():
                where = f"{path}.{kind}.{part_id}" if path else f"{kind}.{part_id}"
                part = parts.get(part_id)
                if part is None:
                    known = ", ".join(p for p, v in parts.items() if getattr(v, kind) != 0) or "none"
                    out.append(
                        Finding(
                            "STATE-PART",
                            "error",
                            f"{kind}: {design.name} has no part "
                            f"{part_id!r} that takes such marks (a refit changed it?); "
                            f"its parts: {known}",
                            where,
                        )
                    )
                elif count < 0:
                    out.append(
                        Finding(
                            "STATE-NEGATIVE",
                            "error",
                            f"{kind} {part_id}: {count} is negative; write 0 or more",
                            where,
                        )
                    )
                elif getattr(part, kind) is not None and count > getattr(part, kind):
                    out.append(
                        Finding(
                            "STATE-OVER",
                            "error",
                            f"{kind} {part_id}: {count} marks, but {part.label} takes {getattr(part, kind)}",
                            where,
                        )
                    )
        return out

    def summary(self, design: DesignT, evaluation: Evaluation[DetailT], marks: ShipMarks) -> str:
        """What is left of the ship, one line: each part's marks against what it takes."""
        if marks.clean:
            return "undamaged"
        parts = self.parts(design, evaluation)
        words = []
        for kind, verb in (("damage", "marked"), ("lost", "out"), ("spent", "spent")):
            for part_id, count in getattr(marks, kind).items():
                part = parts.get(part_id)
                limit = getattr(part, kind) if part is not None else None
                if limit:
                    words.append(f"{part_id}: {count} of {limit} {verb}")
                else:
                    unknown = " (how many it has is not given)" if part is not None else ""
                    words.append(f"{part_id}: {count} {verb}{unknown}")
        return "; ".join(words)

    def classification(self, design: DesignT, evaluation: Evaluation[DetailT]) -> str:
        """The class a long-range scan shows for the ship (no names, no design)."""
        return "SHIP"

    def decoys(self, fleet: FleetBase) -> dict[str, int]:
        """Contacts a fleet's decoys add to a long-range scan, by class (none by default)."""
        return {}

    # What a repair says where the rules give no procedure (a game sets its own, citing why).
    repair_note = "marks cleared: the rules give no repair procedure"

    def dice(self, systems: int) -> int:
        """How many D6 a repair rolls when it tries ``systems`` systems (none by default)."""
        return 0

    def repair(
        self,
        design: DesignT,
        evaluation: Evaluation[DetailT],
        marks: ShipMarks,
        rolls: Sequence[int] = (),
        systems: Sequence[str] = (),
    ) -> Repair:
        """A repair where the game's rules give none: every mark cleared, and saying so. A
        game with a procedure overrides this; ValueError for rolls or systems it cannot use."""
        if rolls or systems:
            raise ValueError(f"this game's repair rolls no dice and picks no systems: {self.repair_note}")
        return Repair(ShipMarks(), (self.repair_note,))

    def replenish(
        self, design: DesignT, evaluation: Evaluation[DetailT], marks: ShipMarks, large_facility: bool = True
    ) -> Repair:
        """Expendables restocked; where the rules give no procedure, the spent marks cleared."""
        return Repair(
            ShipMarks(damage=marks.damage, lost=marks.lost),
            ("spent marks cleared: the rules give no replenishment procedure",),
        )


# The rules of a game not known statically (a campaign's ships are of any game), as ``AnyGame``.
AnyShipStateRules = ShipStateRules[Any, Any]
