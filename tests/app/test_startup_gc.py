import gc

from designer.app.launch import freeze_startup_objects


def test_startup_objects_are_frozen_out_of_full_collections():
    try:
        freeze_startup_objects()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
