"""The word a night's seats were last stored with, what a game's moves are kept by (selectors/seating.py)."""

import tournaments.models.version
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0014_seat_alone'),
    ]

    operations = [
        migrations.AddField(
            model_name='nightversion',
            name='seating',
            field=models.CharField(default=tournaments.models.version.seating_word, editable=False, max_length=16),
        ),
    ]
