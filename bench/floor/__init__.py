"""Floors for the result post, served by the bench's own server beside the app (never by `make run`).

The bench compares the post with the bare view; these say how much of that any durable write
through the ORM costs, measured side by side in the same run (bench/web.py, ``measure_post``).
"""
