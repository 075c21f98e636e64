"""The user guide (user-guide.md), shipped as package data so Help > User guide shows it from an
installed copy as from a checkout."""
