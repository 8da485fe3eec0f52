// Large type: a person's own setting, kept in this browser. On a phone, the site's header folds
// into a Menu button (without this script it simply shows everything).
(function () {
  "use strict";
  document.documentElement.classList.add("js");
  var KEY = "cardparty-large";
  function apply(on) {
    document.documentElement.classList.toggle("large", on);
    document.querySelectorAll("[data-toggle-large]").forEach(function (b) { b.setAttribute("aria-pressed", on ? "true" : "false"); });
  }
  apply(localStorage.getItem(KEY) === "1");
  document.addEventListener("DOMContentLoaded", function () {
    apply(localStorage.getItem(KEY) === "1");
    var menu = document.querySelector("[data-menu-toggle]");
    if (menu) {
      menu.addEventListener("click", function () {
        var open = menu.closest("header").classList.toggle("open");
        menu.setAttribute("aria-expanded", open ? "true" : "false");
      });
    }
    document.querySelectorAll("[data-toggle-large]").forEach(function (b) {
      b.addEventListener("click", function () {
        var on = localStorage.getItem(KEY) !== "1";
        localStorage.setItem(KEY, on ? "1" : "0");
        apply(on);
      });
    });
  });
})();
