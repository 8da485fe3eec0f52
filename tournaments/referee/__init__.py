"""The referee: refereed games of Forty-Fives (their model, service, views, URLs and templates).

A Django app of its own: its model stands apart from the card-party nights, which it
only reads (a night's tables) and posts to through the core's result service.
"""
