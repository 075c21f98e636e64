"""Which house-rule profile a command runs under: ``--profile FILE`` for the whole run, else the
one a design or fleet names (``profile:``, a path relative to its file or ``catalog:<game>/<id>``),
else none."""

from __future__ import annotations

from pathlib import Path

from designer.cli.terminal import warn
from designer.core.context import EvaluationContext, Profile
from designer.core.errors import LoadError
from designer.core.profile import bundled_profile, load_profile, read_named_profile


def profile_of(path: str | None) -> Profile | None:
    """The ``--profile`` file, read and checked (raises ``LoadError``): a file named on the
    command line, so a pipe is read too (``<(cat house.yaml)``), or ``catalog:<game>/<id>``."""
    if not path:
        return None
    if path.startswith("catalog:"):
        return load_profile(bundled_profile(path))
    return load_profile(path, pipes=True)


def context_for(document, chosen: Profile | None, overrides=None) -> EvaluationContext:
    """The evaluation context of a loaded design or fleet: the chosen profile, else its own;
    its file's folder (where the files it names are). A chosen profile of another game does not
    apply (one run may check several games' files): that file keeps its own, and the terminal
    says so rather than printing house rules that were not in force."""
    path = getattr(document, "path", None)
    folder = Path(path).resolve().parent if path else None
    game = getattr(document, "game", None)
    profile = chosen
    if chosen is not None and game is not None and chosen.game != game.id:
        warn(
            f"{path or 'input'}: the house rules {chosen.name} v{chosen.version} are for "
            f"{chosen.game}, not {game.id}; checked without them"
        )
        profile = None
    if profile is None:
        model = getattr(document, "design", None) or getattr(document, "fleet", None)
        named = getattr(model, "profile", None)
        if named:
            try:
                profile = read_named_profile(named, folder or Path.cwd(), game.id if game else None)
            except LoadError as exc:  # say which file named it, unless the profile's own line is wrong
                if exc.line is not None or path is None:
                    raise
                raise LoadError(path, f"profile: {exc}") from None
    return EvaluationContext(
        overrides=dict(overrides or {}),
        profile=profile,
        folder=folder,
        references=getattr(document, "references", None),
    )  # read at load
