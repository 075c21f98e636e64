"""Draw Hullwright's application icon: ``designer/app/icons/hullwright.svg`` (the source) and its
PNG sizes 16-256 (``hullwright-<N>.png``), rasterised from the SVG with Qt's SVG renderer. They
ship inside the package: the window shows the icon, and the bundle's archive and ``.desktop``
entry take it from there.

The icon is a ship's hull seen from above, drawn on a blueprint-blue rounded square with a
faint grid: the ship as it stands in the yard before it is built. Run it after changing the
drawing (``python -m packaging.make_icons`` or ``python packaging/make_icons.py``); the files
it writes are committed, so a build never needs it.
"""

from __future__ import annotations

import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "designer" / "app" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def grid_lines() -> str:
    """The blueprint's grid: a line every 32 units inside the 256-unit square."""
    lines = []
    for at in range(32, 256, 32):
        lines.append(f'<line x1="{at}" y1="16" x2="{at}" y2="240"/>')
        lines.append(f'<line x1="16" y1="{at}" x2="240" y2="{at}"/>')
    return "\n    ".join(lines)


def svg() -> str:
    """The icon as SVG text (256 x 256 units)."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <title>Hullwright</title>
  <defs>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1f5a92"/>
      <stop offset="1" stop-color="#123a63"/>
    </linearGradient>
  </defs>
  <rect x="8" y="8" width="240" height="240" rx="44" fill="url(#sea)"/>
  <g stroke="#ffffff" stroke-opacity="0.16" stroke-width="2">
    {grid_lines()}
  </g>
  <!-- the hull: a pointed bow at the top, a squared stern with two engines below -->
  <path d="M128 30 C150 62 164 98 166 140 L166 196 L90 196 L90 140 C92 98 106 62 128 30 Z"
        fill="#eaf2fb" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>
  <rect x="96" y="196" width="22" height="26" rx="4" fill="#f2b33d"/>
  <rect x="138" y="196" width="22" height="26" rx="4" fill="#f2b33d"/>
  <!-- the wright's marks: the keel line and three frames -->
  <g stroke="#1f5a92" stroke-width="7" stroke-linecap="round">
    <line x1="128" y1="66" x2="128" y2="182"/>
    <line x1="108" y1="112" x2="148" y2="112"/>
    <line x1="102" y1="142" x2="154" y2="142"/>
    <line x1="102" y1="170" x2="154" y2="170"/>
  </g>
</svg>
"""


def main() -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QByteArray, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - Qt needs one
    ICONS.mkdir(parents=True, exist_ok=True)
    text = svg()
    (ICONS / "hullwright.svg").write_text(text, encoding="utf-8")
    renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
    if not renderer.isValid():
        print("make_icons: the SVG did not parse", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(ICONS / f"hullwright-{size}.png"), "PNG")
    print(f"make_icons: wrote {ICONS}/hullwright.svg and {len(SIZES)} PNG sizes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
