// Referee pages. Everything works without this script (forms and links); it only makes
// them quicker: a card that may not be played shows its reason at once, a tap is never
// sent twice, a phone waits for its turn, the ruling picker swaps in place.
(function () {
  "use strict";

  // A dimmed card: show the rule that refuses it instead of sending it.
  document.addEventListener("click", function (event) {
    var card = event.target.closest("button.pc.illegal");
    if (!card) { return; }
    event.preventDefault();
    var box = document.getElementById("refusal");
    if (box) {
      box.textContent = card.getAttribute("data-refusal") || "";
      box.hidden = false;
      var hint = document.querySelector(".ref-hint");
      if (hint) { hint.hidden = true; }
    }
    card.classList.remove("shake");
    void card.offsetWidth; // restart the animation
    card.classList.add("shake");
  });

  // The learning switch, kept on this device: shows the trump order, why a trick was won, the hint,
  // and a gentle note before a legal card a good player would not play (a second tap plays it).
  var KEY = "cardparty.learning";
  function learning() { try { return window.localStorage.getItem(KEY) === "1"; } catch (e) { return false; } }
  function showLearning(on) { document.body.classList.toggle("learning", on); }
  var learnSwitch = document.querySelector("[data-learning-switch]");
  if (learnSwitch) {
    learnSwitch.checked = learning();
    showLearning(learnSwitch.checked);
    learnSwitch.addEventListener("change", function () {
      try { window.localStorage.setItem(KEY, learnSwitch.checked ? "1" : "0"); } catch (e) { /* private mode */ }
      showLearning(learnSwitch.checked);
    });
  }
  document.addEventListener("click", function (event) {
    var card = event.target.closest("button.pc.legal[data-note]");
    if (!card || !learning() || card.hasAttribute("data-noted")) { return; }
    event.preventDefault();
    card.setAttribute("data-noted", "");
    var box = document.getElementById("learn-note");
    if (box) { box.textContent = card.getAttribute("data-note") + " " + (box.getAttribute("data-again") || ""); box.hidden = false; }
  });

  // Lessons: a hand answered right is kept on this device; the list marks the lessons done.
  var LESSONS = "cardparty.lessons";
  function progress() { try { return JSON.parse(window.localStorage.getItem(LESSONS) || "{}"); } catch (e) { return {}; } }
  var answered = document.querySelector(".ref-lesson[data-right]");
  if (answered) {
    var done = progress(), slug = answered.getAttribute("data-lesson"), q = answered.getAttribute("data-q");
    done[slug] = done[slug] || [];
    if (done[slug].indexOf(q) < 0) { done[slug].push(q); }
    try { window.localStorage.setItem(LESSONS, JSON.stringify(done)); } catch (e) { /* private mode */ }
  }
  document.querySelectorAll("li[data-lesson]").forEach(function (row) {
    var got = progress()[row.getAttribute("data-lesson")] || [];
    if (got.length >= Number(row.getAttribute("data-count"))) { row.querySelector("[data-lesson-done]").hidden = false; }
  });

  // One tap, one action: a second submit of the page is ignored.
  var sending = false;
  document.addEventListener("submit", function (event) {
    if (!event.target.matches("form[data-act], form.ref-confirm")) { return; }
    if (sending) { event.preventDefault(); return; }
    sending = true;
  });
  window.addEventListener("pageshow", function () { sending = false; });

  // A page waiting for other players reloads when the game moves on.
  var game = document.querySelector("[data-poll]");
  if (game && window.fetch) {
    var step = game.getAttribute("data-step");
    var url = game.getAttribute("data-state-url");
    var links = game.getAttribute("data-links");  // the host screen: which seats' links it shows
    var timer = window.setInterval(function () {
      if (document.hidden) { return; }
      fetch(url, { headers: { Accept: "application/json" }, cache: "no-store" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (state) {
          if (state && (String(state.step) !== step || (links !== null && String(state.links) !== links))) {
            window.clearInterval(timer);
            window.location.reload();
          }
        })
        .catch(function () {});
    }, 2000);
  }

  // The link of the fresh content that stands where ``link`` stood, for the keyboard's focus:
  // the same chip or picker card; for a card taken back from the trick or the hand, the card
  // now in its place in that list, else the card in the picker; else the button of the same words.
  function samePlace(root, link) {
    var keys = ["data-pick-card", "data-trump", "data-to", "data-ruleset"];
    for (var i = 0; i < keys.length; i++) {
      var value = link.getAttribute(keys[i]);
      if (value !== null) { return root.querySelector("a[" + keys[i] + "='" + value + "']"); }
    }
    var list = link.closest("[data-chosen-trick], [data-chosen-hand]");
    if (list) {
      var which = list.hasAttribute("data-chosen-trick") ? "[data-chosen-trick]" : "[data-chosen-hand]";
      var before = Array.prototype.indexOf.call(list.querySelectorAll("a[data-pick]"), link);
      var now = root.querySelectorAll(which + " a[data-pick]");
      if (now.length) { return now[Math.min(before, now.length - 1)]; }
      var card = link.querySelector("[data-card]");
      if (card) { return root.querySelector("a[data-pick-card='" + card.getAttribute("data-card") + "']"); }
    }
    var words = link.textContent.trim();
    return Array.prototype.filter.call(root.querySelectorAll("a[data-pick]"), function (a) {
      return a.textContent.trim() === words;
    })[0] || null;
  }

  // The ruling page: picker links swap the page's content in place (no scroll jump); the
  // focus stays where it was, so the keyboard goes on from the card it just picked.
  document.addEventListener("click", function (event) {
    var link = event.target.closest("[data-swap] a[data-pick]");
    if (!link || !window.fetch || !window.DOMParser) { return; }
    if (event.metaKey || event.ctrlKey || event.shiftKey) { return; }
    event.preventDefault();
    var root = link.closest("[data-swap]");
    var href = link.getAttribute("href");
    var focused = document.activeElement === link;
    root.classList.add("loading");
    fetch(href, { headers: { Accept: "text/html" } })
      .then(function (r) { return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.getElementById(root.id);
        if (!fresh) { window.location.href = href; return; }
        root.innerHTML = fresh.innerHTML;
        root.classList.remove("loading");
        var again = focused && samePlace(root, link);
        if (again) { again.focus({ preventScroll: true }); }
        history.replaceState(null, "", href);
      })
      .catch(function () { window.location.href = href; });
  });

  // The new-game form: show as many seat rows as players.
  var form = document.querySelector("form[data-new-game]");
  if (form) {
    var sync = function () {
      var checked = form.querySelector("input[name=players]:checked");
      var count = checked ? parseInt(checked.value, 10) : 6;
      form.querySelectorAll("[data-seat-row]").forEach(function (row) {
        row.hidden = parseInt(row.getAttribute("data-seat-row"), 10) > count;
      });
    };
    form.addEventListener("change", sync);
    sync();
  }
})();
