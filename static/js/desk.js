// The organiser's desk: confirmations, no double posts, series defaults, prize rows.
(function () {
  "use strict";

  // Ask before an action that removes something; send each form only once.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    var button = event.submitter;
    var question = button && button.getAttribute("data-confirm");
    if (question && !window.confirm(question)) { event.preventDefault(); return; }
    if (form.method.toLowerCase() !== "post") { return; }
    if (form.dataset.sent === "1") { event.preventDefault(); return; }
    form.dataset.sent = "1";
    // A page restored from the back/forward cache may be used again.
    window.setTimeout(function () { form.dataset.sent = ""; }, 4000);
  });

  window.addEventListener("pageshow", function () {
    document.querySelectorAll("form[data-sent]").forEach(function (f) { f.dataset.sent = ""; });
  });

  function ready() {
    // Picking a game in a list shows it at once.
    document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
      select.addEventListener("change", function () { select.form.submit(); });
    });

    // Cards are written in capitals: 7H, 10S, AD.
    document.querySelectorAll("input.card-input").forEach(function (input) {
      input.addEventListener("input", function () { input.value = input.value.toUpperCase(); });
    });

    // Create a night: the series gives the hall and the language unless typed.
    var defaults = document.getElementById("series-defaults");
    var series = document.getElementById("id_series");
    if (defaults && series) {
      var data = JSON.parse(defaults.textContent);
      var venue = document.getElementById("id_venue");
      var fresh = document.getElementById("id_new_series");
      var show = function () {
        var d = data[series.value];
        venue.placeholder = d && d[0] ? d[0] : "";
        if (fresh) { fresh.disabled = Boolean(series.value); }
      };
      series.addEventListener("change", show);
      show();
    }

    // Show as many prize rows as there are prize places.
    var places = document.getElementById("id_places");
    if (places) {
      var rows = document.querySelectorAll("[data-prize-row]");
      var update = function () {
        var n = parseInt(places.value, 10) || 0;
        rows.forEach(function (row) { row.hidden = parseInt(row.getAttribute("data-prize-row"), 10) > n; });
      };
      places.addEventListener("input", update);
      update();
    }
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", ready); } else { ready(); }
})();
