"""The Qt binding must not leak references to None (PySide6 6.12.0 on Python 3.11 does: each
call of a method returning nothing drops one, and the window aborts after a few thousand paints
with "Fatal Python error: none_dealloc"). pyproject.toml excludes that release."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_void_qt_calls_keep_none_alive(qapp):
    image = QImage(20, 20, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(5000):
        painter.drawRect(QRectF(1, 1, 3, 3))
    after = sys.getrefcount(None)
    painter.end()
    assert before - after < 100
