"""Issue 34, point 1: a league series belongs to the league's organisers (the accounts given the
``run_league`` permission, themselves or by a group, and whoever made one of its halls), never to no
one; and a series' league link keeps who last changed it."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def league_series_owners(apps, schema_editor) -> None:
    """Each series a hall sends into is owned by the league's organisers and the makers of its halls."""
    Hall = apps.get_model("league", "Hall")
    LeagueEvent = apps.get_model("league", "LeagueEvent")
    Permission = apps.get_model("auth", "Permission")
    User = apps.get_model(*settings.AUTH_USER_MODEL.split("."))
    perm = Permission.objects.filter(content_type__app_label="league", codename="run_league").first()
    organisers = set()
    if perm is not None:
        organisers = set(User.objects.filter(models.Q(user_permissions=perm) | models.Q(groups__permissions=perm),
                                             is_active=True).values_list("pk", flat=True))
    for hall in Hall.objects.select_related("series"):
        makers = LeagueEvent.objects.filter(hall=hall, kind="hall", made_by__isnull=False).values_list("made_by", flat=True)
        hall.series.owners.add(*(organisers | set(makers)))


class Migration(migrations.Migration):

    dependencies = [
        ('league', '0002_nightsent_message_longer'),
        ('tournaments', '0019_unowned_series_owners'),
        ('auth', '0012_alter_user_first_name_max_length'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='leaguelink',
            name='set_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.RunPython(league_series_owners, migrations.RunPython.noop),
    ]
