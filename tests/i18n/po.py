"""A small reader of gettext .po files: enough to check a catalogue, no dependency."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Entry:
    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    line: int = 0

    @property
    def translated(self) -> bool:
        return bool(self.msgstr) and all(self.msgstr.values())

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


def read_po(path: Path) -> list[Entry]:
    """Every entry of ``path`` (the header, whose msgid is empty, included; obsolete ``#~`` entries left out)."""
    entries: list[Entry] = []
    entry: Entry | None = None
    target: tuple[str, int] | None = None

    def start(lineno: int) -> Entry:
        nonlocal entry
        if entry is None:
            entry = Entry(line=lineno)
        return entry

    def finish() -> None:
        nonlocal entry, target
        if entry is not None and (entry.msgid or entry.msgstr):
            entries.append(entry)
        entry, target = None, None

    for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#~"):
            continue
        if line.startswith("#,"):
            if entry is not None and target is not None:  # flags after a message start a new entry
                finish()
            start(lineno).flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            continue
        if line.startswith("#"):
            if entry is not None and target is not None:
                finish()
            start(lineno)
            continue
        if line.startswith('"'):
            if entry is None or target is None:
                raise ValueError(f"{path}:{lineno}: a string continues no message")
            _append(entry, target, ast.literal_eval(line))
            continue
        keyword, _, rest = line.partition(" ")
        value = ast.literal_eval(rest.strip())
        if keyword in ("msgctxt", "msgid") and entry is not None and target is not None and target[0] == "msgstr":
            finish()
        current = start(lineno)
        if keyword == "msgctxt":
            current.msgctxt, target = value, ("msgctxt", 0)
        elif keyword == "msgid":
            current.msgid, target = value, ("msgid", 0)
        elif keyword == "msgid_plural":
            current.msgid_plural, target = value, ("msgid_plural", 0)
        elif keyword == "msgstr":
            current.msgstr[0], target = value, ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            n = int(keyword[7:-1])
            current.msgstr[n], target = value, ("msgstr", n)
        else:
            raise ValueError(f"{path}:{lineno}: unknown keyword {keyword!r}")
    finish()
    return entries


def _append(entry: Entry, target: tuple[str, int], text: str) -> None:
    kind, n = target
    if kind == "msgstr":
        entry.msgstr[n] = entry.msgstr.get(n, "") + text
    elif kind == "msgid":
        entry.msgid += text
    elif kind == "msgid_plural":
        entry.msgid_plural = (entry.msgid_plural or "") + text
    else:
        entry.msgctxt = (entry.msgctxt or "") + text
