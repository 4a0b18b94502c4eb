// The gallery's own script. The page works fully without it; with it:
// - the page follows its model over server-sent events and replaces the parts that changed;
// - an open alert or sheet keeps the focus: what is behind it is inert (the server marks it so;
//   the script does the same for a dialog a live update brings), and Tab cycles inside it;
// - after a form is posted, the focus returns to the control used, or to the one the person
//   moved to while a step's answer was coming (or the screen's heading);
// - a step inside one screen (a form marked data-step: a stepper, a toggle, "More", an alert's
//   answer) is posted in the background and the answer's screen replaces this one in place: its
//   history entry is replaced rather than added, and the scroll position stays; a second press
//   of a form whose answer is still coming (a double click) is ignored;
// - a dialog's button that only closes it (data-dismiss, data-closes) is such a step: a dialog
//   opened over the page before it closes by going Back to that page's history entry, so that a
//   closed dialog is no history entry;
// - a form marked data-autosave is posted a moment after the person stops typing, and at once
//   when the page is left or hidden;
// - a page the browser shows again from its back-forward cache is loaded again, and Back to a
//   page puts the focus on the button or link it was left by;
// - what was typed in a form marked data-keep is put back after the language switch, and its
//   identity when its page is shown again (Back, a reload);
// - the language switch goes back to the address the script moved the page to.
(function () {
  "use strict";
  var events = null;
  var savers = [];
  // The page is being left the ordinary way (beforeunload came: nothing is sent before it).
  var leaving = false;
  // Steps sent whose answer has not come yet (see "Steps inside one screen").
  var stepsUnderWay = 0;

  // --- Live updates ------------------------------------------------------------------------

  function follow(url) {
    if (events) events.close();
    events = null;
    waiting = {};
    if (!url || !window.EventSource) return;
    events = new EventSource(url);
    // A part as the stream found it on opening: the page may have been rendered before a change.
    events.addEventListener("current", function (event) { apply(event, true); });
    // A part that changed while the stream was open.
    events.addEventListener("replace", function (event) { apply(event, false); });
    events.addEventListener("navigate", function (event) {
      // A step of this page is under way: the model moved for it (a stream opened meanwhile saw
      // it first), and its answer shows where it went, in this history entry or by going Back.
      // The page is being left (a form sent or a link followed the ordinary way): where it goes
      // is the answer's to say. A stream opening only after the form reached the server tells of
      // the move the form itself made, and following it too would open that page twice.
      if (stepsUnderWay > 0 || leaving) return;
      var target;
      try { target = JSON.parse(event.data).url; } catch (error) { return; }
      if (typeof target !== "string" || target.charAt(0) !== "/" || target.charAt(1) === "/") return;
      if (target === window.location.pathname) return;
      events.close();
      window.location.assign(target);
    });
  }

  // A button in a live part held down (Space clicks on its release, a pointer on its lifting):
  // that part's changes wait for the release, as a part replaced under the press would swallow
  // its click. `waiting`: the latest change of each part held back, by id.
  var held = null;
  var waiting = {};

  function hold(event) {
    var target = event.target;
    if (!target || !target.closest || (event.type === "keydown" && event.key !== " ")) return;
    if (target.closest("button, input[type=submit]")) held = target.closest("[data-live]");
  }

  function release() {
    if (!held) return;
    held = null;
    // After the click the release brings: its step goes first, then the changes held back.
    setTimeout(function () {
      var queued = waiting;
      waiting = {};
      Object.keys(queued).forEach(function (id) { apply(queued[id].event, queued[id].unlessSame); });
    }, 0);
  }

  document.addEventListener("keydown", hold, true);
  document.addEventListener("pointerdown", hold, true);
  ["keyup", "pointerup", "pointercancel"].forEach(function (name) { document.addEventListener(name, release, true); });
  window.addEventListener("blur", release);

  // Puts a live part's new HTML in place, keeping the focus; `unlessSame`: not when the part
  // already shows the same nodes (the stream's first word on a page that is up to date).
  function apply(event, unlessSame) {
    var change;
    try { change = JSON.parse(event.data); } catch (error) { return; }
    var element = document.getElementById(change.id);
    if (!element || !element.hasAttribute("data-live")) return;
    if (held && held === element) {
      var before = waiting[change.id];
      waiting[change.id] = { event: event, unlessSame: unlessSame && (!before || before.unlessSame) };
      return;
    }
    if (unlessSame && sameNodes(element, change.html)) return;
    // The control with the focus, by what names it across renders (its id, a link's address, a
    // form button's form and words), to give it the focus back once the part is new.
    var active = document.activeElement;
    var focused = active && element.contains(active)
      ? (active.id ? "#" + active.id : active.matches("a[href]") ? "a:" + active.getAttribute("href") : controlKey(active))
      : null;
    var hadDialog = openDialog() !== null;
    element.innerHTML = change.html;
    syncFields(element);
    // The part itself is no live region (a list read again whole at every change); what it says
    // of the change is read out once: a status (a save, a load under way) through the script's
    // own live region, the status element itself then kept quiet (aria-live="off"), so the same
    // words are not in two live regions; an alert is announced by its role as it appears.
    var said = element.querySelector('[role="status"]');
    if (said && said.textContent.trim()) {
      said.setAttribute("aria-live", "off");
      speak(said.textContent.trim());
    }
    if (focused) {
      var again = findControl(focused, element);
      if (again) again.focus({ preventScroll: true });
    }
    holdFocus(hadDialog);
  }

  // Whether `element` holds the nodes `html` makes (white space between tags aside).
  function sameNodes(element, html) {
    var made = element.cloneNode(false);
    made.innerHTML = html;
    var shown = element.cloneNode(true);
    [made, shown].forEach(function (root) { root.normalize(); dropBlankText(root); });
    return made.isEqualNode(shown);
  }

  function dropBlankText(root) {
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    var blank = [];
    while (walker.nextNode()) {
      if (!/\S/.test(walker.currentNode.nodeValue)) blank.push(walker.currentNode);
    }
    blank.forEach(function (node) { node.parentNode.removeChild(node); });
  }

  // --- Dialogs keep the focus ----------------------------------------------------------------

  // The part of the page behind a dialog (the layout's <div class="screen">).
  function screenPart() {
    return document.querySelector("main > .screen");
  }

  // The alert or sheet open over the screen, if any.
  function openDialog() {
    var screen = screenPart();
    var found = document.querySelectorAll('main dialog[open], main [role="dialog"][aria-modal="true"]');
    for (var i = 0; i < found.length; i++) {
      if (!screen || !screen.contains(found[i])) return found[i];
    }
    return null;
  }

  // The controls Tab reaches inside `container`, in order.
  function focusables(container) {
    var candidates = container.querySelectorAll("a[href], button, input, select, textarea, [tabindex]");
    return Array.prototype.filter.call(candidates, function (element) {
      if (element.disabled || element.type === "hidden") return false;
      var index = element.getAttribute("tabindex");
      if (index !== null && Number(index) < 0) return false;
      return element.getClientRects().length > 0;
    });
  }

  // Makes the screen inert while a dialog is open (and usable again once it is gone), and moves
  // the focus into a dialog that does not hold it yet; `recover`: a dialog was just closed, and
  // the focus it held goes to the screen's heading.
  function holdFocus(recover) {
    var screen = screenPart();
    var dialog = openDialog();
    if (screen) {
      if (dialog) screen.setAttribute("inert", ""); else screen.removeAttribute("inert");
    }
    // The bar above: its way home is inert too; the language switch stays clickable (it keeps
    // the dialog, in the other language) but out of the Tab order, as the server renders it.
    var home = document.querySelector("main > .bar .home");
    if (home) { if (dialog) home.setAttribute("inert", ""); else home.removeAttribute("inert"); }
    document.querySelectorAll("main > .bar .language button").forEach(function (button) {
      if (dialog) button.setAttribute("tabindex", "-1"); else button.removeAttribute("tabindex");
    });
    var active = document.activeElement;
    if (dialog && !dialog.contains(active)) {
      focusDialog(dialog);
    } else if (!dialog && recover && (!active || active === document.body)) {
      var heading = document.querySelector("main h1");
      if (heading) heading.focus({ preventScroll: true });
    }
  }

  function focusDialog(dialog) {
    var target = dialog.hasAttribute("tabindex") ? dialog : focusables(dialog)[0];
    if (target) target.focus({ preventScroll: true });
  }

  // Escape presses the open dialog's button that closes it and does nothing else (marked
  // data-dismiss: Cancel, Close, Done, OK); a dialog without one (a form sheet, whose Cancel
  // would throw away what was typed) stays.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    var dialog = openDialog();
    var dismiss = dialog ? dialog.querySelector("button[data-dismiss]:not([disabled])") : null;
    if (!dismiss) return;
    event.preventDefault();
    dismiss.click();
  });

  // Tab and Shift+Tab go round the open dialog's controls.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    var dialog = openDialog();
    if (!dialog) return;
    var controls = focusables(dialog);
    var active = document.activeElement;
    event.preventDefault();
    if (controls.length === 0) { dialog.focus(); return; }
    var index = controls.indexOf(active);
    if (event.shiftKey) {
      controls[index > 0 ? index - 1 : controls.length - 1].focus();
    } else {
      controls[index >= 0 && index < controls.length - 1 ? index + 1 : 0].focus();
    }
  });

  // --- The focus after a form ------------------------------------------------------------------

  // What names a form's button across pages: its id, else its form's action, the form's hidden
  // fields but the token, and its own name, value and text.
  function controlKey(control) {
    if (!control) return null;
    if (control.id) return "#" + control.id;
    var form = control.form;
    if (!form) return null;
    var parts = [form.getAttribute("action") || ""];
    // The page's token and an order form's ticket (new once an order is taken) name the page,
    // not the control: the same control on the next page may have other ones.
    Array.prototype.forEach.call(form.elements, function (element) {
      if (element.type === "hidden" && element.name !== "token" && element.name !== "ticket") {
        parts.push(element.name + "=" + element.value);
      }
    });
    parts.push((control.name || "") + "=" + (control.value || "") + "=" + control.textContent);
    return parts.join("&");
  }

  function findControl(key, scope) {
    if (!key || !scope) return null;
    if (key.indexOf("a:") === 0) {
      var links = scope.querySelectorAll("a[href]");
      for (var j = 0; j < links.length; j++) {
        if (links[j].getAttribute("href") === key.slice(2)) return links[j];
      }
      return null;
    }
    if (key.charAt(0) === "#") {
      var named = document.getElementById(key.slice(1));
      return named && scope.contains(named) ? named : null;
    }
    var buttons = scope.querySelectorAll("button, input[type=submit]");
    for (var i = 0; i < buttons.length; i++) {
      // Not a form's hidden default button (Enter in a field presses it): its visible twin.
      if (buttons[i].getAttribute("aria-hidden") === "true") continue;
      if (controlKey(buttons[i]) === key) return buttons[i];
    }
    return null;
  }

  // The focus on the new screen: a field the form sent that was refused (the first one, whose
  // message a screen reader then reads), else what says the form as a whole was refused (marked
  // data-refusal: a registration the market turned down), else the control used when it is
  // there and usable (inside the dialog, when one is open), else the dialog, else the screen's
  // heading.
  function restoreFocus(key) {
    var dialog = openDialog();
    var invalid = key ? (dialog || document).querySelector('main [aria-invalid="true"]') : null;
    if (invalid) { invalid.focus(); return; }
    var refusal = key ? (dialog || document).querySelector("main [data-refusal]") : null;
    if (refusal) { refusal.focus(); return; }
    var control = findControl(key, dialog || document.querySelector("main"));
    // The control that opened a dialog (it is behind it now) takes the focus back when the
    // dialog closes, as the button that closed it is gone.
    if (dialog && !control && key) keepOpener(key);
    if (!dialog && !control) control = findControl(takeOpener(), document.querySelector("main"));
    // A stepper's button just disabled (the count at its limit): its group's other button.
    var group = control && control.closest ? control.closest('[role="group"]') : null;
    if (control && control.disabled && group) {
      control = Array.prototype.find.call(group.querySelectorAll("button"), function (button) {
        return !button.disabled;
      }) || null;
    }
    if (control && !control.disabled) {
      control.focus({ preventScroll: true });
      announce(group);
      if (document.activeElement === control) return;
    }
    if (dialog) { focusDialog(dialog); return; }
    var heading = document.querySelector("main h1");
    if (heading) heading.focus({ preventScroll: true });
  }

  // A step that changed a group's count (a stepper: its name and its <output>) says the new
  // count in a polite live region of the script's own: the page's parts are replaced, and a
  // replaced <output> is not announced by itself.
  var announcer = null;
  function announce(group) {
    var output = group ? group.querySelector("output") : null;
    if (!output) return;
    speak((group.getAttribute("aria-label") || "") + ": " + output.textContent);
  }

  // Says `text` through the script's polite live region (made once, kept on the page).
  function speak(text) {
    if (!announcer) {
      announcer = document.createElement("p");
      announcer.className = "visually-hidden";
      announcer.setAttribute("aria-live", "polite");
      document.body.appendChild(announcer);
    }
    announcer.textContent = text;
  }

  var openerKey = "gallery-opener";
  function keepOpener(key) {
    try { window.sessionStorage.setItem(openerKey, key); } catch (error) { /* no storage */ }
  }
  function takeOpener() {
    try {
      var key = window.sessionStorage.getItem(openerKey);
      window.sessionStorage.removeItem(openerKey);
      return key;
    } catch (error) { return null; }
  }

  // The way back: the control a page was left by (a form's button, a link) is noted for that
  // page in the tab's sessionStorage, so that Back to the page puts the focus on it again.
  var wayBackKey = "gallery-way-back";
  var cameBackKey = "gallery-came-back";
  function here() { return window.location.pathname + window.location.search; }
  function noteWayBack(key) {
    if (!key) return;
    try {
      var notes = JSON.parse(window.sessionStorage.getItem(wayBackKey) || "{}");
      delete notes[here()];
      notes[here()] = key;
      var paths = Object.keys(notes);
      // The last 50 pages left are enough for any Back a person presses.
      paths.slice(0, Math.max(0, paths.length - 50)).forEach(function (path) { delete notes[path]; });
      window.sessionStorage.setItem(wayBackKey, JSON.stringify(notes));
    } catch (error) { /* no storage: Back starts at the page's top */ }
  }
  function wayBack() {
    var cameBack = false;
    try {
      cameBack = window.sessionStorage.getItem(cameBackKey) === here();
      window.sessionStorage.removeItem(cameBackKey);
      var entry = window.performance && window.performance.getEntriesByType
        ? window.performance.getEntriesByType("navigation")[0] : null;
      cameBack = cameBack || (!!entry && entry.type === "back_forward");
      return cameBack ? JSON.parse(window.sessionStorage.getItem(wayBackKey) || "{}")[here()] || null : null;
    } catch (error) { return null; }
  }

  // A page left by a form posted the ordinary way or by a link: the next page knows what it was
  // left by and from where. After a form, the focus goes back on its control; a dialog the next
  // page opens keeps what opened it (a form's button, a link such as a row's Share) for when it
  // closes, and notes on its own history entry the page it was opened over.
  var focusKey = "gallery-focus";
  function rememberLeaving(key, link) {
    try {
      window.sessionStorage.setItem(focusKey, JSON.stringify({ key: key, link: link, from: here(), at: Date.now() }));
    } catch (error) { /* no storage: the page starts at its top */ }
  }
  function rememberControl(control) { rememberLeaving(controlKey(control), false); }
  function takeRememberedLeaving() {
    try {
      var saved = JSON.parse(window.sessionStorage.getItem(focusKey) || "null");
      window.sessionStorage.removeItem(focusKey);
      // Only on the page the post led to (its referrer is the page it left, however long the
      // answer took), or right after it: an old note (a post that never arrived) is ignored.
      if (!saved || !saved.key) return null;
      var referrer = null;
      try { referrer = document.referrer ? new URL(document.referrer) : null; } catch (error) { referrer = null; }
      var ledHere = referrer && referrer.origin === window.location.origin && referrer.pathname + referrer.search === saved.from;
      return ledHere || Date.now() - saved.at < 10000 ? saved : null;
    } catch (error) { return null; }
  }

  // The history entry's own notes (history.state, kept with the entry through Back, Forward and
  // a reload): `openedFrom`, the address of the page an open dialog's page was opened over (the
  // entry before this one), and `forms`, the identity each form marked data-keep had on it.
  function entryNotes() {
    var state = window.history.state;
    return state && typeof state === "object" ? state : {};
  }
  function notesWith(changes) {
    var notes = {};
    var old = entryNotes();
    Object.keys(old).forEach(function (name) { notes[name] = old[name]; });
    Object.keys(changes).forEach(function (name) {
      if (changes[name] === undefined) delete notes[name]; else notes[name] = changes[name];
    });
    return notes;
  }
  function noteOnEntry(changes) {
    try { window.history.replaceState(notesWith(changes), ""); } catch (error) { /* no history */ }
  }

  // The script moved the address (history.replaceState): the language switch, which goes back to
  // the page's address, goes back to this one (its hidden field was written for the first).
  function followAddress(path, notes) {
    window.history.replaceState(notes, "", path);
    document.querySelectorAll('main > .bar form.language input[name="back"]').forEach(function (field) {
      field.value = window.location.pathname;
    });
  }

  // --- Steps inside one screen --------------------------------------------------------------

  var stepping = Promise.resolve();

  // Shows the page `html` (the answer to a step, from `url`) in place of this one.
  function showAnswer(html, url, redirected, key, scrolled) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var fresh = page.querySelector("main");
    var current = document.querySelector("main");
    if (!fresh || !current) { window.location.assign(url); return; }
    current.replaceWith(document.adoptNode(fresh));
    document.title = page.title;
    document.documentElement.lang = page.documentElement.lang || document.documentElement.lang;
    document.body.setAttribute("data-events", page.body.getAttribute("data-events") || "");
    var moved = new URL(url, window.location.href);
    if (redirected && moved.origin === window.location.origin) {
      // The entry's notes stay with it; a page over which no dialog shows now was opened over none.
      followAddress(moved.pathname + moved.search, notesWith(openDialog() ? {} : { openedFrom: undefined }));
    }
    window.scrollTo(0, scrolled);
    setUp(fresh);
    follow(document.body.getAttribute("data-events"));
    restoreFocus(key);
  }

  // An answer that closes a dialog whose page was opened over another page (a history entry of
  // its own, noted `openedFrom`), back to that page: the browser goes Back to that page's entry
  // rather than showing it in a new one, so that Back from there leaves the page instead of
  // opening the dialog again. The page loaded again puts the focus on what opened the dialog
  // (the way back noted when it was left). `true` when it went back.
  function wentBack(answer) {
    var from = entryNotes().openedFrom;
    if (!from || !answer.response.ok) return false;
    var moved = new URL(answer.response.url, window.location.href);
    if (moved.origin !== window.location.origin || moved.pathname + moved.search !== from) return false;
    var page = new DOMParser().parseFromString(answer.html, "text/html");
    if (page.querySelector('main dialog[open], main [role="dialog"][aria-modal="true"]')) return false;
    // The page goes: its stream must not change it meanwhile, and the opener kept for this
    // dialog is not wanted (the way back puts the focus on it).
    if (events) events.close();
    events = null;
    takeOpener();
    window.history.back();
    return true;
  }

  function step(action, body, key) {
    var scrolled = window.scrollY;
    // Typing still waiting to be saved goes first.
    return flushAll(false).then(function () {
      return fetch(action, { method: "POST", body: body, credentials: "same-origin" }).then(function (response) {
        return response.text().then(function (html) { return { response: response, html: html }; });
      });
    }).then(function (answer) {
      if (wentBack(answer)) return;
      // The focus goes where it is when the answer comes: the person may have moved on to
      // another control meanwhile (the next stepper button), which keeps it.
      var active = document.activeElement;
      var now = active && active.closest && active.closest("main") ? controlKey(active) : null;
      try {
        showAnswer(answer.html, answer.response.url, answer.response.redirected, now || key, scrolled);
      } catch (error) {
        // The step was taken; the page shows its screen the ordinary way.
        window.location.assign(answer.response.url);
      }
    }, function () {
      // No answer came, so whether the step was taken is not known: it is never sent again (an
      // order or a stepper's press could be taken twice). The page shows the screen as it now
      // is, for the person to see and press again if it was not taken.
      window.location.reload();
    });
  }

  // The forms sent whose answer has not come yet: a second press of the same form meanwhile (a
  // double click) is ignored, as a browser sends an ordinary form once. A press after the answer
  // counts, and so does one of the form a live update put in its place (the person saw the
  // change, a stepper's new count, and pressed again).
  var sending = window.WeakSet ? new WeakSet() : null;

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var control = event.submitter || null;
    if (event.defaultPrevented) return;
    // A dialog's button that closes it and does nothing else is a step too (data-dismiss, which
    // Escape presses; data-closes, a form sheet's Cancel, which it does not): the dialog closes
    // in place, never as a new history entry.
    var closes = !!control && (control.hasAttribute("data-dismiss") || control.hasAttribute("data-closes"));
    var inPlace = form.hasAttribute("data-step") || closes;
    if (!inPlace || !window.fetch || !window.DOMParser) {
      rememberControl(control);
      noteWayBack(controlKey(control));
      return;
    }
    event.preventDefault();
    if (sending && sending.has(form)) return;
    if (sending) sending.add(form);
    var action = form.getAttribute("action");
    var key = controlKey(control);
    var body = new URLSearchParams(new FormData(form));
    if (control && control.name) body.append(control.name, control.value);
    // In order, one at a time: each press of another form counts, and the last answer is what
    // shows.
    stepsUnderWay += 1;
    var answered = function () {
      stepsUnderWay -= 1;
      if (sending) sending.delete(form);
    };
    stepping = stepping.then(function () { return step(action, body, key); }).then(answered, answered);
  });

  // --- Typing is saved -------------------------------------------------------------------------

  // A form marked data-autosave posts its fields (action=autosave) 700 ms after the last key;
  // the server answers with the screen's URL, which changes once a new entry is first saved:
  // the page then takes that URL, for its forms, its history entry and its event stream.
  function autosave(form) {
    var timer = null;
    var saver = { pending: false };
    // Sends the fields as they are (every hidden field too). `leaving`: the page is going away,
    // so the request outlives it (keepalive) and its redirect is not followed (that would
    // bring the model back to this screen after the person left it).
    function send(leaving, hidden) {
      if (timer) clearTimeout(timer);
      timer = null;
      saver.pending = false;
      var body = new URLSearchParams(new FormData(form));
      body.set("action", "autosave");
      // The server then leaves the screen the app shows as it is: the person is elsewhere.
      if (leaving) body.set("leaving", "1");
      // Browsers keep at most 64 KB of requests alive past their page.
      var keepalive = (leaving || hidden) && body.toString().length < 60000;
      // getAttribute: a control named "action" hides the form's own action property.
      var sent = fetch(form.getAttribute("action"), {
        method: "POST", body: body, credentials: "same-origin", keepalive: keepalive,
        redirect: leaving ? "manual" : "follow",
      });
      if (leaving) return sent.then(function () {}, function () {});
      return sent.then(function (response) {
        saveFailed(form, !response.ok);
        // The editor has these fields now: they are what the page shows from here on.
        if (response.ok) {
          [["title", "shownTitle"], ["body", "shownBody"]].forEach(function (pair) {
            var given = form.querySelector('input[type="hidden"][name="' + pair[1] + '"]');
            if (given && body.has(pair[0])) given.value = body.get(pair[0]);
          });
        }
        var moved = new URL(response.url, window.location.href);
        if (moved.origin !== window.location.origin) return;
        var from = window.location.pathname;
        var to = moved.pathname;
        if (!response.ok || to === from || to.indexOf(from + "/") === 0) return;
        // The screen is gone (the entry was deleted elsewhere): show where the model is.
        if (from.indexOf(to + "/") === 0) { window.location.assign(to); return; }
        document.querySelectorAll("form[action]").forEach(function (other) {
          var path = new URL(other.getAttribute("action"), window.location.href).pathname;
          if (path.indexOf(from + "/") === 0) other.setAttribute("action", to + path.slice(from.length));
        });
        followAddress(to, entryNotes());
        follow(to + "/events");
      }).catch(function () { saveFailed(form, true); });
    }
    form.addEventListener("input", function () {
      saver.pending = true;
      if (timer) clearTimeout(timer);
      timer = setTimeout(function () { send(false, false); }, 700);
    });
    form.addEventListener("submit", function () {
      if (timer) clearTimeout(timer);
      timer = null;
      saver.pending = false;
    });
    saver.flush = function (leaving, hidden) {
      return saver.pending ? send(leaving, hidden) : Promise.resolve();
    };
    return saver;
  }

  // Says under an autosave form that its last save did not go through (the form's own
  // data-autosave-failed words: the text stays in the fields, and its buttons still save), or
  // takes that line away once a save went through.
  function saveFailed(form, failed) {
    var line = form.nextElementSibling;
    var shown = line && line.classList.contains("autosave-failed");
    if (!failed) { if (shown) line.parentNode.removeChild(line); return; }
    if (shown) return;
    line = document.createElement("p");
    line.className = "autosave-failed";
    line.setAttribute("role", "alert");
    line.textContent = form.getAttribute("data-autosave-failed") || "";
    form.parentNode.insertBefore(line, form.nextSibling);
  }

  // An open editor follows its entry: a live part carrying the entry's fields as the model has
  // them (.diary-sync, data-title and data-body) puts them in each field the person has not
  // changed since it last showed them; a field being changed keeps the person's text.
  function syncFields(root) {
    var sync = root.querySelector ? root.querySelector(".diary-sync") : null;
    if (!sync) return;
    [["diary-title", "data-title"], ["diary-body", "data-body"]].forEach(function (pair) {
      var field = document.getElementById(pair[0]);
      var value = sync.getAttribute(pair[1]);
      if (!field || value === null) return;
      var shown = field.hasAttribute("data-synced") ? field.getAttribute("data-synced") : field.defaultValue;
      if (field.value === shown && field.value !== value) {
        field.value = value;
        // What the page shows now is the entry's: a save of it changes nothing of that field.
        var given = field.form ? field.form.querySelector('input[type="hidden"][name="' +
          (pair[0] === "diary-title" ? "shownTitle" : "shownBody") + '"]') : null;
        if (given) given.value = value;
      }
      field.setAttribute("data-synced", value);
    });
  }

  // Sends what every autosave form has pending.
  function flushAll(leaving, hidden) {
    return Promise.all(savers.map(function (saver) { return saver.flush(leaving, hidden); }));
  }

  // Leaving by a link while a save waits: send it first, then go.
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[href]") : null;
    if (!link || event.defaultPrevented) return;
    if (link.closest("main")) {
      noteWayBack("a:" + link.getAttribute("href"));
      // Followed in this tab: the next page knows the link it came by (a dialog it opens gives
      // the focus back to it when it closes).
      var elsewhere = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey ||
        (link.target && link.target !== "_self");
      if (!elsewhere) rememberLeaving("a:" + link.getAttribute("href"), true);
    }
    if (!savers.some(function (saver) { return saver.pending; })) return;
    event.preventDefault();
    var go = function () { window.location.assign(link.href); };
    flushAll(false).then(go, go);
  });
  // Leaving another way (Back, a typed address, closing the tab): beforeunload comes before the
  // next page is asked for, so the save reaches the server first; pagehide is the last chance.
  window.addEventListener("beforeunload", function () {
    leaving = true;
    flushAll(true);
  });
  window.addEventListener("pagehide", function () {
    flushAll(true);
    if (events) events.close();
  });
  // Shown again from the browser's back-forward cache (Back, Forward): the page is as old as when
  // it was left, its stream is closed, and its app's model shows another screen by now. It is
  // asked for again, which brings the model back to this screen and opens a fresh stream.
  window.addEventListener("pageshow", function (event) {
    if (!event.persisted) return;
    try { window.sessionStorage.setItem(cameBackKey, here()); } catch (error) { /* no storage */ }
    window.location.reload();
  });
  // Hidden (another tab, the phone locked): the page may be ended without another event.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden") flushAll(false, true);
  });

  // --- Typing survives the language switch ---------------------------------------------------
  // A form marked data-keep (Open Market's register and edit forms) is sent only by its own
  // buttons. When the language is switched, what was typed in it is kept in this tab's
  // sessionStorage and put back into the same form (same action, same form identity) of the
  // page in the other language; a field whose page shows another value since is left alone.
  var keptKey = "gallery-kept-fields";
  function keptIdentity(form) {
    var identity = form.querySelector('input[type="hidden"][name="form"]');
    return form.getAttribute("action") + "#" + (identity ? identity.value : "");
  }
  document.addEventListener("submit", function (event) {
    if (!event.target.classList || !event.target.classList.contains("language")) return;
    var kept = [];
    document.querySelectorAll("form[data-keep]").forEach(function (form) {
      var fields = {};
      Array.prototype.forEach.call(form.elements, function (field) {
        if (!field.name || field.type === "hidden" || field.type === "file" || field.type === "submit") return;
        var shown = field.tagName === "SELECT" ? null : field.defaultValue;
        if (shown !== null && field.value === shown) return;
        fields[field.name] = { value: field.value, shown: shown };
      });
      kept.push({ form: keptIdentity(form), fields: fields });
    });
    try { window.sessionStorage.setItem(keptKey, JSON.stringify(kept)); } catch (error) { /* no storage */ }
  }, true);
  function restoreKept(root) {
    var kept;
    try {
      kept = JSON.parse(window.sessionStorage.getItem(keptKey) || "[]");
      window.sessionStorage.removeItem(keptKey);
    } catch (error) { return; }
    kept.forEach(function (entry) {
      root.querySelectorAll("form[data-keep]").forEach(function (form) {
        if (keptIdentity(form) !== entry.form) return;
        Object.keys(entry.fields).forEach(function (name) {
          var field = form.elements.namedItem(name);
          var typed = entry.fields[name];
          if (!field || field.type === "hidden" || field.type === "file") return;
          if (typed.shown !== null && field.defaultValue !== typed.shown) return;
          field.value = typed.value;
        });
      });
    });
  }

  // --- A form's identity stays with its page ---------------------------------------------------
  // A form marked data-keep carries an identity from its first render (a hidden `form` field),
  // which makes a form sent again (a double click, Back then send) never register a second
  // product. The page is asked for again when it is shown again (Back, a reload: its answer is
  // never cached), and the browser then puts back what was typed, but not that hidden field:
  // the page would carry a fresh identity, and the same product, sent again, be registered
  // again. So the identity is noted on the page's history entry, and a page shown again for the
  // same entry takes it back.
  function keepFormIdentities(root, shownAgain) {
    var noted = entryNotes().forms || {};
    var forms = {};
    root.querySelectorAll("form[data-keep]").forEach(function (form) {
      var identity = form.querySelector('input[type="hidden"][name="form"]');
      var action = form.getAttribute("action");
      if (!identity || !action) return;
      if (shownAgain && typeof noted[action] === "string" && noted[action]) identity.value = noted[action];
      forms[action] = identity.value;
    });
    noteOnEntry({ forms: Object.keys(forms).length ? forms : undefined });
  }

  // What the script sets up in the page's <main> (again after a step replaced it).
  function setUp(root) {
    savers = Array.prototype.map.call(root.querySelectorAll("form[data-autosave]"), autosave);
    keepFormIdentities(root, false);
    holdFocus(false);
  }

  follow(document.body.getAttribute("data-events"));
  var left = takeRememberedLeaving();
  var remembered = left && !left.link ? left.key : null;
  var returnedTo = remembered === null ? wayBack() : null;
  // The entry noted the forms' identities before: this page shows it again.
  keepFormIdentities(document, true);
  setUp(document.querySelector("main") || document.body);
  restoreKept(document);
  if (left && openDialog() && left.from !== here()) {
    // This page opened a dialog over the page just left, in a history entry of its own: closing
    // it goes back to that entry (wentBack). A link that opened it gets the focus back then.
    noteOnEntry({ openedFrom: left.from });
    if (left.link) keepOpener(left.key);
  }
  if (remembered !== null) restoreFocus(remembered);
  // Back to a page: the focus on what it was left by, when it is there and no dialog is open.
  var cameFrom = returnedTo && !openDialog() ? findControl(returnedTo, document.querySelector("main")) : null;
  if (cameFrom && !cameFrom.disabled) cameFrom.focus({ preventScroll: true });
})();

