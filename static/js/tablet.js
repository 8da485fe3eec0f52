// The scorekeeper's tablet: one tap per table, shown at once, sent exactly once.
//
// Every tap becomes an item in a queue kept in localStorage (so a reload or a
// dropped Wi-Fi loses nothing) with a token made here; the queue is sent one
// item at a time, and a retry reuses the token so the server stores it once.
// The game is redrawn from the state endpoint, polled every two seconds.
//
// Nothing moves under a finger: with "only missing tables" on, a table that gets its result
// stays where it is, dimmed, until the scorekeeper scrolls or taps "Hide the tables already
// in"; a new game starts at the top of the page, and its notice changes no layout.
(function () {
  "use strict";

  function read(id) { return JSON.parse(document.getElementById(id).textContent); }
  var cfg = read("tablet-config");
  var T = cfg.texts;
  var state = read("tablet-state");
  var QKEY = "cardparty-queue:" + cfg.slug + ":" + cfg.user;
  var FKEY = "cardparty-only-missing";
  var FRESH_MS = 8000;
  var LATE_MS = 4000;  // a result still unsent after this long is counted in the bar as waiting

  var queue = loadQueue();
  var notes = {};      // "game:table" -> {kind, text}
  var tidied = {};     // table -> true: recorded, and tidied away while only missing tables are shown
  var notices = [];    // messages not tied to a table of this game
  var ownScrollUntil = 0;  // scroll events before this time are the page's own, not the scorekeeper's
  var online = navigator.onLine !== false, loginNeeded = false, busy = false, polling = false;
  var pollTimer = null, shownGame, cards = {};
  var onlyMissing = localStorage.getItem(FKEY) === "1";
  var el = function (id) { return document.getElementById(id); };
  var grid = el("grid");

  function fmt(text, values) {
    return text.replace(/\{(\w+)\}/g, function (m, k) { return values[k] !== undefined ? values[k] : m; });
  }

  function newToken() {
    var bytes = new Uint8Array(16);
    if (window.crypto && window.crypto.getRandomValues) { window.crypto.getRandomValues(bytes); }
    else { for (var i = 0; i < bytes.length; i++) { bytes[i] = Math.floor(Math.random() * 256); } }
    return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }

  function csrf() {
    var m = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/);
    return m ? decodeURIComponent(m[1]) : cfg.csrf;
  }

  // ---- the queue, kept in the browser ----
  function loadQueue() {
    try {
      var items = JSON.parse(localStorage.getItem(QKEY) || "[]");
      return Array.isArray(items) ? items.map(function (i) { i.sending = false; return i; }) : [];
    } catch (e) { return []; }
  }
  function saveQueue() {
    try {
      localStorage.setItem(QKEY, JSON.stringify(queue.map(function (i) {
        return { kind: i.kind, token: i.token, game: i.game, table: i.table, winner: i.winner, at: i.at };
      })));
    } catch (e) { /* storage full or refused: the queue still lives in this page */ }
  }
  function pendingFor(game, table) {
    for (var i = queue.length - 1; i >= 0; i--) {
      if (queue[i].game === game && queue[i].table === table) { return queue[i]; }
    }
    return null;
  }
  function enqueue(item) {
    item.token = newToken();
    item.at = Date.now();
    queue.push(item);
    saveQueue(); render(); pump();
  }
  function drop(item) {
    queue = queue.filter(function (i) { return i !== item; });
    saveQueue();
  }

  // ---- sending ----
  function post(item) {
    var url = item.kind === "undo" ? cfg.urls.undo : cfg.urls.result;
    var body = { game: item.game, table: item.table, token: item.token };
    if (item.kind === "result") { body.winner = item.winner; }
    var ctl = window.AbortController ? new AbortController() : null;
    var timer = setTimeout(function () { if (ctl) { ctl.abort(); } }, 10000);
    return fetch(url, {
      method: "POST", credentials: "same-origin", cache: "no-store", signal: ctl ? ctl.signal : undefined,
      headers: { "Content-Type": "application/json", "Accept": "application/json", "X-CSRFToken": csrf() },
      body: JSON.stringify(body)
    }).then(function (r) {
      clearTimeout(timer);
      var json = (r.headers.get("Content-Type") || "").indexOf("application/json") === 0;
      if (r.status === 401 || r.redirected || (!json && r.status < 500)) { return { kind: "login" }; }
      if (r.status >= 500 || !json) { return { kind: "retry" }; }
      return r.json().then(function (data) { return { kind: "done", status: r.status, data: data }; });
    }, function (err) { clearTimeout(timer); throw err; });
  }

  function pump() {
    if (busy || loginNeeded || !queue.length) { return; }
    var item = queue[0];
    busy = item.sending = true;
    render();
    post(item).then(function (reply) {
      busy = item.sending = false;
      if (reply.kind === "login") { loginNeeded = true; }
      if (reply.kind !== "done") { render(); return; }
      online = true;
      drop(item);
      apply(item, reply.status, reply.data);
      render(); pump();
    }, function () {
      busy = item.sending = online = false;
      render();
    });
  }

  function tableOf(number) {
    for (var i = 0; i < state.tables.length; i++) {
      if (state.tables[i].table === number) { return state.tables[i]; }
    }
    return null;
  }

  function apply(item, status, data) {
    var k = item.game + ":" + item.table;
    var here = state.game === item.game ? tableOf(item.table) : null;
    if (status === 200 && data.ok) {
      delete notes[k];
      if (here && data.status === "undone") {
        here.winner = null; here.version = 0; here.entered_by = ""; here.mine = false;
      } else if (here && (here.winner === null || here.winner === data.winner)) {
        if (here.winner === null) { here.entered_by = cfg.user; here.mine = true; }
        here.winner = data.winner; here.version = data.version;
      }
    } else if (here) {
      var text = data.message || "";
      if (status === 409 && here.mine) { text += " " + T.change_own; }
      notes[k] = { kind: status === 409 ? "conflict" : "refused", text: text, settle: data.settle || "" };
    } else {
      notices.push({ kind: "refused", text: fmt(T.old_game, { g: item.game, t: item.table, message: data.message || "" }) });
    }
    pollSoon();
  }

  // ---- taps ----
  function tap(table, winner) {
    var t = tableOf(table);
    if (!t || t.bye || !state.playing) { return; }
    var waiting = pendingFor(state.game, table);
    if (waiting) {
      if (waiting.sending || (waiting.kind === "result" && waiting.winner === winner)) { return; }
      drop(waiting);
    } else if (t.winner === winner) {
      return;
    }
    delete notes[state.game + ":" + table];
    enqueue({ kind: "result", game: state.game, table: table, winner: winner });
  }

  function undo(table) {
    var t = tableOf(table);
    if (!t || !t.winner || pendingFor(state.game, table)) { return; }
    enqueue({ kind: "undo", game: state.game, table: table });
  }

  // ---- polling ----
  function poll() {
    if (polling) { return; }
    polling = true;
    clearTimeout(pollTimer);
    fetch(cfg.urls.state, { credentials: "same-origin", cache: "no-cache",  // asks again each time; 304 while unchanged
      headers: { "Accept": "application/json" } })
      .then(function (r) {
        if (r.status === 401 || r.redirected) { loginNeeded = true; throw new Error("login"); }
        if (!r.ok) { throw new Error("status " + r.status); }
        return r.json();
      })
      .then(function (fresh) {
        online = true;
        loginNeeded = false;
        take(fresh);
        pump();
      }, function (err) {
        if (!loginNeeded) { online = false; }
        render();
        return err;
      })
      .then(function () {
        polling = false;
        pollTimer = setTimeout(poll, cfg.poll_ms);
      });
  }
  function pollSoon() {
    clearTimeout(pollTimer);
    pollTimer = setTimeout(poll, 150);
  }

  function take(fresh) {
    var newGame = fresh.game !== state.game && fresh.playing && shownGame !== undefined;
    if (fresh.game !== state.game) { notes = {}; tidied = {}; }
    state = fresh;
    render();
    if (newGame) { startedAnew(); }
  }

  // A new game: its first table at the top of the page, the title lit for a few seconds and
  // the news read out; nothing is added above the tables, so nothing moves a moment later.
  function startedAnew() {
    ownScrollUntil = Date.now() + 500;
    window.scrollTo(0, 0);
    var title = el("game-title");
    title.classList.add("fresh");
    setTimeout(function () { title.classList.remove("fresh"); }, FRESH_MS);
    el("announce").textContent = fmt(T.new_game, { n: state.game });
  }

  // The recorded tables kept in place (dimmed) are put away: on "Hide the tables already in",
  // when the scorekeeper scrolls, or when "only missing tables" is switched on.
  function tidy() {
    state.tables.forEach(function (t) {
      var card = cards[t.table];
      if (card && card.classList.contains("done") && !notes[state.game + ":" + t.table]) { tidied[t.table] = true; }
    });
    render();
  }

  // ---- drawing ----
  function make(tag, cls, text, attrs) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined) { node.textContent = text; }
    if (tag === "button") { node.type = "button"; }
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    return node;
  }

  function buildCard(t) {
    var card = make("section", "tcard" + (t.bye ? " bye" : ""), undefined, { id: "table-" + t.table, "data-table": t.table });
    card.appendChild(make("h2", "tname", fmt(T.table, { n: t.table })));
    if (t.bye) {
      var c = t.couples[0];
      card.appendChild(make("p", "byetext", fmt(T.bye, { n: c.number })));
      if (c.names) { card.appendChild(make("p", "names", c.names)); }
      return card;
    }
    var pair = make("div", "pair");
    t.couples.forEach(function (c) {
      var b = make("button", "pick", undefined, {
        "data-winner": c.number, "aria-label": fmt(T.pick_label, { t: t.table, n: c.number }) + (c.names ? " (" + c.names + ")" : "")
      });
      b.appendChild(make("span", "num", c.number));
      b.appendChild(make("span", "names", c.names || fmt(T.couple, { n: c.number })));
      b.appendChild(make("span", "mark"));
      pair.appendChild(b);
    });
    card.appendChild(pair);
    var foot = make("div", "foot");
    foot.appendChild(make("p", "status"));
    foot.appendChild(make("button", "btn secondary undo", T.undo, { "aria-label": fmt(T.undo_label, { n: t.table }) }));
    card.appendChild(foot);
    var note = make("div", "note", undefined, { role: "alert" });
    note.appendChild(make("p", "note-text"));
    note.appendChild(make("a", "btn settle", T.settle, { hidden: "" }));
    note.appendChild(make("button", "btn secondary dismiss", T.ok));
    card.appendChild(note);
    return card;
  }

  function updateCard(card, t) {
    if (t.bye) { return false; }
    var p = pendingFor(state.game, t.table);
    var shown = p ? (p.kind === "undo" ? null : p.winner) : t.winner;
    var note = notes[state.game + ":" + t.table];
    var sendingNow = p && (p.sending || (online && !loginNeeded));
    card.classList.toggle("done", shown !== null);
    card.classList.toggle("pending", !!p);
    card.classList.toggle("conflict", !!note && note.kind === "conflict");
    card.classList.toggle("refused", !!note && note.kind === "refused");
    card.classList.toggle("disputed", !!t.disputed);  // two tablets disagree here: the close waits for it
    if (shown === null || note) { delete tidied[t.table]; }
    card.classList.toggle("tidied", !!tidied[t.table]);
    card.querySelectorAll(".pick").forEach(function (b) {
      var n = Number(b.getAttribute("data-winner"));
      var chosen = shown === n;
      b.classList.toggle("chosen", chosen);
      b.classList.toggle("other", shown !== null && !chosen);
      b.setAttribute("aria-pressed", chosen ? "true" : "false");
      b.querySelector(".mark").textContent = chosen ? (p ? "…" : "✓ " + T.won) : "";
    });
    var status;
    if (p) { status = p.kind === "undo" ? T.undoing : (sendingNow ? T.sending : T.waiting); }
    else if (t.winner !== null && (t.mine || t.entered_by)) { status = fmt(T.won_by, { n: t.winner, who: t.mine ? T.you : t.entered_by }); }
    else if (t.winner !== null) { status = fmt(T.won_alone, { n: t.winner }); }
    else { status = T.tap; }
    card.querySelector(".status").textContent = status;
    // A keyboard user who pressed Undo stays on this table instead of losing the focus.
    var undoButton = card.querySelector(".undo");
    var undoFocused = document.activeElement === undoButton;
    undoButton.hidden = !(!p && t.winner !== null && t.mine);
    if (undoButton.hidden && undoFocused) { card.querySelector(".pick").focus(); }
    var box = card.querySelector(".note");
    box.hidden = !note;
    box.querySelector(".note-text").textContent = note ? note.text : "";
    var settle = box.querySelector(".settle");
    settle.hidden = !(note && note.settle);
    if (note && note.settle) { settle.setAttribute("href", note.settle); }
    return shown === null;
  }

  function render() {
    var now = Date.now();
    el("game-title").textContent = state.playing ? fmt(T.game_of, { n: state.game, total: state.games }) : T.not_playing;
    if (shownGame !== state.game) {
      grid.textContent = "";
      cards = {};
      state.tables.forEach(function (t) { cards[t.table] = grid.appendChild(buildCard(t)); });
      shownGame = state.game;
    }
    el("idle").hidden = state.playing;
    el("idle").textContent = state.night_state === "registration" ? T.not_started
      : state.night_state === "finished" ? T.finished : T.all_played;
    el("tap-hint").hidden = !state.playing;  // "tap the couple that won" only while a game is in play
    var missing = 0, tables = 0;
    state.tables.forEach(function (t) {
      if (!t.bye) { tables += 1; }
      if (cards[t.table] && updateCard(cards[t.table], t)) { missing += 1; }
    });
    // The status line: tables missing, all in, or which table is disputed and that the close waits for
    // it (the server's sentence, the one the desk and the board show).
    var bar = el("missing");
    var count = missing === 0 ? "" : missing === 1 ? T.missing_one : fmt(T.missing_many, { n: missing });
    var disputed = state.playing && state.disputed_text;
    bar.textContent = !state.playing ? "" : disputed ? [count, state.disputed_text].filter(Boolean).join(" · ")
      : missing === 0 ? fmt(T.all_in, { n: tables }) : count;
    bar.className = "missing " + (disputed ? "wait disputed" : missing ? "wait" : "ok");
    bar.hidden = !state.playing;
    grid.classList.toggle("only-missing", onlyMissing);
    el("only-missing").setAttribute("aria-pressed", onlyMissing ? "true" : "false");
    el("only-missing").hidden = !state.playing;
    var untidy = state.tables.some(function (t) {
      return cards[t.table] && cards[t.table].classList.contains("done") && !tidied[t.table];
    });
    var tidyButton = el("tidy");
    tidyButton.hidden = !state.playing || !onlyMissing;
    tidyButton.classList.toggle("idle", !untidy);  // takes its room even when idle: the bar keeps its height
    tidyButton.disabled = !untidy;

    var net = el("net");
    // A tap being sent as usual says "Sending…" on its own card; the bar counts the results only when they
    // really wait (offline, logged out, or unsent after a few seconds), so a tap never makes the bar wrap.
    var late = !online || loginNeeded || queue.some(function (i) { return now - (i.at || 0) > LATE_MS; });
    var waiting = !late || queue.length === 0 ? "" : queue.length === 1 ? T.queued_one : fmt(T.queued_many, { n: queue.length });
    net.textContent = [online ? T.online : T.offline, waiting].filter(Boolean).join(" · ");
    net.className = "net " + (!online ? "bad" : queue.length ? "wait" : "ok");
    el("login-needed").hidden = !loginNeeded;

    notices = notices.filter(function (n) { return !n.until || n.until > now; });
    var list = el("notices");
    list.textContent = "";
    notices.forEach(function (n, i) {
      var li = make("li", "msg " + (n.kind === "info" ? "info" : "error"), n.text + " ");
      li.appendChild(make("button", "btn secondary dismiss", T.ok, { "data-notice": i }));
      list.appendChild(li);
    });
  }

  // ---- wiring ----
  grid.addEventListener("click", function (event) {
    var card = event.target.closest(".tcard");
    if (!card) { return; }
    var table = Number(card.getAttribute("data-table"));
    var pick = event.target.closest(".pick");
    if (pick) { tap(table, Number(pick.getAttribute("data-winner"))); return; }
    if (event.target.closest(".undo")) { undo(table); return; }
    if (event.target.closest(".dismiss")) { delete notes[state.game + ":" + table]; render(); }
  });
  el("notices").addEventListener("click", function (event) {
    var b = event.target.closest("[data-notice]");
    if (b) { notices.splice(Number(b.getAttribute("data-notice")), 1); render(); }
  });
  el("only-missing").addEventListener("click", function () {
    onlyMissing = !onlyMissing;
    try { localStorage.setItem(FKEY, onlyMissing ? "1" : "0"); } catch (e) { /* a preference only */ }
    if (onlyMissing) { tidy(); } else { tidied = {}; render(); }
  });
  el("tidy").addEventListener("click", tidy);
  window.addEventListener("scroll", function () {
    if (onlyMissing && Date.now() > ownScrollUntil && !el("tidy").disabled) { tidy(); }
  }, { passive: true });
  window.addEventListener("online", function () { online = true; pump(); pollSoon(); });
  window.addEventListener("offline", function () { online = false; render(); });
  setInterval(function () { if (queue.length) { pump(); } render(); }, 3000);

  render();
  if (onlyMissing) { tidy(); }
  pump();
  pollTimer = setTimeout(poll, cfg.poll_ms);
})();
