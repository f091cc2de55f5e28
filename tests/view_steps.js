// Steps (docs/online.md, "Steps") read as the page reads them, for the tests' own clients and for
// what a browser test's pages received: each step applied to the view held (as ViewTracker does,
// src/protocol/view_tracker.h) gives a whole "view" frame again, marked `stepped`, so a test reads
// one kind of frame whichever the server sent. Its check (a hash of the engine's state) is the
// page's to make; a test compares its views with a whole one where it matters (rooms.js).
'use strict';

// The view `step` makes of `view` (both parsed frames), or null when it does not follow it.
function applyStep(view, step) {
  if (!view || view.step !== step.from || view.seat !== step.seat) return null;
  const state = JSON.parse(JSON.stringify(view.state));
  for (const [key, value] of Object.entries(step.set)) {
    if (key === 'hidden') {
      state.hidden = { hands: value.slice(0, value.length - 1), spare: value[value.length - 1] };
    } else if (Array.isArray(value) && value.length > 0 && Array.isArray(value[0])) {
      for (const [index, item] of value) state.state[key][index] = item;
    } else {
      state.state[key] = value;
    }
  }
  const made = { v: step.v, type: 'view', step: step.step, seat: step.seat, from: step.from, state,
                 events: step.events, ready: step.ready, stepped: true };
  if ('left' in step) made.left = step.left;
  if ('late' in step) made.late = step.late;
  return made;
}

// One connection's frames in order: views kept, steps made views; a step that does not follow is
// returned as it came (type "step") and counted in `gaps` (the page asks for the whole view).
class StepReader {
  constructor() {
    this.view = null;
    this.gaps = 0;
    this.steps = 0;
  }
  read(frame) {
    if (frame.type === 'view') this.view = frame;
    if (frame.type !== 'step') return frame;
    const made = applyStep(this.view, frame);
    this.view = made;
    if (!made) {
      this.gaps += 1;
      return frame;
    }
    this.steps += 1;
    return made;
  }
}

module.exports = { applyStep, StepReader };