// Open Market: the list's next page loads when its "More" button scrolls into view (the button
// still works on its own), and pictures over 300 KB are scaled down to JPEG before the register
// form sends them, as the app compressed them.
(function () {
  "use strict";
  var limit = 300 * 1024;

  // Forms followed and sent, kept off the page's markup: the live part as the server draws it
  // stays equal to what the page shows, so the stream's first word leaves it in place.
  var watched = window.WeakSet ? new WeakSet() : null;
  var sent = window.WeakSet ? new WeakSet() : null;

  function loadMore(form) {
    if (!sent || sent.has(form)) return;
    sent.add(form);
    if (!window.fetch || !window.EventSource || !document.body.getAttribute("data-events")) {
      form.submit();
      return;
    }
    // The page's event stream replaces the rows once the model has the next page.
    fetch(form.action, {
      method: "POST", credentials: "same-origin",
      body: new URLSearchParams(new FormData(form)),
    }).catch(function () { form.submit(); });
  }

  var observer = window.IntersectionObserver ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) { observer.unobserve(entry.target); loadMore(entry.target); }
    });
  }) : null;
  function watchMore() {
    if (!observer || !watched) return;
    var forms = document.querySelectorAll("form[data-om-more]");
    for (var i = 0; i < forms.length; i++) {
      if (!watched.has(forms[i])) {
        watched.add(forms[i]);
        observer.observe(forms[i]);
      }
    }
  }
  watchMore();
  if (window.MutationObserver) new MutationObserver(watchMore).observe(document.body, { childList: true, subtree: true });

  // A picture drawn smaller on a canvas, as JPEG, until it fits the limit.
  function shrink(file) {
    return new Promise(function (resolve) {
      if (file.size <= limit || !/^image\//.test(file.type) || !window.createImageBitmap) { resolve(file); return; }
      createImageBitmap(file).then(function (bitmap) {
        var scale = Math.min(1, 1280 / Math.max(bitmap.width, bitmap.height));
        var quality = 0.85;
        var canvas = document.createElement("canvas");
        function attempt() {
          canvas.width = Math.max(1, Math.round(bitmap.width * scale));
          canvas.height = Math.max(1, Math.round(bitmap.height * scale));
          canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
          canvas.toBlob(function (blob) {
            if (!blob) { resolve(file); return; }
            if (blob.size <= limit || scale < 0.1) {
              var name = file.name.replace(/\.[^.]*$/, "") + ".jpg";
              resolve(new File([blob], name, { type: "image/jpeg" }));
              return;
            }
            if (quality > 0.5) { quality -= 0.15; } else { scale *= 0.75; }
            attempt();
          }, "image/jpeg", quality);
        }
        attempt();
      }, function () { resolve(file); });
    });
  }

  // The pictures chosen, shown before the form is sent, each with a button that takes it out.
  function preview(input) {
    var list = input.form.querySelector(".om-chosen");
    if (!list) return;
    list.textContent = "";
    Array.prototype.forEach.call(input.files, function (file, index) {
      var item = document.createElement("li");
      var image = document.createElement("img");
      image.src = URL.createObjectURL(file);
      image.alt = file.name;
      var remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = "✕";
      remove.setAttribute("aria-label", (input.getAttribute("data-remove") || "{name}").replace("{name}", file.name));
      remove.addEventListener("click", function () {
        var transfer = new DataTransfer();
        Array.prototype.forEach.call(input.files, function (kept, at) { if (at !== index) transfer.items.add(kept); });
        input.files = transfer.files;
        preview(input);
        input.focus();
      });
      item.appendChild(image);
      item.appendChild(remove);
      list.appendChild(item);
    });
  }

  var pending = null;
  document.addEventListener("change", function (event) {
    var input = event.target;
    if (!input.form || !input.form.hasAttribute("data-om-pictures") || input.type !== "file") return;
    if (!window.DataTransfer) return;
    var files = Array.prototype.slice.call(input.files);
    preview(input);
    pending = Promise.all(files.map(shrink)).then(function (shrunk) {
      var transfer = new DataTransfer();
      shrunk.forEach(function (file) { transfer.items.add(file); });
      input.files = transfer.files;
      pending = null;
      preview(input);
    }, function () { pending = null; });
  });
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!pending || !form.hasAttribute("data-om-pictures")) return;
    event.preventDefault();
    var submitter = event.submitter;
    pending.then(function () { form.requestSubmit ? form.requestSubmit(submitter) : form.submit(); });
  });
})();

