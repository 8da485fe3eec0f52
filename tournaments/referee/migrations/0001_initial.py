# The RefereeGame model, moved here from the tournaments app (tournaments 0005 forgets it):
# the state takes the model over while the database keeps the table tournaments_refereegame
# as it is, rows and all (it was created by tournaments 0002, and still is on a new database).

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

import tournaments.referee.models


def content_type_follows(apps, schema_editor, old='tournaments', new='referee'):
    """The model's content type (and the permissions that point to it) follows the model."""
    ContentType = apps.get_model('contenttypes', 'ContentType')
    db = schema_editor.connection.alias
    if not ContentType.objects.using(db).filter(app_label=new, model='refereegame').exists():
        ContentType.objects.using(db).filter(app_label=old, model='refereegame').update(app_label=new)


def content_type_goes_back(apps, schema_editor):
    content_type_follows(apps, schema_editor, old='referee', new='tournaments')


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('tournaments', '0005_refereegame_to_referee_app'),
        ('contenttypes', '0002_remove_content_type_name'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='RefereeGame',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('token', models.CharField(default=tournaments.referee.models.new_game_token, max_length=40, unique=True)),
                        ('players', models.PositiveSmallIntegerField(verbose_name='players')),
                        ('ruleset', models.CharField(default='nova-scotia', max_length=40, verbose_name='rules')),
                        ('seed', models.BigIntegerField(verbose_name='deal seed')),
                        ('dealer', models.PositiveSmallIntegerField(default=0, verbose_name='first dealer')),
                        ('seats', models.JSONField(verbose_name='seats')),
                        ('actions', models.JSONField(blank=True, default=list, verbose_name='actions')),
                        ('mode', models.CharField(choices=[('pass', 'Pass and play on one tablet'), ('phones', 'Each player on their own phone')], default='pass', max_length=8, verbose_name='how people play')),
                        ('status', models.CharField(choices=[('playing', 'Playing'), ('finished', 'Finished'), ('posted', 'Result posted'), ('abandoned', 'Abandoned')], default='playing', max_length=10, verbose_name='status')),
                        ('winner_side', models.PositiveSmallIntegerField(blank=True, null=True, verbose_name='winning side')),
                        ('scores', models.JSONField(blank=True, default=list, verbose_name='final scores')),
                        ('night_game', models.PositiveSmallIntegerField(blank=True, null=True, verbose_name='game of the night')),
                        ('night_table', models.PositiveIntegerField(blank=True, null=True, verbose_name='table')),
                        ('confirmed_by_seat', models.PositiveSmallIntegerField(blank=True, null=True, verbose_name='confirmed by seat')),
                        ('confirmed_at', models.DateTimeField(blank=True, null=True, verbose_name='confirmed at')),
                        ('post_message', models.CharField(blank=True, max_length=300, verbose_name='result posting')),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                        ('updated_at', models.DateTimeField(auto_now=True)),
                        ('night', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='referee_games', to='tournaments.night')),
                        ('started_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                    ],
                    options={
                        'verbose_name': 'refereed game',
                        'verbose_name_plural': 'refereed games',
                        'db_table': 'tournaments_refereegame',
                        'ordering': ['-created_at', '-pk'],
                        'indexes': [models.Index(fields=['night', 'night_game', 'night_table'], name='tournaments_night_i_65f48d_idx')],
                        'constraints': [models.CheckConstraint(condition=models.Q(('players__gte', 2), ('players__lte', 6)), name='referee_players_2_6'), models.CheckConstraint(condition=models.Q(('dealer__lt', models.F('players'))), name='referee_dealer_is_a_seat'), models.CheckConstraint(condition=models.Q(models.Q(('night__isnull', True), ('night_game__isnull', True), ('night_table__isnull', True)), models.Q(('night__isnull', False), ('night_game__isnull', False), ('night_table__isnull', False)), _connector='OR'), name='referee_night_link_complete')],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(content_type_follows, content_type_goes_back),
    ]
