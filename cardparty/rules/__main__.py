"""``python -m cardparty.rules simulate``: see :mod:`cardparty.rules.cli`."""

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
