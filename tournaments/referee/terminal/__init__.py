"""The terminal referee (``manage.py referee``): one game at the terminal for every preset."""