// The diary's text to share: the system's share sheet where the browser has one (Web Share), else
// a Copy button that puts the text on the clipboard and says so. Without scripting the button
// stays hidden and the text stays there to select.
(function () {
  "use strict";
  function setUp() {
    document.querySelectorAll(".diary-share-actions[hidden]").forEach(function (actions) {
      var button = actions.querySelector(".diary-share-button");
      button.textContent = navigator.share ? button.getAttribute("data-share") : button.getAttribute("data-copy");
      actions.hidden = false;
    });
  }
  function say(button, words) {
    button.parentNode.querySelector(".diary-share-status").textContent = words;
  }
  function copyBySelection(field) {
    field.focus();
    field.select();
    try { return document.execCommand("copy"); } catch (error) { return false; }
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest(".diary-share-button") : null;
    if (!button) return;
    var field = button.closest(".diary-share").querySelector(".diary-shared");
    var text = field.value;
    if (navigator.share) {
      navigator.share({ title: button.getAttribute("data-subject"), text: text }).catch(function () {});
      return;
    }
    var copied = function () { say(button, button.getAttribute("data-copied")); };
    var failed = function () {
      if (copyBySelection(field)) { copied(); } else { say(button, button.getAttribute("data-failed")); }
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(copied, failed);
    } else {
      failed();
    }
  });
  setUp();
  if (window.MutationObserver) new MutationObserver(setUp).observe(document.body, { childList: true, subtree: true });
})();

