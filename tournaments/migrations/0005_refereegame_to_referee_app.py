# The RefereeGame model moves to the referee app (referee/migrations/0001_initial.py).
# Only Django's state forgets it here: the table tournaments_refereegame and its rows stay,
# and the referee app's model keeps that table (Meta.db_table).

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0004_dispute'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name='RefereeGame')],
            database_operations=[],
        ),
    ]
