"""Refereed games remember where a game without a login came from (issue 14, point 5)."""

from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('referee', '0001_initial'),
        ('tournaments', '0010_series_owners'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='refereegame',
            name='started_from',
            field=models.GenericIPAddressField(blank=True, editable=False, null=True),
        ),
        migrations.AddIndex(
            model_name='refereegame',
            index=models.Index(fields=['started_from', 'created_at'], name='referee_started_from'),
        ),
        migrations.AddIndex(
            model_name='refereegame',
            index=models.Index(fields=['night', 'updated_at'], name='referee_night_updated'),
        ),
    ]
