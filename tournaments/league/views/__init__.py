"""The league's pages: ``api`` (the hall's token-authenticated POST), ``league`` (the league organiser's
page on the league server), ``desk`` (the hall's league link and the Send button on a finished night)."""
