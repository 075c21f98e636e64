from designer.core.design_path import paths_overlap
from designer.core.editor import FieldSpec


def test_paths_overlap_inside_either_way():
    assert paths_overlap("boxes", "boxes[3].count")
    assert paths_overlap("data.size_class", "data")
    assert paths_overlap("", "name") and paths_overlap("shields", "shields")
    assert not paths_overlap("boxes", "boxes_extra")
    assert not paths_overlap("data.size_class", "data.bpv")


def test_touched_by_reads_and_unknown_reads():
    plain = FieldSpec("Speed", "energy_plan.speed")
    assert plain.touched_by(["energy_plan"]) and not plain.touched_by(["boxes[2].count"])
    ranged = FieldSpec("Draw", "energy_plan.battery_draw", bounds=lambda d, r: (0, 1), reads=("boxes",))
    assert ranged.touched_by(["boxes[2].count"]) and not ranged.touched_by(["data.size_class"])
    unknown = FieldSpec("Mass", "hull.mass", bounds=lambda d, r: (0, 1))
    assert unknown.touched_by(["name"])
    assert not plain.touched_by([])


def test_rows_of_groups_a_lists_own_rows_last_one_wins():
    from designer.core.evaluation import BreakdownRow, Evaluation

    rows = (
        BreakdownRow("a", {}, "systems[0]"),
        BreakdownRow("b", {}, "systems[0].mc_levels"),
        BreakdownRow("c", {}, "energy_plan.items[2]"),
        BreakdownRow("d", {}, "hull"),
        BreakdownRow("e", {}, "systems[0]"),
        BreakdownRow("f", {}, ""),
    )
    evaluation = Evaluation({"points": 0}, rows, detail=None)
    assert {p: r.item for p, r in evaluation.rows_of("systems").items()} == {"systems[0]": "e"}
    assert list(evaluation.rows_of("energy_plan.items")) == ["energy_plan.items[2]"]
    assert evaluation.rows_of("boxes") == {}
