"""The app's addresses, and the two floors of a result post before them."""

from django.urls import path

from cardparty.urls import urlpatterns as app_urlpatterns

from .views import durable_write, post_writes, result_least, tap_checks

urlpatterns = [
    path("floor/write/<int:night_id>", durable_write),
    path("floor/post/<int:night_id>", post_writes),
    path("floor/least/<int:night_id>", result_least),
    path("floor/checks/<slug:slug>/", tap_checks),
    *app_urlpatterns,
]
