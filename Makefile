# Drydock: `make run` opens the designer on a copy of a bundled standard design (the catalog file
# itself is never saved over); `make test` runs every test headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
SAMPLE := catalog:superheavy-cruiser

.PHONY: run test lint bench fuzz screenshots clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m designer.app.platform_check
	$(VENV)/bin/drydock open $(SAMPLE)

test: lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

# The import contracts of pyproject.toml (layers, independent games, Qt and reportlab kept in
# their places): a broken contract fails the build.
lint: $(STAMP)
	$(VENV)/bin/lint-imports

fuzz: $(STAMP)
	QT_QPA_PLATFORM=offscreen HYPOTHESIS_PROFILE=fuzz $(PY) -m pytest tests -k property

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m bench

# The sheet pictures are rasterised with pypdfium2 (in the test extra, a wheel): no poppler or
# other system package is needed.
screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m tools.screenshots

clean:
	rm -rf $(VENV) .pytest_cache
