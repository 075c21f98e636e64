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

test: $(STAMP)
	$(VENV)/bin/lint-imports
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

fuzz: $(STAMP)
	QT_QPA_PLATFORM=offscreen HYPOTHESIS_PROFILE=fuzz $(PY) -m pytest tests -k property

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m bench

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m tools.screenshots

clean:
	rm -rf $(VENV) .pytest_cache
