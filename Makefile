# Hullwright: `make run` opens the designer on a copy of a bundled standard design (the catalog file
# itself is never saved over); `make test` runs every test headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
SAMPLE := catalog:superheavy-cruiser

.PHONY: run test lint bench fuzz screenshots clean bundle bundle-test

# A venv made before the rename holds the old distribution (its drydock command): removed.
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	$(PY) -m pip uninstall --quiet --yes drydock 2>/dev/null || true
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m designer.app.platform_check
	$(VENV)/bin/hullwright open $(SAMPLE)

test: lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

# The import contracts of pyproject.toml (layers, independent games, Qt and reportlab kept in
# their places), the lint rules and the format of [tool.ruff], then the types ([tool.mypy]: strict on core,
# sheets and each game's game.py): a broken contract, a lint finding or a type error fails the build.
lint: $(STAMP)
	$(VENV)/bin/lint-imports
	$(VENV)/bin/ruff check
	$(VENV)/bin/ruff format --check
	$(VENV)/bin/mypy

fuzz: $(STAMP)
	QT_QPA_PLATFORM=offscreen HYPOTHESIS_PROFILE=fuzz $(PY) -m pytest tests -k property

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m bench

# The sheet pictures are rasterised with pypdfium2 (in the test extra, a wheel): no poppler or
# other system package is needed.
screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m tools.screenshots

# The one-folder application (PyInstaller, packaging/hullwright.spec) and its Linux .tar.gz,
# built from a venv of its own where the project is installed as a player's copy (not editable).
BUNDLE_VENV := build/bundle-venv
BUNDLE_PY := $(BUNDLE_VENV)/bin/python
BUNDLE_STAMP := $(BUNDLE_VENV)/.installed
VERSION = $(shell sed -n 's/^__version__ = "\(.*\)"/\1/p' designer/__init__.py)
BUNDLE_TAR = dist/hullwright-$(VERSION)-linux-$(shell uname -m).tar.gz

$(BUNDLE_STAMP): pyproject.toml
	$(PYTHON) -m venv $(BUNDLE_VENV)
	$(BUNDLE_PY) -m pip install --quiet --upgrade pip
	$(BUNDLE_PY) -m pip install --quiet '.[bundle]'
	touch $(BUNDLE_STAMP)

bundle: $(BUNDLE_STAMP)
	$(BUNDLE_PY) -m pip install --quiet --no-deps --no-build-isolation --force-reinstall .
	$(BUNDLE_VENV)/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/hullwright.spec
	cp packaging/hullwright.desktop dist/hullwright/
	mkdir -p dist/hullwright/icons
	cp designer/app/icons/hullwright.svg designer/app/icons/hullwright-*.png dist/hullwright/icons/
	tar -C dist -czf $(BUNDLE_TAR) hullwright
	@du -sh dist/hullwright $(BUNDLE_TAR)

# Not part of `make test`: unpacks the .tar.gz into an empty folder and runs it with a clean
# environment (tests/bundle/).
bundle-test: $(STAMP)
	HULLWRIGHT_BUNDLE=$(BUNDLE_TAR) $(PY) -m pytest tests/bundle -p no:cacheprovider

clean:
	rm -rf $(VENV) .pytest_cache build dist
