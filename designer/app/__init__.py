"""The PySide6 window: the only package that imports Qt."""
