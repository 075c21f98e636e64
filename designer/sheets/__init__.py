"""Record sheets as a backend-neutral display list; ``pdf.py`` is the only reportlab module."""
