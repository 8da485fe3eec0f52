"""Series have owners (issue 14, point 2): only they see a series and use its carry-over."""

from django.conf import settings
from django.db import migrations, models


def owners_from_nights(apps, schema_editor) -> None:
    """A series that exists already belongs to the organisers of its nights."""
    Series = apps.get_model("tournaments", "Series")
    Night = apps.get_model("tournaments", "Night")
    for series in Series.objects.all():
        users = Night.organisers.through.objects.filter(night__series=series).values_list("user_id", flat=True)
        series.owners.add(*set(users))


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0009_night_made_by_form'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='series',
            name='owners',
            field=models.ManyToManyField(blank=True, related_name='owned_series', to=settings.AUTH_USER_MODEL, verbose_name='owners'),
        ),
        migrations.RunPython(owners_from_nights, migrations.RunPython.noop),
    ]
