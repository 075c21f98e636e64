"""Qt-free, reportlab-free engine: files, models, findings, the game registry."""
