"""A night (and a series) is played at a game (issue 12, point 9); points are signed for auction nights."""

import tournaments.models.night
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0010_series_owners'),
    ]

    operations = [
        migrations.AddField(
            model_name='night',
            name='game',
            field=models.CharField(choices=tournaments.models.night.game_choices, default='forty-five', max_length=24, verbose_name='game'),
        ),
        migrations.AddField(
            model_name='series',
            name='game',
            field=models.CharField(choices=tournaments.models.night.game_choices, default='forty-five', help_text='The game a new night of the series is played at.', max_length=24, verbose_name='game'),
        ),
        migrations.AlterField(
            model_name='result',
            name='loser_points',
            field=models.SmallIntegerField(blank=True, null=True, verbose_name="loser's points"),
        ),
        migrations.AlterField(
            model_name='result',
            name='winner_points',
            field=models.SmallIntegerField(blank=True, null=True, verbose_name="winner's points"),
        ),
    ]
