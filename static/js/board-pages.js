// The wall board's long lists (where to sit, the standings) on one screen: the columns that fit,
// then pages that turn by themselves every few seconds, "Page 1 of 3" under the list. Nothing
// scrolls on a projector. A phone or a narrow window scrolls as usual; a search shows every match.
(function () {
  "use strict";
  // Every 8 seconds, or as the address says (?turn=5: every 5 seconds, from 2 to 60).
  var asked = parseInt(new URLSearchParams(window.location.search).get("turn"), 10);
  var TURN_MS = (asked >= 2 && asked <= 60 ? asked : 8) * 1000;
  var NARROW = 900;
  var shown = {};  // list name -> the page it shows, kept across the live part's swaps

  function pager(list) {
    var next = list.nextElementSibling;
    return next && next.classList.contains("pager") ? next : null;
  }

  // A list whose every item must be whole on a page (the prize board's cards, data-fit="0.6"): while its tallest
  // item is taller than the room, its type is made smaller, down to the share of its own size data-fit names.
  function fit(list, items, room) {
    list.style.fontSize = "";
    var base = parseFloat(window.getComputedStyle(list).fontSize);
    var floor = parseFloat(list.getAttribute("data-fit")) || 0.6;
    var scale = 1;
    for (var i = 0; i < 10 && scale > floor; i += 1) {
      var tallest = Math.max.apply(null, items.map(function (li) { return li.getBoundingClientRect().height; }));
      if (tallest <= room) { return; }
      scale = Math.max(floor, scale * Math.min(0.95, Math.max(0.75, room / tallest)));
      list.style.fontSize = (base * scale).toFixed(1) + "px";
    }
  }

  function split(list) {
    var items = Array.prototype.slice.call(list.children);
    items.forEach(function (li) { li.hidden = false; });
    var label = pager(list);
    if (label) { label.hidden = false; }  // its line is part of the room the list needs
    var main = list.closest("main");
    var below = main ? parseFloat(window.getComputedStyle(main).paddingBottom) || 0 : 0;
    var room = window.innerHeight - list.getBoundingClientRect().top - (label ? label.offsetHeight : 0) - below - 6;
    if (list.hasAttribute("data-fit")) { fit(list, items, room); }
    var result = [], current = [], start = null;
    items.forEach(function (li) {
      var box = li.getBoundingClientRect();
      if (start === null) { start = box.top; }
      if (box.bottom - start > room && current.length) { result.push(current); current = []; start = box.top; }
      current.push(li);
    });
    if (current.length) { result.push(current); }
    return { items: items, pages: balanced(items, result, room) };
  }

  // The same number of pages, filled alike (13 rows: 7 and 6, not 12 and a lonely last one), by whole rows
  // of the list's columns; the pages as cut above when a page of the even share would not fit.
  function balanced(items, pages, room) {
    if (pages.length < 2) { return pages; }
    var top = items[0].getBoundingClientRect().top;
    var columns = items.filter(function (li) { return Math.abs(li.getBoundingClientRect().top - top) < 1; }).length || 1;
    var rows = Math.ceil(items.length / columns);
    var each = Math.ceil(rows / pages.length) * columns;
    var result = [];
    for (var i = 0; i < items.length; i += each) {
      var page = items.slice(i, i + each);
      var start = page[0].getBoundingClientRect().top;
      var end = Math.max.apply(null, page.map(function (li) { return li.getBoundingClientRect().bottom; }));
      if (end - start > room) { return pages; }
      result.push(page);
    }
    return result.length === pages.length ? result : pages;
  }

  function show(list, cut, index) {
    var name = list.getAttribute("data-paged");
    var page = cut.pages.length ? index % cut.pages.length : 0;
    shown[name] = page;
    cut.items.forEach(function (li) { li.hidden = true; });
    (cut.pages[page] || []).forEach(function (li) { li.hidden = false; });
    list.setAttribute("data-pages", String(Math.max(cut.pages.length, 1)));
    list.setAttribute("data-page", String(page + 1));
    var label = pager(list);
    if (label) {
      label.hidden = cut.pages.length < 2;
      label.textContent = label.getAttribute("data-label").replace("%(page)s", page + 1).replace("%(pages)s", cut.pages.length);
    }
  }

  function whole(list) {
    Array.prototype.forEach.call(list.children, function (li) { li.hidden = false; });
    list.setAttribute("data-pages", "1");
    list.setAttribute("data-page", "1");
    var label = pager(list);
    if (label) { label.hidden = true; }
  }

  function layout(turn) {
    document.querySelectorAll("[data-paged]").forEach(function (list) {
      if (document.body.classList.contains("finding") || window.innerWidth < NARROW) { whole(list); return; }
      var name = list.getAttribute("data-paged");
      show(list, split(list), (shown[name] || 0) + (turn ? 1 : 0));
    });
  }

  window.cardpartyBoardPages = { layout: function () { layout(false); }, turn: function () { layout(true); } };
  window.addEventListener("resize", function () { layout(false); });
  // The large-type button (static/js/prefs.js) changes every size: the pages are cut again once it has.
  document.addEventListener("click", function (e) {
    if (e.target.closest && e.target.closest("[data-toggle-large]")) { setTimeout(function () { layout(false); }, 0); }
  });
  document.body.addEventListener("htmx:afterSettle", function () { layout(false); });
  setInterval(function () { layout(true); }, TURN_MS);
  layout(false);
})();
