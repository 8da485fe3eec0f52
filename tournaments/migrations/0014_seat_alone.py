"""A seat says whether its couple sits alone at the table (the bye), so the byes are read, not worked out."""

from django.db import migrations, models
from django.db.models import Count, Min


def byes_mark(apps, schema_editor):
    """Mark the seats stored before: a couple alone at its table (game by game) has the bye."""
    Seat = apps.get_model("tournaments", "Seat")
    alone = list(Seat.objects.order_by().values("night_id", "game", "table").annotate(seated=Count("*"), first=Min("pk"))
                 .filter(seated=1).values_list("first", flat=True))
    for start in range(0, len(alone), 500):  # within any database's limit on a statement's parameters
        Seat.objects.filter(pk__in=alone[start:start + 500]).update(alone=True)


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0013_season_rules'),
    ]

    operations = [
        migrations.AddField(
            model_name='seat',
            name='alone',
            field=models.BooleanField(default=False, editable=False, verbose_name='alone at its table (the bye)'),
        ),
        migrations.AddIndex(
            model_name='seat',
            index=models.Index(condition=models.Q(('alone', True)), fields=['night', 'game', 'couple'], name='seat_byes'),
        ),
        migrations.RunPython(byes_mark, migrations.RunPython.noop),
    ]
