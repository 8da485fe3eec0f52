"""A bare health check: the floor that page timings are compared with."""

from django.http import HttpRequest, HttpResponse


def healthz(request: HttpRequest) -> HttpResponse:
    """Answer with a short text and touch nothing."""
    return HttpResponse("ok", content_type="text/plain")
