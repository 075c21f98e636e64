"""``make run`` on a machine without Qt's X11 libraries (issue 15 item 7): the check names the
missing libraries, their Debian packages and the one apt-get line; as root it installs them."""

from __future__ import annotations

from designer.app import platform_check


def test_packages_are_named_for_the_missing_libraries():
    assert platform_check.packages_for(
        ["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    ) == ["libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1"]


def test_a_user_is_told_the_one_line_to_run(monkeypatch, capsys):
    monkeypatch.setattr(platform_check.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(platform_check, "missing_libraries", lambda: ["libxcb-icccm.so.4"])
    monkeypatch.setattr(platform_check.os, "geteuid", lambda: 1000)
    assert platform_check.main() == 1
    err = capsys.readouterr().err
    assert "libxcb-icccm.so.4" in err and "sudo apt-get install -y libxcb-icccm4" in err


def test_root_on_debian_installs_them(monkeypatch, capsys):
    monkeypatch.setattr(platform_check.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    left = [["libxcb-cursor.so.0"], []]
    monkeypatch.setattr(platform_check, "missing_libraries", lambda: left.pop(0))
    monkeypatch.setattr(platform_check.os, "geteuid", lambda: 0)
    monkeypatch.setattr(platform_check.shutil, "which", lambda name: f"/usr/bin/{name}")
    ran = []
    monkeypatch.setattr(
        platform_check.subprocess,
        "run",
        lambda args, **kw: ran.append(args) or type("Done", (), {"returncode": 0})(),
    )
    assert platform_check.main() == 0
    assert ran == [["apt-get", "install", "-y", "--no-install-recommends", "libxcb-cursor0"]]


def test_without_a_display_it_says_so_and_installs_nothing(monkeypatch, capsys):
    """Issue 21 item 21: a server or container has no display; no package makes a window open
    there, so none is looked for or installed, even as root."""
    monkeypatch.setattr(platform_check.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(platform_check.os, "geteuid", lambda: 0)
    asked = []
    monkeypatch.setattr(
        platform_check, "missing_libraries", lambda: asked.append("ldd") or ["libxcb-cursor.so.0"]
    )
    monkeypatch.setattr(platform_check.subprocess, "run", lambda *a, **k: asked.append(a))
    assert platform_check.main() == 1
    err = capsys.readouterr().err
    assert "No display" in err and "nothing was installed" in err and "--screenshot" in err
    assert asked == []
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")  # a Wayland desktop: Qt needs no X11
    assert platform_check.main() == 0 and asked == []


def test_nothing_missing_or_another_platform_passes(monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(platform_check, "missing_libraries", lambda: [])
    assert platform_check.main() == 0
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert platform_check.main() == 0
