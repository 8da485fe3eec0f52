# Cardparty: `make run` serves a hall night, `make test` runs every test.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 0.0.0.0
PORT ?= 8000

.PHONY: run test lint bench messages setup demo clean

$(STAMP): requirements.txt requirements-dev.txt
	@command -v $(PYTHON) >/dev/null || { echo "Python 3.11 is needed (set PYTHON=...)"; exit 1; }
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $(STAMP)

setup: $(STAMP) messages

messages: $(STAMP)
	@if command -v msgfmt >/dev/null; then $(PY) manage.py compilemessages -v0 --ignore=.venv; \
	else echo "GNU gettext (msgfmt) is missing: pages will show in English only. Install it with: apt-get install gettext"; fi

run: setup
	$(PY) manage.py migrate --noinput -v0
	$(PY) manage.py collectstatic --noinput -v0
	$(PY) manage.py demo_setup --port $(PORT)
	$(VENV)/bin/gunicorn cardparty.wsgi --config cardparty/gunicorn_conf.py --bind $(HOST):$(PORT)

test: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/pytest -q -n 2 --dist loadfile

lint: $(STAMP)
	$(VENV)/bin/ruff check .

bench: setup
	$(PY) -m bench

clean:
	rm -rf $(VENV) var
