"""How long what a volunteer types may be."""

NAME_MAX = 80
REASON_MAX = 500
SEED_MAX = 2**62
