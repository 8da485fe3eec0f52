// Large type: a person's own setting, kept in this browser.
(function () {
  "use strict";
  var KEY = "cardparty-large";
  function apply(on) {
    document.documentElement.classList.toggle("large", on);
    document.querySelectorAll("[data-toggle-large]").forEach(function (b) { b.setAttribute("aria-pressed", on ? "true" : "false"); });
  }
  apply(localStorage.getItem(KEY) === "1");
  document.addEventListener("DOMContentLoaded", function () {
    apply(localStorage.getItem(KEY) === "1");
    document.querySelectorAll("[data-toggle-large]").forEach(function (b) {
      b.addEventListener("click", function () {
        var on = localStorage.getItem(KEY) !== "1";
        localStorage.setItem(KEY, on ? "1" : "0");
        apply(on);
      });
    });
  });
})();
