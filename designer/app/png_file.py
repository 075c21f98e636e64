"""A picture written as a PNG file: atomically, its folder made, every failure a SaveError."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QImage, QPixmap

from designer.core.atomic import SaveError, write_atomic


def save_png(picture: QImage | QPixmap, out: str | Path) -> Path:
    out = Path(out)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not picture.save(buffer, "PNG"):
        raise SaveError(f"{out}: the picture could not be written as a PNG")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"{out}: cannot create its folder ({exc.strerror or exc})") from None
    write_atomic(out, bytes(buffer.data()), keep_backup=False)
    return out
