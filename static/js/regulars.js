// The door's name boxes suggest the series' regulars (offline: the list comes with the page),
// blind to accents and case ("gerard" finds "Gérard"). Picking the first player guesses their
// last partner in the second box, selected so typing replaces it; a new name is still simply typed.
// A player already registered tonight is not suggested.
// Keys: arrow down/up move through the suggestions, Enter picks one, Escape closes them.
(function () {
  "use strict";

  var MAX = 6;
  var regulars = [];
  var known = {};

  // As tournaments/people.py's fold: invisible characters dropped (tournaments/invisible.py), NFKD,
  // combining marks stripped, Cyrillic and Greek look-alikes of Latin letters made Latin
  // (tournaments/lookalikes.py), casefolded, spaces collapsed.
  var INVISIBLE = /[\u0000-\u0008\u000e-\u001b\u007f-\u0084\u0086-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]/g;
  var LOOKALIKES = {
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
    "У": "Y", "Х": "X", "Ѕ": "S", "І": "I", "Ј": "J", "Ү": "Y", "Һ": "h", "Ԛ": "Q", "Ԝ": "W", "Ӏ": "l",
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j",
    "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ү": "y",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "α": "a", "ι": "i", "ν": "v", "ο": "o", "ρ": "p"
  };
  function latin(text) { return text.replace(/[^\u0000-\u036f]/g, function (ch) { return LOOKALIKES[ch] || ch; }); }
  function fold(text) {
    var bare = latin(String(text || "").replace(INVISIBLE, "").normalize("NFKD")
      .replace(/[\u0300-\u036f\u1ab0-\u1aff\u20d0-\u20ff\ufe20-\ufe2f]/g, ""));
    return latin(bare.toLowerCase().replace(/ß/g, "ss")).split(/\s+/).filter(Boolean).join(" ");
  }

  // A player registered tonight is not suggested again (the page leaves them out of the list too).
  function forget(name) {
    var key = fold(name);
    if (!key || !known[key]) { return; }
    regulars = regulars.filter(function (r) { return r[1] !== key; });
    delete known[key];
  }

  // The regulars whose name, or a word of it, starts with what was typed: whole-name matches first.
  function matches(typed) {
    var key = fold(typed);
    if (!key) { return []; }
    var first = [], then = [];
    regulars.forEach(function (r) {
      if (r[1].indexOf(key) === 0) { first.push(r); } else if (r[1].indexOf(" " + key) !== -1) { then.push(r); }
    });
    return first.concat(then).slice(0, MAX);
  }

  function boxes(form) {
    return [form.querySelector("[name=player1]"), form.querySelector("[name=player2]")];
  }

  function listFor(input) {
    var id = input.id + "-suggestions";
    var list = document.getElementById(id);
    if (list) { return list; }
    list = document.createElement("ul");
    list.id = id;
    list.className = "suggestions";
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", input.form.getAttribute("data-suggestions-label") || "");
    list.hidden = true;
    input.after(list);
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", id);
    return list;
  }

  function close(input) {
    var list = listFor(input);
    list.hidden = true;
    list.textContent = "";
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  }

  function show(input) {
    var list = listFor(input);
    var found = matches(input.value);
    list.textContent = "";
    if (!found.length) { close(input); return; }
    var label = input.form.getAttribute("data-partner-label") || "";
    found.forEach(function (r, i) {
      var li = document.createElement("li");
      li.id = list.id + "-" + i;
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", "false");
      li.dataset.name = r[0];
      li.dataset.partner = r[2] || "";
      var name = document.createElement("span");
      name.className = "suggestion-name";
      name.textContent = r[0];
      li.appendChild(name);
      if (r[2] && input.name === "player1") {
        var partner = document.createElement("small");
        partner.className = "suggestion-partner";
        partner.textContent = label + " " + r[2];
        li.appendChild(partner);
      }
      list.appendChild(li);
    });
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  function options(input) {
    return Array.prototype.slice.call(listFor(input).querySelectorAll("[role=option]"));
  }

  function move(input, step) {
    var all = options(input);
    if (!all.length) { return; }
    var at = all.findIndex(function (o) { return o.getAttribute("aria-selected") === "true"; });
    var places = all.length + 1;  // the box itself (-1: nothing chosen) and each suggestion
    var next = ((at + 1 + step) % places + places) % places - 1;
    all.forEach(function (o, i) { o.setAttribute("aria-selected", i === next ? "true" : "false"); });
    if (next >= 0) { input.setAttribute("aria-activedescendant", all[next].id); } else { input.removeAttribute("aria-activedescendant"); }
  }

  // The partner guessed in the second box, selected so one keystroke replaces it.
  function guess(form, partner) {
    var second = boxes(form)[1];
    if (!partner || (second.value && second.dataset.guessed !== "1")) { return; }
    second.value = partner;
    second.dataset.guessed = "1";
  }

  function pick(input, option) {
    var form = input.form;
    input.value = option.dataset.name;
    close(input);
    if (input.name === "player1") {
      guess(form, option.dataset.partner);
      var second = boxes(form)[1];
      second.focus();
      second.select();
    } else {
      input.dataset.guessed = "";
      input.focus();
    }
  }

  function nameBox(target) {
    return target && target.matches && target.matches("form[data-fast] [name=player1], form[data-fast] [name=player2]");
  }

  document.addEventListener("input", function (event) {
    if (!nameBox(event.target)) { return; }
    event.target.dataset.guessed = "";
    show(event.target);
  });

  // Capture: runs before desk.js's own Enter (first box to the second, second box registers).
  document.addEventListener("keydown", function (event) {
    var input = event.target;
    if (!nameBox(input) || event.isComposing) { return; }
    var chosen = options(input).find(function (o) { return o.getAttribute("aria-selected") === "true"; });
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (listFor(input).hidden) { show(input); }
      move(input, event.key === "ArrowDown" ? 1 : -1);
      event.preventDefault();
    } else if (event.key === "Escape" && !listFor(input).hidden) {
      close(input);
      event.preventDefault();
    } else if (event.key === "Enter" && chosen) {
      event.preventDefault();
      event.stopPropagation();
      pick(input, chosen);
    } else if (event.key === "Enter" && input.name === "player1") {
      // A regular's name typed out whole: their partner is guessed as well.
      var known1 = known[fold(input.value)];
      close(input);
      if (known1) {
        guess(input.form, known1[2]);
        window.setTimeout(function () { boxes(input.form)[1].select(); }, 0);
      }
    } else if (event.key === "Enter" || event.key === "Tab") {
      close(input);
    }
  }, true);

  // A finger or the mouse picks a suggestion (pointerdown: before the box loses the focus).
  document.addEventListener("pointerdown", function (event) {
    var option = event.target.closest && event.target.closest(".suggestions [role=option]");
    if (!option) { return; }
    event.preventDefault();
    pick(option.parentElement.previousElementSibling, option);
  });

  // Closed a moment after the box is left (a finger on a suggestion picks it first), unless the box
  // has the focus again by then: a fast typist back in it must not lose the suggestions just shown.
  document.addEventListener("focusout", function (event) {
    var input = event.target;
    if (!nameBox(input)) { return; }
    window.setTimeout(function () { if (document.activeElement !== input) { close(input); } }, 150);
  });

  // A couple sent: its two players are registered tonight, so no longer suggested (desk.js empties the boxes after).
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[data-fast]")) { return; }
    boxes(form).forEach(function (b) { close(b); b.dataset.guessed = ""; forget(b.value.trim()); });
  }, true);

  function ready() {
    var form = document.querySelector("form[data-fast][data-regulars]");
    var data = form && document.getElementById(form.getAttribute("data-regulars"));
    if (!data) { return; }
    JSON.parse(data.textContent).forEach(function (r) { regulars.push(r); known[r[1]] = r; });
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", ready); } else { ready(); }
})();
