"""Django's own RedisCache, with the one thing a hall or a league needs of it beside: when Redis
stops, restarts or cannot be reached, every cache call is a miss (a read finds nothing, a write or a
delete is dropped), never an error. Whatever is cached is also in the database (sessions are kept in
the database: settings.py), so a miss costs a read, never a page or a login."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable

from django.core.cache.backends.redis import RedisCache
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

log = logging.getLogger(__name__)
UNREACHABLE = (RedisConnectionError, RedisTimeoutError, OSError)


def _missed(call: Callable, fallback: Callable[..., object]) -> Callable:
    """``call``, or ``fallback(*args, **kwargs)`` when Redis cannot be reached (logged)."""

    @functools.wraps(call)
    def wrapper(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202 - the cache API's own
        try:
            return call(self, *args, **kwargs)
        except UNREACHABLE as error:
            log.warning("the cache server cannot be reached (%s): a miss", error)
            return fallback(*args, **kwargs)

    return wrapper


class FallbackRedisCache(RedisCache):
    """RedisCache whose connection errors are misses (see the module's docstring)."""

    get = _missed(RedisCache.get, lambda key, default=None, version=None: default)
    set = _missed(RedisCache.set, lambda *args, **kwargs: None)
    add = _missed(RedisCache.add, lambda *args, **kwargs: False)
    touch = _missed(RedisCache.touch, lambda *args, **kwargs: False)
    delete = _missed(RedisCache.delete, lambda *args, **kwargs: False)
    has_key = _missed(RedisCache.has_key, lambda *args, **kwargs: False)
    get_many = _missed(RedisCache.get_many, lambda *args, **kwargs: {})
    set_many = _missed(RedisCache.set_many, lambda data, *args, **kwargs: list(data))
    delete_many = _missed(RedisCache.delete_many, lambda *args, **kwargs: None)
    clear = _missed(RedisCache.clear, lambda *args, **kwargs: False)