// The diary's "Add the weather here": pressed with the place field empty, the button asks the
// browser where the person is (only then), fills the field and sends the form. Refused, or with no
// location at all, a line says so and the field waits for the place typed by hand; a place typed
// first is sent as it is (Enter in the field sends it too; Enter elsewhere in the form saves, as
// the form's hidden first button says). Without scripting the button sends what the field holds.
(function () {
  "use strict";
  document.addEventListener("keydown", function (event) {
    var field = event.target;
    if (event.key !== "Enter" || !field.matches || !field.matches('input[name="place"]')) return;
    var button = field.form && field.form.querySelector("button[data-locate]");
    if (!button || field.value.trim() === "") return;
    event.preventDefault();
    field.form.requestSubmit(button);
  });
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button[data-locate]") : null;
    if (!button || !navigator.geolocation || !button.form) return;
    var form = button.form;
    var field = form.querySelector('input[name="place"]');
    var status = form.querySelector(".diary-locate-status");
    if (!field || field.value.trim() !== "") return;
    event.preventDefault();
    status.textContent = button.getAttribute("data-locating");
    navigator.geolocation.getCurrentPosition(function (position) {
      field.value = position.coords.latitude.toFixed(4) + "," + position.coords.longitude.toFixed(4);
      status.textContent = "";
      form.requestSubmit(button);
    }, function () {
      status.textContent = button.getAttribute("data-refused");
      field.focus();
    }, { timeout: 20000, maximumAge: 600000 });
  });
})();
