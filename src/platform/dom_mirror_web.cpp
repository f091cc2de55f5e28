#include "platform/dom_mirror.h"

#include <emscripten.h>

// The page's elements are in web/index.html: #a11y-controls (buttons go in #a11y-buttons),
// #a11y-table and the live log #a11y-log. Fields are read as obj['name'] so Closure keeps them.
EM_JS(void, popejoan_js_mirror_show, (const char* json), {
  var mirror = JSON.parse(UTF8ToString(json));
  var holder = document.getElementById('a11y-buttons');
  var table = document.getElementById('a11y-table');
  if (!holder || !table) return;
  document.getElementById('a11y-screen').textContent = mirror['screen'];
  // Buttons are kept by id, so one that stays keeps the keyboard's focus.
  var old = {};
  for (var i = 0; i < holder.children.length; i++) old[holder.children[i].getAttribute('data-id')] = holder.children[i];
  var focused = document.activeElement;
  var had_focus = focused && focused.parentNode === holder;
  var wanted = mirror['buttons'];
  var kept = {};
  for (var j = 0; j < wanted.length; j++) {
    var id = wanted[j]['id'];
    var button = old[id];
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('data-id', id);
      button.addEventListener('click', function (event) {
        Module['ccall']('popejoan_mirror_activate', 'number', ['string'], [event.currentTarget.getAttribute('data-id')]);
      });
    }
    if (button.textContent !== wanted[j]['label']) button.textContent = wanted[j]['label'];
    if (holder.children[j] !== button) holder.insertBefore(button, holder.children[j] || null);
    kept[id] = true;
  }
  for (var k = holder.children.length - 1; k >= 0; k--) {
    if (!kept[holder.children[k].getAttribute('data-id')]) holder.removeChild(holder.children[k]);
  }
  // The pressed button went (a card led): the keyboard stays with the controls, not the page's top.
  if (had_focus && focused.parentNode !== holder) document.getElementById('a11y-controls').focus();

  var text = JSON.stringify(mirror['sections']);
  if (table.getAttribute('data-text') === text) return;
  table.setAttribute('data-text', text);
  while (table.children.length > 1) table.removeChild(table.lastChild);
  mirror['sections'].forEach(function (section) {
    var heading = document.createElement('h3');
    heading.textContent = section['heading'];
    table.appendChild(heading);
    var list = document.createElement('ul');
    section['lines'].forEach(function (line) {
      var item = document.createElement('li');
      item.textContent = line;
      list.appendChild(item);
    });
    table.appendChild(list);
  });
});

EM_JS(void, popejoan_js_mirror_announce, (const char* text), {
  var log = document.getElementById('a11y-log');
  if (!log) return;
  var line = document.createElement('p');
  line.textContent = UTF8ToString(text);
  log.appendChild(line);
  while (log.children.length > 80) log.removeChild(log.firstChild);
});

// The next (+1) or previous (-1) focusable element of the page after the canvas, going round.
EM_JS(void, popejoan_js_leave_canvas, (int direction), {
  var canvas = document.getElementById('canvas');
  var all = Array.prototype.slice.call(document.querySelectorAll('button, [href], input, select, textarea, [tabindex]'));
  var stops = all.filter(function (el) {
    return el === canvas || (!el.disabled && el.tabIndex >= 0 && !el.hidden && el.getClientRects().length > 0);
  });
  var at = stops.indexOf(canvas);
  if (at < 0 || stops.length < 2) return;
  var next = stops[(at + direction + stops.length) % stops.length];
  if (next !== canvas) next.focus();
});

namespace popejoan::platform {
void ShowMirror(const std::string& json) { popejoan_js_mirror_show(json.c_str()); }
void AnnounceToPage(const std::string& text) { popejoan_js_mirror_announce(text.c_str()); }
void LeaveCanvas(int direction) { popejoan_js_leave_canvas(direction); }
}  // namespace popejoan::platform
