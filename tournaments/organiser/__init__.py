"""The organiser's desk (``/desk/``): the pages an organiser runs a night from, their forms,
URLs and templates (``templates/organiser/``)."""
