// The wall board's "find my couple": by number (exact) or by name (any part, accents ignored).
// The live part is swapped by htmx every few seconds; the search is applied again after each swap,
// and cleared after a minute so the board goes back to showing everyone.
(function () {
  "use strict";
  var pages = window.cardpartyBoardPages;
  var input = document.getElementById("find");
  var none = document.getElementById("find-none");
  var idle = null;

  function norm(text) {
    return (text || "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
  }

  function apply() {
    var q = norm(input.value);
    var number = /^\d+$/.test(q);
    var hits = 0;
    // Each couple once: while the moves are up, a couple is found where it sits (its names are there).
    var scope = document.querySelector("#board-live .moves") ? "#board-live .move" : "#board-live [data-couple]";
    document.querySelectorAll("#board-live [data-couple]").forEach(function (item) { item.classList.remove("found"); });
    document.querySelectorAll(scope).forEach(function (item) {
      var hit = !!q && (number ? item.getAttribute("data-couple") === q : norm(item.getAttribute("data-search")).indexOf(q) >= 0);
      item.classList.toggle("found", hit);
      if (hit) { hits += 1; }
    });
    document.body.classList.toggle("finding", !!q);
    none.hidden = !q || hits > 0;
    pages.layout();
  }

  function typed() {
    apply();
    clearTimeout(idle);
    idle = setTimeout(function () { input.value = ""; apply(); }, 60000);
  }

  input.addEventListener("input", typed);
  input.form.addEventListener("submit", function (e) { e.preventDefault(); });  // Enter finds, it does not send
  document.getElementById("find-clear").addEventListener("click", function () { input.value = ""; apply(); input.focus(); });
  document.body.addEventListener("htmx:afterSettle", apply);
  apply();
})();
