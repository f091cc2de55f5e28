#!/usr/bin/env node
// "Learn to play" on the real page: a first visit offers it on the setup screen; following its
// prompts (Next, and the lead it asks for) plays the guided deal through every lesson to the
// end; the lesson ends as a lesson (its own close: what you learnt, no standings of its one-deal
// match, "Play a match"), and "Play a match" leaves for the setup screen. A lesson that holds the
// table never covers the run it talks about. Also: the menu repeats it, and Skip leaves it.
// Usage: node tutorial.js SITE_DIR SCREENSHOT_DIR
// POPEJOAN_LESSON_SIZES=all also follows it at 844x390, 800x450 and 1920x1080 (screenshots of the close).
'use strict';
const { openPage, waitForFrames, runParts, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);
const kLessons = ['board', 'follow', 'stop', 'lead', 'matrimony', 'intrigue', 'pope', 'go-out', 'pay-per-card', 'done'];

function overlaps(a, b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

async function followTheLesson(browser, baseUrl, size, failures) {
  const tag = `${size.width}x${size.height}`;
  const url = `${baseUrl}?pace=fast&seed=5`;  // a fixed seed: the match after the lesson is always the same
  const { context, page, problems } = await openPage(browser, url, size);
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  await g.pressNamed(page, page, 'button:tutorial', { touch: !!size.mobile });
  const seen = new Set();
  let state = await g.waitFor(page, (s) => s.lesson.active, `${tag}: the lesson`, 20000);
  for (let step = 0; step < 400 && state.lesson.id !== 'done'; step++) {
    if (state.lesson.id) {
      if (!seen.has(state.lesson.id)) {
        seen.add(state.lesson.id);
        // A lesson is told at the end of the frame that shows its event: its panel comes a frame later.
        if (state.lesson.id !== 'done') {
          state = await g.waitFor(page, (s) => !!g.find(s, 'region:lesson'), `${tag}: the "${state.lesson.id}" panel`, 10000);
        }
        if (['board', 'follow', 'lead', 'matrimony'].includes(state.lesson.id)) {
          await snap(page, outDir, `tutorial-${state.lesson.id}-${tag}.png`);
        }
        if (state.lesson.id === 'follow') {
          // The playtest: the Following step's panel hid the run it talks about.
          const panel = g.find(state, 'region:lesson'), pile = g.find(state, 'region:pile');
          g.check(panel && pile && !overlaps(panel, pile),
                  `${tag}: the Following lesson keeps clear of the run (${JSON.stringify(panel)} over ${JSON.stringify(pile)})`, failures);
        }
      }
      const next = g.find(state, 'button:lesson-next');
      const card = state.lesson.waits ? g.humanChoice(state) : null;
      if (next && !state.lesson.waits) await g.press(page, page, next, { touch: !!size.mobile });
      else if (card && !state.animating) {
        const offered = state.targets.filter((t) => t.name.startsWith('card:') && t.enabled);
        g.check(offered.length === 1, `${tag}: the lesson offers one card to lead (${offered.map((t) => t.name)})`, failures);
        await g.press(page, page, card, { touch: !!size.mobile });
      }
    }
    await new Promise((r) => setTimeout(r, 60));
    state = await g.probe(page);
  }
  seen.add(state.lesson.id);
  for (const id of kLessons) g.check(seen.has(id), `${tag}: the lesson "${id}" was shown (${[...seen].join(', ')})`, failures);
  // The lesson's close: its own panel, no standings of its one-deal match, never "The match is over".
  state = await g.waitFor(page, (s) => g.find(s, 'region:lesson-close') && s.revealed, `${tag}: the lesson's close`, 20000);
  for (const gone of ['region:settlement', 'button:final-standings', 'button:new-match', 'button:next-deal']) {
    g.check(!g.find(state, gone), `${tag}: the lesson's close shows no "${gone}"`, failures);
  }
  g.check(state.screen === 'table', `${tag}: the lesson closes on its table, not a match-over screen (${state.screen})`, failures);
  g.check(!!g.find(state, 'button:lesson-play-match'), `${tag}: the lesson's close offers Play a match`, failures);
  await snap(page, outDir, `tutorial-done-${tag}.png`);
  await g.pressNamed(page, page, 'button:lesson-play-match', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => s.screen === 'setup', `${tag}: the setup screen after the lesson`, 10000);
  g.check(state.stats.deals === 0, `${tag}: the lesson is not counted in the statistics (${state.stats.deals} deals)`, failures);

  // From the menu of a real match, and skipped: back to that match as it was.
  await g.pressNamed(page, page, 'button:deal', { touch: !!size.mobile });
  const before = await g.waitFor(page, (s) => s.screen === 'table' && ((s.human >= 0 && !s.animating) || s.dealOver), `${tag}: a match at rest`, 60000);
  await g.pressNamed(page, page, 'button:menu', { touch: !!size.mobile });
  await g.pressNamed(page, page, 'menu:tutorial', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => s.lesson.active && s.lesson.id === 'board', `${tag}: the lesson again`, 10000);
  await g.pressNamed(page, page, 'button:lesson-skip', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => !s.lesson.active && s.screen === 'table', `${tag}: back to the match`, 20000);
  g.check(state.hash === before.hash && state.dealCode === before.dealCode, `${tag}: Skip returns to the match as it was`, failures);

  // A new match begun in the middle of a lesson plays on: no lesson holds its table.
  await g.pressNamed(page, page, 'button:menu', { touch: !!size.mobile });
  await g.pressNamed(page, page, 'menu:tutorial', { touch: !!size.mobile });
  await g.waitFor(page, (s) => s.lesson.active && s.lesson.id === 'board', `${tag}: the lesson once more`, 10000);
  await g.pressNamed(page, page, 'button:menu', { touch: !!size.mobile });
  await g.pressNamed(page, page, 'menu:new-match', { touch: !!size.mobile });
  await g.waitFor(page, (s) => s.screen === 'setup', `${tag}: the setup screen`, 10000);
  await g.pressNamed(page, page, 'button:deal', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => s.screen === 'table' && ((s.human >= 0 && !s.animating) || s.dealOver) && !s.lesson.active,
                          `${tag}: the new match playing on`, 60000);
  for (const p of problems) failures.push(`${tag}: ${p}`);
  await context.close();
}

// Two independent parts (tests/CMakeLists.txt runs each as a test of its own).
runParts('tutorial', site, {
  'phone': ({ browser, url }, failures) => followTheLesson(browser, url, { width: 390, height: 844, dpr: 2, mobile: true }, failures),
  'laptop': async ({ browser, url }, failures) => {
    await followTheLesson(browser, url, { width: 1280, height: 800 }, failures);
    if (process.env.POPEJOAN_LESSON_SIZES === 'all') {
      for (const size of [{ width: 844, height: 390, dpr: 2, mobile: true }, { width: 800, height: 450 }, { width: 1920, height: 1080 }]) {
        await followTheLesson(browser, url, size, failures);
      }
    }
  },
});
