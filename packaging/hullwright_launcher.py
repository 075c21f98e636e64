"""The bundled application's entry point: the ``hullwright`` command line, frozen by PyInstaller
(packaging/hullwright.spec). With no arguments it opens the window, as the installed command does."""

import sys

from designer.cli import main

if __name__ == "__main__":
    sys.exit(main())
