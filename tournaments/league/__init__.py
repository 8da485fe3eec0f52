"""A league across halls: each hall sends its finished nights to a league server (issue 15, point 3).

The league side keeps halls, their API tokens (only a digest of each), the nights received and an
audit line for each; the hall side keeps the league's address and token per series and what was
sent when. Both sides are the same app: a league server is Cardparty on PostgreSQL behind HTTPS.
"""
