"""What the hull alone decides: class, Damage Points, hull/FTL/drive cost, system allowance."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from designer.games.full_thrust.catalog import Catalog, ClassName, HullTypeSpec
from designer.games.full_thrust.design import FullThrustDesign
from designer.games.full_thrust.options import Options


# What a hull is: a military MASS class, or a merchant (tugs and Q-ships too) or installation
DesignClass = ClassName | Literal["merchant", "installation"]


@dataclass(frozen=True)
class HullFigures:
    design_class: DesignClass
    mass_class: ClassName  # the military band of this MASS (001 L790-792)
    drive_class: ClassName | Literal["merchant", "none"]  # whose drive divisor applies
    damage_points: int
    hull_points: Fraction
    ftl_points: Fraction
    drive_points: Fraction
    allowance: int
    standard_fire_controls: int
    damage_box: ClassName  # the record-sheet box whose rows are used


def hull_figures(design: FullThrustDesign, options: Options, cat: Catalog) -> HullFigures:
    spec = cat.hull_types[design.hull.type]
    mass = design.hull.mass
    band = cat.mass_class(mass)
    design_class: DesignClass
    if spec.classed_by_mass:
        design_class = band
    elif design.is_installation:
        design_class = "installation"
    else:
        design_class = "merchant"  # merchants, tugs and Q-ships (which look like one, L743)

    damage_points = damage_points_of(mass, spec, options, cat)

    hull_points = spec.hull_points_rate * mass  # L800
    ftl_points = Fraction(0)
    ftl_rate = spec.ftl_points_rate
    if design.ftl and ftl_rate is not None:
        ftl_points = ftl_rate * mass  # L808, L705

    drive_class = band if spec.drive == "class" else spec.drive
    drive_points = Fraction(0)
    if drive_class != "none":
        per = 1 if drive_class == "merchant" else cat.classes[drive_class].thrust_per_mass
        drive_points = Fraction(mass * design.thrust, per)  # L812-814

    return HullFigures(
        design_class=design_class,
        mass_class=band,
        drive_class=drive_class,
        damage_points=damage_points,
        hull_points=hull_points,
        ftl_points=ftl_points,
        drive_points=drive_points,
        allowance=allowance(design, spec, options),
        standard_fire_controls=(
            spec.standard_fire_controls
            if spec.standard_fire_controls is not None
            else cat.classes[band].standard_fire_controls
        ),
        damage_box=damage_box(design, band, damage_points, options, cat),
    )


def damage_points_of(mass: int, spec: HullTypeSpec, options: Options, cat: Catalog) -> int:
    """MASS/2 for warships, MASS/4 for merchants (001 L781-782), rounded by the option, and never
    below 1: a ship at 0 DP is destroyed (L238), yet merchants of MASS 2-3 are allowed (L794)."""
    divisor = spec.damage_divisor
    rounded = mass // divisor if options.damage_rounding == "down" else _up(mass, divisor)
    return max(rounded, cat.min_damage_points)


def _up(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded up, in whole numbers (no Fraction per evaluation)."""
    return -(-numerator // denominator)


def allowance(design: FullThrustDesign, spec: HullTypeSpec, options: Options) -> int:
    """MASS available for weapons/systems (001 L830, L834, L741, L715)."""
    if not design.ftl and spec.non_ftl_allowance_percent is not None:
        # Non-FTL military ships: 75%, "rounded up" (L687, L691), whatever the option says.
        return _up(design.hull.mass * spec.non_ftl_allowance_percent, 100)
    share = design.hull.mass * spec.allowance_percent  # hundredths of MASS
    # The merchant 10% and the military 50% round by their own options (README decision 3).
    rounding = options.merchant_allowance_rounding if spec.merchant_allowance else options.allowance_rounding
    rounded = _up(share, 100) if rounding == "up" else share // 100
    return max(rounded, spec.allowance_min)  # merchants carry at least 1 MASS (L796)


def damage_box(
    design: FullThrustDesign, band: ClassName, damage_points: int, options: Options, cat: Catalog
) -> ClassName:
    """Warships use their class's box (L294). Merchants use "whatever size of box best suits
    their overall MASS and Damage Points" (L294): by default the box of their MASS band, which
    always holds a merchant's MASS/4 DP (a Capital box for "a large Merchant", L298), or the
    smallest box that holds the DP (option). Installations use Capital Ship boxes (L717)."""
    if cat.hull_types[design.hull.type].classed_by_mass:
        return band
    if design.is_installation:
        return "capital"
    if options.merchant_box == "mass-band":
        return band
    for name, spec in sorted(cat.classes.items(), key=lambda kv: kv[1].damage_boxes):
        if damage_points <= spec.damage_boxes:
            return name
    return "capital"
