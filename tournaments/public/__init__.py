"""The public pages: home, the wall board, the standings and their exports, a couple's own
card; with the standings table, their URLs and templates (``templates/public/``)."""
