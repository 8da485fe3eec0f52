"""Names that look alike or blank (issue 34, point 6): the names already kept are cleaned as a name
typed now is (NFC, no default-ignorable or filler character), and the players' keys made again
with the look-alike skeleton. Players who are now one key are merged into the oldest (its phone and
note kept, an audit line written, as ``player_merge`` does); a player whose name is blank once
cleaned becomes a guest (its couples keep their now-blank text and no player)."""

from django.db import migrations


def _joined(first: str, second: str, limit: int) -> str:
    if not second or second == first:
        return first
    return (f"{first} · {second}" if first else second)[:limit]


def clean_names(apps, schema_editor) -> None:
    from tournaments.people import fold
    from tournaments.text import clean_text

    Couple = apps.get_model("tournaments", "Couple")
    Player = apps.get_model("tournaments", "Player")
    PlayerEvent = apps.get_model("tournaments", "PlayerEvent")
    for couple in Couple.objects.only("pk", "player1", "player2").iterator():
        p1, p2 = clean_text(couple.player1), clean_text(couple.player2)
        if (p1, p2) != (couple.player1, couple.player2):
            Couple.objects.filter(pk=couple.pk).update(player1=p1, player2=p2)
    groups: dict[tuple[int, str], list] = {}
    for player in Player.objects.order_by("pk"):
        groups.setdefault((player.series_id, fold(player.name)[:200]), []).append(player)
    for (_series, key), players in groups.items():
        keep, *drops = players
        if not key:
            for blank in players:
                Couple.objects.filter(player1_ref=blank).update(player1_ref=None)
                Couple.objects.filter(player2_ref=blank).update(player2_ref=None)
                blank.delete()
            continue
        for drop in drops:
            moved = Couple.objects.filter(player1_ref=drop).count() + Couple.objects.filter(player2_ref=drop).count()
            Couple.objects.filter(player1_ref=drop).update(player1_ref=keep)
            Couple.objects.filter(player2_ref=drop).update(player2_ref=keep)
            keep.phone = keep.phone or drop.phone
            keep.note = _joined(keep.note, drop.note, 200)
            PlayerEvent.objects.create(series_id=keep.series_id, player=keep, kind="merged", old_name=drop.name[:80],
                                       new_name=clean_text(keep.name)[:80], couples_moved=moved)
            drop.delete()
        Player.objects.filter(pk=keep.pk).update(folded=f"~{keep.pk}~")  # out of the way of every key until all are set
        keep.name, keep.folded = clean_text(keep.name)[:80], key
    for (_series, key), players in groups.items():
        if key:
            keep = players[0]
            Player.objects.filter(pk=keep.pk).update(name=keep.name, folded=keep.folded, phone=keep.phone, note=keep.note)


class Migration(migrations.Migration):

    dependencies = [
        ('tournaments', '0016_seat_night_index_dropped'),
    ]

    operations = [
        migrations.RunPython(clean_names, migrations.RunPython.noop),
    ]
