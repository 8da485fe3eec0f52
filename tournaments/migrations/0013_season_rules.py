"""The season table's rules are settings of a series (issue 15, point 2)."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0012_players'),
    ]

    operations = [
        migrations.AddField(
            model_name='series',
            name='season_best_of',
            field=models.PositiveSmallIntegerField(blank=True, help_text='Empty: every night counts.', null=True, verbose_name='nights that count in the season'),
        ),
        migrations.AddField(
            model_name='series',
            name='season_min_nights',
            field=models.PositiveSmallIntegerField(default=0, verbose_name='nights to be ranked in the season'),
        ),
    ]
