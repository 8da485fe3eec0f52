"""gunicorn settings for the hall laptop: threads so ten tablets are served at once."""

workers = 2
worker_class = "gthread"
threads = 8
timeout = 60
graceful_timeout = 10
accesslog = "-"
access_log_format = '%(h)s "%(r)s" %(s)s %(M)sms'
