"""The app's addresses, and the two floors of a result post before them."""

from django.urls import path

from cardparty.urls import urlpatterns as app_urlpatterns

from .views import durable_write, post_writes

urlpatterns = [
    path("floor/write/<int:night_id>", durable_write),
    path("floor/post/<int:night_id>", post_writes),
    *app_urlpatterns,
]
