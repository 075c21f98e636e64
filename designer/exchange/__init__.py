"""Reading and writing other tools' files and text (issue 27): one module per format, no Qt.

Sits between the app and the games: a format may know one game's model (Full Thrust Fleet
Manager's files are Full Thrust's only), and every file it reads is hostile until parsed.
"""
