# Cardparty: `make run` serves a hall night, `make test` runs every test.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 0.0.0.0
PORT ?= 8000

.PHONY: run test test-sqlite test-postgres lint bench messages setup demo clean

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

# Every test on SQLite, and beside it every test that touches the database again on PostgreSQL
# (PG_URL; the browser tests check pages and run once): the two passes run at once, each
# printing its lines when it ends (make -O), since on two cores the SQLite pass leaves a core
# idle while chromium and the servers start. Then the timings a person feels, on their own.
# Without a PostgreSQL server the second pass is left out with a line that says so, except
# under CI, where it fails.
PG_URL ?= postgres://postgres@127.0.0.1:5432/test
PYTEST := $(VENV)/bin/pytest -q --dist loadfile

test: setup
	$(VENV)/bin/ruff check .
	$(MAKE) --no-print-directory -j2 -O test-sqlite test-postgres
	@echo "== the timings a person feels, on SQLite, alone =="
	env -u DATABASE_URL $(VENV)/bin/pytest -q -m alone

test-sqlite:
	@echo "== every test, on SQLite =="
	env -u DATABASE_URL $(PYTEST) -n 2 -m "not alone"

test-postgres:
	@if $(PY) -c "import sys, psycopg; psycopg.connect(sys.argv[1], connect_timeout=3).close()" "$(PG_URL)" 2>/dev/null; then \
		echo "== the database tests again, on PostgreSQL ($(PG_URL)) =="; \
		DATABASE_URL=$(PG_URL) CARDPARTY_DATABASE_PASS=1 $(PYTEST) -n 1 -m "not alone"; \
	elif [ -n "$$CI" ]; then echo "CI needs PostgreSQL at $(PG_URL)"; exit 1; \
	else echo "No PostgreSQL at $(PG_URL): the database tests ran on SQLite only (set PG_URL=postgres://...)"; fi

lint: $(STAMP)
	$(VENV)/bin/ruff check .

bench: setup
	$(PY) -m bench

clean:
	rm -rf $(VENV) var
