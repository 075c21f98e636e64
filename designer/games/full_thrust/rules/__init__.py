"""The rules: evaluation of a design, its figures and findings, pure functions of what was loaded."""
