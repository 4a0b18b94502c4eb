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

// Open Market: the list's next page loads when its "More" button scrolls into view (the button
// still works on its own), and pictures over 300 KB are scaled down to JPEG before the register
// form sends them, as the app compressed them.
(function () {
  "use strict";
  var limit = 300 * 1024;

  function loadMore(form) {
    if (form.getAttribute("data-om-sent")) return;
    form.setAttribute("data-om-sent", "1");
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
    if (!observer) return;
    var forms = document.querySelectorAll("form[data-om-more]");
    for (var i = 0; i < forms.length; i++) {
      if (!forms[i].getAttribute("data-om-watched")) {
        forms[i].setAttribute("data-om-watched", "1");
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

  var pending = null;
  document.addEventListener("change", function (event) {
    var input = event.target;
    if (!input.form || !input.form.hasAttribute("data-om-pictures") || input.type !== "file") return;
    if (!window.DataTransfer) return;
    var files = Array.prototype.slice.call(input.files);
    pending = Promise.all(files.map(shrink)).then(function (shrunk) {
      var transfer = new DataTransfer();
      shrunk.forEach(function (file) { transfer.items.add(file); });
      input.files = transfer.files;
      pending = null;
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
