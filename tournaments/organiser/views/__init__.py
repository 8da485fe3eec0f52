"""The desk's pages, one module a part of the night: ``home`` (the nights, a night's page,
its scorekeepers), ``settings``, ``couples``, ``play`` (start, progress, close, disputes,
moves), ``results`` (corrections, audit), ``prizes``, ``ties``, ``jar``; ``base`` is what
they share."""
