#include "platform/dom_mirror.h"

#include <emscripten.h>

// The page's elements are in web/index.html: #a11y-controls (a form's fields go in #a11y-fields,
// buttons in #a11y-buttons), #a11y-table and the live log #a11y-log. The JSON's fields are read
// as obj['name'] so Closure keeps them.
EM_JS(void, popejoan_js_mirror_show, (const char* json), {
  var mirror = JSON.parse(UTF8ToString(json));
  // A form's fields as real controls with labels: a select, a checkbox or a number. Each is kept
  // by its key, so one that stays keeps the keyboard's focus; a change is sent as the intent's id.
  var showFields = function (fields) {
    var holder = document.getElementById('a11y-fields');
    if (!holder) return;
    var activate = function (id) { return Module['ccall']('popejoan_mirror_activate', 'number', ['string'], [id]); };
    var old = {};
    for (var i = 0; i < holder.children.length; i++) old[holder.children[i].getAttribute('data-key')] = holder.children[i];
    var focused = document.activeElement;
    var had_focus = focused && holder.contains(focused);
    var kept = {};
    fields.forEach(function (field, j) {
      var key = field['key'], kind = field['kind'];
      var box = old[key];
      if (box && box.getAttribute('data-kind') !== kind) box = null;
      if (!box) {
        box = document.createElement('div');
        box.className = 'a11y-field';
        box.setAttribute('data-key', key);
        box.setAttribute('data-kind', kind);
        var label = document.createElement('label');
        var control = document.createElement(kind === 'select' ? 'select' : 'input');
        control.id = 'a11y-' + key.replace(/[^a-z0-9-]/g, '-');
        label.htmlFor = control.id;
        if (kind === 'checkbox') control.type = 'checkbox';
        if (kind === 'number') {
          control.type = 'number';
          control.min = 0;
        }
        control.addEventListener('change', function () {
          var now = box['popejoanField'];
          if (kind === 'select') activate(now['choices'][control.selectedIndex]['id']);
          if (kind === 'checkbox') activate(now['choices'][control.checked ? 1 : 0]['id']);
          var digits = control.value;
          if (kind === 'number' && !(digits && digits.length <= 20 && !/[^0-9]/.test(digits) && activate(now['prefix'] + digits))) {
            control.value = now['number'];  // refused: the value stays as it was
          }
        });
        box.appendChild(label);
        box.appendChild(control);
      }
      box['popejoanField'] = field;
      var control = box.lastChild;
      if (box.firstChild.textContent !== field['label']) box.firstChild.textContent = field['label'];
      if (kind === 'select') {
        var choices = JSON.stringify(field['choices']);
        if (box.getAttribute('data-choices') !== choices) {
          box.setAttribute('data-choices', choices);
          while (control.firstChild) control.removeChild(control.firstChild);
          field['choices'].forEach(function (choice) { control.appendChild(new Option(choice['label'], choice['id'])); });
        }
        control.selectedIndex = field['chosen'];
      } else if (kind === 'checkbox') {
        control.checked = field['chosen'] === 1;
      } else if (document.activeElement !== control) {
        control.value = field['number'];
      }
      if (holder.children[j] !== box) holder.insertBefore(box, holder.children[j] || null);
      kept[key] = true;
    });
    for (var k = holder.children.length - 1; k >= 0; k--) {
      if (!kept[holder.children[k].getAttribute('data-key')]) holder.removeChild(holder.children[k]);
    }
    if (had_focus && !holder.contains(focused)) document.getElementById('a11y-controls').focus();
  };

  var holder = document.getElementById('a11y-buttons');
  var table = document.getElementById('a11y-table');
  if (!holder || !table) return;
  document.getElementById('a11y-screen').textContent = mirror['screen'];
  showFields(mirror['fields'] || []);
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
