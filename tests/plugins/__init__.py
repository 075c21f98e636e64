"""Two stand-in games of the kinds the next real games are, built only on the plugin contract:
a fixed class with purchases and a craft mix (as Star Blazers), and an SSD box editor with six
shields and a power budget (as Star Fleet Battles). They live here, with their own catalog and
template folders, and must work in the engine, CLI, window, sheets and fleets with no change to
``designer/app``, ``designer/cli`` or ``designer/core``."""
