"""Every series has an owner (issue 34, point 1): a series no one owns is a superuser's only, never
every organiser's. A series made since 0010 by a command or an import, that no one owns, belongs
to the organisers of its nights; one without any stays a superuser's (league series: league 0002)."""

from django.db import migrations


def owners_from_nights(apps, schema_editor) -> None:
    """A series no one owns belongs to the organisers of its nights."""
    Series = apps.get_model("tournaments", "Series")
    Night = apps.get_model("tournaments", "Night")
    for series in Series.objects.filter(owners=None):
        users = Night.organisers.through.objects.filter(night__series=series).values_list("user_id", flat=True)
        series.owners.add(*set(users))


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0018_nightevent_tie_undone'),
    ]

    operations = [
        migrations.RunPython(owners_from_nights, migrations.RunPython.noop),
    ]
