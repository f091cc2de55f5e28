#include "platform/dom_mirror.h"

#include <emscripten.h>

// The page's elements are in web/index.html: #a11y-controls (a form's fields go in #a11y-fields,
// buttons in #a11y-buttons), #a11y-table and the live log #a11y-log. The JSON's fields are read
// as obj['name'] so Closure keeps them. Buttons are keyed by their id, fields by kind and key.
EM_JS(void, popejoan_js_mirror_show, (const char* json), {
  var mirror = JSON.parse(UTF8ToString(json));
  var holder = document.getElementById('a11y-buttons');
  var table = document.getElementById('a11y-table');
  if (!holder || !table) return;
  document.getElementById('a11y-screen').textContent = mirror['screen'];
  var activate = function (id) { return Module['ccall']('popejoan_mirror_activate', 'number', ['string'], [id]); };
  // Keeps `box`'s children in step with `items`, each kept by its key, so one that stays keeps
  // the keyboard's focus; if the focused one went (a card led), the focus stays with the controls.
  var sync = function (box, items, make, update) {
    var old = {}, kept = {}, focused = document.activeElement, had_focus = focused && box.contains(focused);
    for (var i = 0; i < box.children.length; i++) old[box.children[i].getAttribute('data-key')] = box.children[i];
    items.forEach(function (item, j) {
      var key = item['id'] || item['kind'] + item['key'];
      var el = old[key] || make(item);
      el.setAttribute('data-key', key);
      update(el, item);
      if (box.children[j] !== el) box.insertBefore(el, box.children[j] || null);
      kept[key] = 1;
    });
    for (var k = box.children.length - 1; k >= 0; k--) {
      if (!kept[box.children[k].getAttribute('data-key')]) box.removeChild(box.children[k]);
    }
    if (had_focus && !box.contains(focused)) document.getElementById('a11y-controls').focus();
  };
  // A form's fields as labelled controls: a select, a checkbox, a number or a text; a change is
  // sent as the value's intent id (a refused number goes back to what it was); a text is sent as
  // it is typed, and Enter makes its "submit" intent.
  sync(document.getElementById('a11y-fields'), mirror['fields'] || [], function (field) {
    var kind = field['kind'], box = document.createElement('div'), label = document.createElement('label');
    var control = document.createElement(kind === 'select' ? 'select' : 'input');
    box.className = 'a11y-field';
    control.id = 'a11y-' + field['key'].replace(/:/g, '-');
    label.htmlFor = control.id;
    if (kind !== 'select') control.type = kind;
    if (kind === 'text') {
      control.autocomplete = 'off';
      control.addEventListener('input', function () {
        Module['ccall']('popejoan_mirror_type', 'number', ['string', 'string'], [box['popejoanField']['key'], control.value]);
      });
      control.addEventListener('keydown', function (event) {
        if (event.key === 'Enter') activate(box['popejoanField']['submit']);
      });
    }
    control.addEventListener('change', function () {
      var now = box['popejoanField'];
      if (kind === 'select') activate(now['choices'][control.selectedIndex]['id']);
      if (kind === 'checkbox') activate(now['choices'][control.checked ? 1 : 0]['id']);
      // The game reads the digits (and refuses anything else).
      if (kind === 'number' && !activate(now['prefix'] + control.value)) control.value = now['number'];
    });
    box.appendChild(label);
    box.appendChild(control);
    return box;
  }, function (box, field) {
    var control = box.lastChild, choices = JSON.stringify(field['choices']);
    box['popejoanField'] = field;
    box.firstChild.textContent = field['label'];
    if (field['kind'] === 'select' && box['popejoanChoices'] !== choices) {
      box['popejoanChoices'] = choices;
      control.textContent = '';
      field['choices'].forEach(function (choice) { control.appendChild(new Option(choice['label'], choice['id'])); });
    }
    if (field['kind'] === 'select') control.selectedIndex = field['chosen'];
    if (field['kind'] === 'checkbox') control.checked = field['chosen'] === 1;
    if (field['kind'] === 'number' && document.activeElement !== control) control.value = field['number'];
    if (field['kind'] === 'text' && document.activeElement !== control) control.value = field['text'];
  });
  sync(holder, mirror['buttons'], function (item) {
    var button = document.createElement('button');
    button.type = 'button';
    button.addEventListener('click', function () { activate(button.getAttribute('data-key')); });
    return button;
  }, function (button, item) {
    if (button.textContent !== item['label']) button.textContent = item['label'];
  });

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
