"""Before ``make run`` opens the window: is there a display, and can Qt's X11 platform plugin
load here?

First the display: with neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` set (a server, a container,
an SSH session) no window can open, whatever is installed, so the check says so and stops
without touching the system. On a desktop, a fresh Debian machine lacks some of the X libraries
Qt's xcb plugin links to, and Qt's own message names only one of them ("xcb-cursor0 or
libxcb-cursor0 is needed"). This asks the dynamic linker (``ldd``) which libraries the plugin
cannot find, names the Debian packages and the one ``apt-get install`` line, and, as root on
Debian, installs them itself (as the user guide says). ``python -m designer.app.platform_check``
exits 0 when the window can start.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

# Libraries Qt's xcb plugin needs, by the Debian package that provides each. libxcb-cursor is
# opened at run time (dlopen), so ldd cannot see it missing: it is looked for by name.
PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-util.so.1": "libxcb-util1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}
DLOPENED = ("libxcb-cursor.so.0",)


def qt_folder() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / "Qt"


def missing_libraries(qt: Path | None = None) -> list[str]:
    """The shared libraries the xcb platform plugin (and its Qt library) cannot find."""
    qt = qt or qt_folder()
    targets = [
        qt / "plugins" / "platforms" / "libqxcb.so",
        *sorted((qt / "lib").glob("libQt6XcbQpa.so*"))[:1],
    ]
    missing: list[str] = []
    for target in targets:
        if not target.exists():
            continue
        out = subprocess.run(["ldd", str(target)], capture_output=True, text=True, timeout=30).stdout
        missing += [line.split("=>")[0].strip() for line in out.splitlines() if "not found" in line]
    missing += [name for name in DLOPENED if not _findable(name)]
    return list(dict.fromkeys(missing))


def _findable(name: str) -> bool:
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, timeout=30).stdout
    return name in out


def packages_for(libraries: list[str]) -> list[str]:
    return sorted({PACKAGES.get(lib, lib.split(".so")[0].lower()) for lib in libraries})


def main() -> int:
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM", "xcb") != "xcb":
        return 0  # another platform plugin, or not Linux: nothing of ours to check
    if not os.environ.get("DISPLAY"):
        if os.environ.get("WAYLAND_DISPLAY"):
            return 0  # Qt opens a Wayland window; the X11 libraries are not needed
        print(
            "No display: DISPLAY and WAYLAND_DISPLAY are not set, so no window can open here "
            "(nothing was installed). Run `make run` in a desktop session, or make a picture "
            "of the window without one: .venv/bin/hullwright open FILE --screenshot OUT.png",
            file=sys.stderr,
        )
        return 1
    if shutil.which("ldd") is None:
        return 0
    missing = missing_libraries()
    if not missing:
        return 0
    packages = packages_for(missing)
    line = "apt-get install -y " + " ".join(packages)
    print(f"Qt's window plugin cannot load: missing {', '.join(missing)}.", file=sys.stderr)
    if os.geteuid() == 0 and shutil.which("apt-get"):
        print(f"Installing them: {line}", file=sys.stderr)
        done = subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", *packages])
        if done.returncode == 0 and not missing_libraries():
            return 0
        print("apt-get could not install them; run it yourself:", file=sys.stderr)
    else:
        print("Install them (as root):", file=sys.stderr)
    print(f"    sudo {line}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
