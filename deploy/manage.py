#!/usr/bin/env python3
"""manage.py on the league server, with the settings the service has: the environment file
(``/etc/cardparty/cardparty.env``, or the one ``CARDPARTY_ENV`` names) read as systemd reads it.

    sudo -u cardparty /srv/cardparty/deploy/manage.py migrate
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_ENV_FILE = "/etc/cardparty/cardparty.env"


def environment_file(text: str) -> dict[str, str]:
    """The variables of a systemd EnvironmentFile: ``NAME=value`` lines, ``#`` and ``;`` comments,
    a value's surrounding quotes taken off."""
    found: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line[0] in "#;":
            continue
        name, equals, value = line.partition("=")
        name, value = name.strip(), value.strip()
        if not equals or not name.isidentifier():
            raise SystemExit(f"line {number} of the environment file is not NAME=value: {line[:40]!r}")
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        found[name] = value
    return found


def main() -> None:
    path = Path(os.environ.get("CARDPARTY_ENV", DEFAULT_ENV_FILE))
    try:
        variables = environment_file(path.read_text())
    except OSError as exc:
        raise SystemExit(f"cannot read the environment file {path}: {exc.strerror}") from None
    os.environ.update(variables)
    python = ROOT / ".venv" / "bin" / "python"
    os.execv(python, [str(python), str(ROOT / "manage.py"), *sys.argv[1:]])


if __name__ == "__main__":
    main()
