// The organiser's desk: confirmations, no double posts, series defaults, prize rows.
(function () {
  "use strict";

  // Ask before an action that removes something; send each form only once.
  document.addEventListener("submit", function (event) {
    if (event.defaultPrevented) { return; }
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

  // A fresh token for the next couple's form: the server registers each token once.
  function newToken() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }

  // Fast registration: Enter in the first name goes to the second; Enter in the second
  // registers. The fields empty and take the focus at once, so typing the next couple never
  // waits for the page; posts go one at a time and the list is swapped in. Enter pressed
  // again on the emptied fields sends nothing, and each form carries its own token, so a
  // post sent twice registers one couple.
  function fastRegistration(form) {
    if (!window.fetch || !window.DOMParser || !window.crypto) { return; }
    var first = form.querySelector("[name=player1]");
    var second = form.querySelector("[name=player2]");
    var token = form.querySelector("[data-form-token]");
    var queue = Promise.resolve();
    var lastSent = 0;
    function swap(doc, ids) {
      ids.forEach(function (id) {
        var mine = document.getElementById(id);
        var theirs = doc.getElementById(id);
        if (mine && theirs) { mine.replaceWith(theirs); }
      });
      var oldMessages = document.querySelector("ul.messages");
      var newMessages = doc.querySelector("ul.messages");
      if (oldMessages) { oldMessages.remove(); }
      // At the door the news of each couple shows under the name boxes, beside the last couple's
      // number, not above them: the boxes keep their place while the volunteer types on.
      var here = document.getElementById("last-slot") || document.getElementById("main");
      if (newMessages) { here.before(newMessages); }
    }
    function note(text) {
      var old = form.querySelector(".form-error");
      if (old) { old.remove(); }
      if (!text) { return; }
      var p = document.createElement("p");
      p.className = "msg error form-error";
      p.setAttribute("role", "alert");
      p.textContent = text;
      form.querySelector(".fast-fields").before(p);
    }
    first.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" || event.isComposing || event.shiftKey || event.ctrlKey || event.altKey) { return; }
      event.preventDefault();
      second.focus();
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!first.value.trim() && !second.value.trim()) {
        // Enter again on the emptied fields: nothing to send. Said only when it is no echo of a send.
        if (Date.now() - lastSent > 1500) { note(form.getAttribute("data-empty")); }
        first.focus();
        return;
      }
      note("");
      var data = new FormData(form);
      lastSent = Date.now();
      if (token) { token.value = newToken(); }
      form.querySelectorAll("input[type=text]").forEach(function (input) { input.value = ""; });
      first.focus();
      queue = queue.then(function () {
        return fetch(form.action, { method: "POST", body: data, credentials: "same-origin", headers: { "X-Requested-With": "fetch" } })
          .then(function (response) {
            return response.text().then(function (html) {
              var doc = new DOMParser().parseFromString(html, "text/html");
              // Names already registered tonight (409): the door says so where the last couple shows,
              // and the boxes the volunteer is typing the next couple in are left alone.
              var keepTyping = response.ok || doc.querySelector("#last-slot [data-keep-typing]");
              swap(doc, keepTyping ? ["couples-count", "last-slot", "couples-live"] : ["couples-count", "last-slot", "couples-live", "register"]);
              if (!keepTyping) {
                var again = document.querySelector("form[data-fast]");
                if (again) { fastRegistration(again); again.querySelector("[name=player1]").focus(); }
              }
            });
          })
          .catch(function () {
            // The network failed: put the names back, with their token (the post may have
            // arrived), and let Enter send them again.
            var fields = form.querySelectorAll("input[type=text]");
            if (fields[0] && !fields[0].value && !fields[1].value) {
              fields[0].value = data.get("player1") || "";
              fields[1].value = data.get("player2") || "";
              if (token) { token.value = data.get("token") || token.value; }
            }
            note(form.getAttribute("data-offline") || "Not sent: press Enter to try again.");
          });
      });
    });
  }

  // A form sent back with a mistake: the first note in red comes into view, with its field
  // taking the focus, wherever it is on the page (the summary stays at the top).
  function showFirstMistake() {
    var mistake = document.querySelector("main .field-error, main .form-error");
    if (!mistake) { return; }
    var around = mistake.closest(".field, fieldset, form");
    var field = around && around.querySelector("input:not([type=hidden]):not([disabled]), select, textarea");
    if (field) { field.focus({ preventScroll: true }); }
    mistake.scrollIntoView({ block: "center" });
  }

  function ready() {
    document.querySelectorAll("form[data-fast]").forEach(fastRegistration);
    showFirstMistake();

    // A couple opened for editing: its first name box takes the focus (autofocus does without this
    // script), the caret after the name.
    var editing = document.querySelector("input[form=edit-form][autofocus]");
    if (editing && !document.querySelector("main .form-error, main .field-error")) {
      editing.focus();
      editing.setSelectionRange(editing.value.length, editing.value.length);
    }

    // Picking a game in a list with a finger or the mouse shows it at once. From the keyboard
    // the arrow keys only move through the games (each change would otherwise reload the
    // page before the wanted game is reached): Enter, or the form's Show button, shows it.
    document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
      var byKeys = false;
      var show = function () {
        if (select.form.requestSubmit) { select.form.requestSubmit(); } else { select.form.submit(); }
      };
      select.addEventListener("pointerdown", function () { byKeys = false; });
      select.addEventListener("keydown", function (event) {
        if (event.key === "Enter") { event.preventDefault(); show(); return; }
        if (event.key !== "Tab" && event.key !== "Shift") { byKeys = true; }
      });
      select.addEventListener("change", function () { if (!byKeys) { show(); } });
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
