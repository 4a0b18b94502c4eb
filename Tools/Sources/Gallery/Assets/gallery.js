// The gallery's own script: follows the page's model over server-sent events and replaces the
// parts that changed, and posts a form marked data-autosave a moment after the person stops
// typing. The page works fully without it.
(function () {
  "use strict";
  var events = null;

  function follow(url) {
    if (events) events.close();
    events = null;
    if (!url || !window.EventSource) return;
    events = new EventSource(url);
    events.addEventListener("replace", function (event) {
      var change;
      try { change = JSON.parse(event.data); } catch (error) { return; }
      var element = document.getElementById(change.id);
      if (!element || !element.hasAttribute("data-live")) return;
      var focused = document.activeElement && element.contains(document.activeElement)
        ? document.activeElement.id : null;
      element.innerHTML = change.html;
      if (focused) {
        var again = document.getElementById(focused);
        if (again) again.focus();
      }
    });
    events.addEventListener("navigate", function (event) {
      var target;
      try { target = JSON.parse(event.data).url; } catch (error) { return; }
      if (typeof target !== "string" || target.charAt(0) !== "/" || target.charAt(1) === "/") return;
      if (target === window.location.pathname) return;
      events.close();
      window.location.assign(target);
    });
  }

  // A form marked data-autosave posts its fields (action=autosave) 700 ms after the last key;
  // the server answers with the screen's URL, which changes once a new entry is first saved:
  // the page then takes that URL, for its forms, its history entry and its event stream.
  function autosave(form) {
    var timer = null;
    var pending = false;
    function send() {
      timer = null;
      pending = false;
      var body = new URLSearchParams(new FormData(form));
      body.set("action", "autosave");
      // getAttribute: a control named "action" hides the form's own action property.
      return fetch(form.getAttribute("action"), { method: "POST", body: body, credentials: "same-origin" })
        .then(function (response) {
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
          window.history.replaceState(null, "", to);
          follow(to + "/events");
        })
        .catch(function () { /* the form's own buttons still save */ });
    }
    form.addEventListener("input", function () {
      pending = true;
      if (timer) clearTimeout(timer);
      timer = setTimeout(send, 700);
    });
    form.addEventListener("submit", function () {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = false;
    });
    // Leaving by a link while a save waits: send it first, then go.
    document.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a[href]") : null;
      if (!pending || !link || event.defaultPrevented) return;
      event.preventDefault();
      if (timer) clearTimeout(timer);
      var done = function () { window.location.assign(link.href); };
      send().then(done, done);
    });
  }

  follow(document.body.getAttribute("data-events"));
  document.querySelectorAll("form[data-autosave]").forEach(autosave);
  window.addEventListener("pagehide", function () { if (events) events.close(); });
})();
