"""Which house-rule profile a command runs under: ``--profile FILE`` for the whole run, else the
one a design or fleet names (``profile:``, a path relative to its file or ``catalog:<game>/<id>``),
else none."""

from __future__ import annotations

from pathlib import Path

from designer.core.context import EvaluationContext, Profile
from designer.core.profile import load_profile, read_named_profile


def profile_of(path: str | None) -> Profile | None:
    """The ``--profile`` file, read and checked (raises ``LoadError``)."""
    return load_profile(path) if path else None


def context_for(document, chosen: Profile | None, overrides=None) -> EvaluationContext:
    """The evaluation context of a loaded design or fleet: the chosen profile, else its own;
    its file's folder (where the files it names are)."""
    path = getattr(document, "path", None)
    folder = Path(path).resolve().parent if path else None
    profile = chosen
    if profile is None:
        model = getattr(document, "design", None) or getattr(document, "fleet", None)
        named = getattr(model, "profile", None)
        if named:
            profile = read_named_profile(named, folder or Path.cwd())
    return EvaluationContext(overrides=dict(overrides or {}), profile=profile, folder=folder)
