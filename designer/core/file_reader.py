"""The one way Hullwright reads a file: designs, fleets, catalogs, templates, autosave notes and
the recent list all come through :func:`read_bytes`.

A path is opened without blocking (``O_NONBLOCK``), then the open descriptor is asked what it
is (``fstat``), so a FIFO, a device or a folder can never stall the program: a regular file is
read up to the size limit; a pipe the player named on the command line (``<(cat d.yaml)``,
``/dev/stdin``) is read once, within the size limit and a timeout, and a FIFO that no program
writes to reads as empty at once; anything else, and any pipe reached indirectly (a fleet's
entry, an autosave note, the recent list), is refused. Every refusal is a :class:`LoadError`.
Every file read is reported to the open read logs (``core/sources.py``).
"""

from __future__ import annotations

import json
import os
import select
import stat
import time
from pathlib import Path
from typing import Any

from designer.core.errors import LoadError
from designer.core.sources import note_read

MAX_BYTES = 2_000_000  # the largest real design is a few kB; a fleet of 10,000 entries ~ 600 kB
PIPE_TIMEOUT = 10.0  # seconds a pipe named on the command line has to deliver its file
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


def read_bytes(
    file: str | Path, *, pipes: bool = False, limit: int = MAX_BYTES, timeout: float = PIPE_TIMEOUT
) -> bytes:
    """The bytes of ``file``; with ``pipes`` (a path the player named) a pipe is read too."""
    fd, mode = _open(file)
    try:
        if stat.S_ISREG(mode):
            data = _read_available(fd, limit)
        elif stat.S_ISFIFO(mode) and pipes:
            data = _read_pipe(fd, limit, timeout, file)
        else:
            raise LoadError(file, _refusal(mode, pipes))
    finally:
        os.close(fd)
    if len(data) > limit:
        raise LoadError(
            file,
            f"is larger than {limit / 1_000_000:g} MB; a Hullwright file is a few "
            "kilobytes, so this is not one",
        )
    note_read(file, data)  # a fingerprint covers these bytes; an export never replaces the file
    return data


def read_head(file: str | Path, size: int) -> bytes:
    """The first ``size`` bytes of a regular file (an output's signature, say)."""
    fd, mode = _open(file)
    try:
        if not stat.S_ISREG(mode):
            raise LoadError(file, _refusal(mode, False))
        return os.read(fd, size)
    finally:
        os.close(fd)


def read_json(file: str | Path) -> Any:
    """A small JSON file Hullwright wrote (an autosave note, the recent list), refused as a
    :class:`LoadError` when it is not JSON text at all; what the data means is the caller's."""
    data = read_bytes(file)
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise LoadError(file, "is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise LoadError(file, f"is not valid JSON ({exc.msg})", exc.lineno, exc.colno) from None
    except (ValueError, RecursionError):  # 100,000 nested brackets exhaust the parser's stack
        raise LoadError(file, "is not usable JSON (nested too deeply)") from None


def _open(file: str | Path) -> tuple[int, int]:
    """An open descriptor of ``file`` and its ``st_mode``; never waits for a writer."""
    path = os.fspath(file)
    if "\x00" in path:
        raise LoadError(file, "the path contains a NUL character; no file has such a name")
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise LoadError(file, "no such file; check the path") from None
    except IsADirectoryError:
        raise LoadError(file, "is a folder, not a file; name a .yaml design or fleet file") from None
    except PermissionError:
        raise LoadError(file, "cannot be read (permission denied); check the file's permissions") from None
    except OSError as exc:
        raise LoadError(file, f"cannot be read ({exc.strerror or exc}); check the path") from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as exc:
        os.close(fd)
        raise LoadError(file, f"cannot be read ({exc.strerror or exc}); check the path") from None
    return fd, mode


def _refusal(mode: int, pipes: bool) -> str:
    if stat.S_ISDIR(mode):
        return "is a folder, not a file; name a .yaml design or fleet file"
    if stat.S_ISFIFO(mode):
        return "is a pipe (FIFO), not a file; Hullwright reads pipes only when named on the command line"
    kind = "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "not a regular file"
    if stat.S_ISSOCK(mode):
        kind = "a socket"
    return f"is {kind}, not a file; name a .yaml design or fleet file"


def _read_available(fd: int, limit: int) -> bytes:
    """Up to ``limit + 1`` bytes (one more than allowed tells a file that is too large)."""
    chunks, size = [], 0
    while size <= limit:
        chunk = os.read(fd, min(1 << 20, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _read_pipe(fd: int, limit: int, timeout: float, file: str | Path) -> bytes:
    """A pipe's bytes until its writer closes it. A FIFO nobody writes to reads as empty at
    once (``read`` says end of file; ``select`` would wait), a writer that stalls or never
    stops is cut off at ``timeout`` or past ``limit``."""
    deadline = time.monotonic() + timeout
    chunks, size = [], 0
    while size <= limit:
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:  # a writer is there, its data is not yet
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                raise LoadError(
                    file,
                    f"the pipe was still open after {timeout:g} s; save the design to a file and name that",
                ) from None
            continue
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if not chunks:
        raise LoadError(file, "is an empty pipe: no program wrote to it; name the design file itself", 1, 1)
    return b"".join(chunks)
