"""The organiser's desk forms: every check a volunteer's typing needs, with readable errors."""

from .limits import NAME_MAX, REASON_MAX, SEED_MAX
from .nights import NightCreateForm, NightEditForm, StartForm, night_initial
from .people import FORM_TOKEN, CoupleForm, ScorekeeperAddForm, ScorekeeperCreateForm, new_form_token
from .scores import CorrectionForm, JarEntriesForm, PlayoffForm, ScaledPoints, numbered

__all__ = [
    "FORM_TOKEN", "NAME_MAX", "REASON_MAX", "SEED_MAX", "CorrectionForm", "CoupleForm", "JarEntriesForm", "NightCreateForm",
    "NightEditForm", "PlayoffForm", "ScaledPoints", "ScorekeeperAddForm", "ScorekeeperCreateForm", "StartForm",
    "new_form_token", "night_initial", "numbered",
]
