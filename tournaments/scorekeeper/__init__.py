"""The scorekeepers' tablets (``/score/``): the tablet page, its polled state and the result
posts it makes, with their URLs and template (``templates/scorekeeper/``)."""
