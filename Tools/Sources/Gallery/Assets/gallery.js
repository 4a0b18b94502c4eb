// The gallery's own script: follows the page's model over server-sent events and replaces the
// parts that changed. The page works fully without it.
(function () {
  "use strict";
  var url = document.body.getAttribute("data-events");
  if (!url || !window.EventSource) return;
  var events = new EventSource(url);
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
    events.close();
    window.location.assign(target);
  });
  window.addEventListener("pagehide", function () { events.close(); });
})();
