"""gunicorn settings for the hall laptop: threads so ten tablets are served at once."""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # gunicorn reads this file before its chdir

from cardparty.proxies import trusted_proxies  # noqa: E402 - after the path above

workers = 2
worker_class = "gthread"
threads = 8
timeout = 60
graceful_timeout = 10
accesslog = "-"
access_log_format = '%(h)s "%(r)s" %(s)s %(M)sms'
# The scheme (X-Forwarded-Proto) is believed only from the proxies Django trusts too: the same setting.
forwarded_allow_ips = ",".join(
    trusted_proxies(https=os.environ.get("HTTPS", "").strip().lower() in {"1", "true", "yes", "on"}))
