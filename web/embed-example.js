// The example host page: builds the game's iframe from this page's query, logs the game's events
// and sends it commands. Plain JS in its own file (no inline script), so it also runs under a
// strict Content-Security-Policy.
//
// Query parameters of this page (all optional):
//   game   URL of the game's index.html (default: index.html beside this page, if it is there;
//          else the page says what to add)
//   allow  the origins to put in the game's allow-list (default: this page's own origin)
//   embed, preset, seats, ai, seed, theme, pace, autostart, debug: passed on to the game
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var gameUrl = new URL(params.get('game') || 'index.html', window.location.href);
  var gameOrigin = gameUrl.origin;
  var passOn = ['embed', 'preset', 'seats', 'ai', 'seed', 'theme', 'pace', 'autostart', 'debug'];
  passOn.forEach(function (name) {
    if (params.has(name)) gameUrl.searchParams.set(name, params.get(name));
  });
  if (!gameUrl.searchParams.has('embed')) gameUrl.searchParams.set('embed', 'example');
  // The game answers, and obeys, only the origins listed here.
  gameUrl.searchParams.set('origins', params.get('allow') || window.location.origin);

  var iframe = document.createElement('iframe');
  iframe.title = 'Pope Joan card game';
  iframe.allow = 'fullscreen';
  iframe.setAttribute('allowfullscreen', '');
  var heard = false;  // any message from the game yet
  function notFound(why) {
    document.getElementById('lifecycle').textContent = why + ' Open this page with ?game= and the address of the ' +
        "game's index.html (docs/embedding.md).";
  }
  // Without ?game= the game is looked for beside this page, where the build does not put it: say
  // so rather than show a "not found" page in the box and wait for ever.
  if (params.has('game')) {
    document.getElementById('box').appendChild(iframe);
    iframe.src = gameUrl.href;
  } else {
    fetch(gameUrl.href, { method: 'HEAD' }).then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      document.getElementById('box').appendChild(iframe);
      iframe.src = gameUrl.href;
    }).catch(function () { notFound('No game at ' + gameUrl.origin + gameUrl.pathname + '.'); });
  }
  // A game that never answers (a wrong address, a server down): said after a while.
  setTimeout(function () {
    if (!heard && iframe.parentNode) notFound('No word from the game at ' + gameUrl.origin + gameUrl.pathname + ' yet.');
  }, 20000);

  var log = document.getElementById('log');
  var events = [];
  window.popejoanEvents = events;  // for people poking at the example (and its browser test)

  function summary(data) {
    switch (data.event) {
      case 'ready':
        return 'save: ' + data.save + ', storage: ' + (data.storage ? 'yes' : 'no') + ', screen: ' + data.screen;
      case 'deal-ended':
        return 'deal ' + data.deal + ' of ' + data.deals + ', ' +
               (data.winner ? data.winner.name + ' went out' : 'nobody went out') + '; ' +
               data.settlement.map(function (s) { return s.name + ' ' + (s.change >= 0 ? '+' : '') + s.change; }).join(', ');
      case 'match-ended':
        return data.standings.map(function (s) { return s.rank + '. ' + s.name + ' ' + s.purse; }).join(', ');
      case 'loading':
        return Math.round(data.progress * 100) + '%';
      case 'loaded':
      case 'gameplay-start':
      case 'gameplay-stop':
        return '';
      case 'visibility':
        return data.hidden ? 'the tab is hidden' : 'the tab is shown';
      case 'status':
        return data.command + ': paused ' + data.paused + ', muted ' + data.muted;
      case 'error':
        return data.code + ': ' + data.message;
      default:
        return JSON.stringify(data);
    }
  }

  // The game's life as a games site follows it. The comments name the calls a site's SDK would
  // get at each (docs/embedding.md: CrazyGames, Poki, GameDistribution); this page only shows it.
  var loading = document.getElementById('loading');
  var lifecycle = document.getElementById('lifecycle');
  var playing = false;
  var hidden = false;
  function showLifecycle(text) {
    lifecycle.textContent = text + (hidden ? ' (tab hidden)' : '');
  }
  function follow(data) {
    switch (data.event) {
      case 'loading':  // the first: CrazyGames loadingStart()
        loading.value = data.progress;
        showLifecycle('Loading ' + Math.round(data.progress * 100) + '%');
        break;
      case 'loaded':  // CrazyGames loadingStop(); Poki gameLoadingFinished()
        loading.value = 1;
        showLifecycle('Loaded');
        break;
      case 'ready':
        showLifecycle('On screen');
        break;
      case 'gameplay-start':  // CrazyGames and Poki gameplayStart()
        playing = true;
        showLifecycle('Playing');
        break;
      case 'gameplay-stop':  // CrazyGames and Poki gameplayStop(): a good moment for an ad break
        playing = false;
        showLifecycle('Not playing');
        break;
      case 'visibility':
        hidden = data.hidden;
        showLifecycle(playing ? 'Playing' : 'Not playing');
        break;
      default:
        break;
    }
  }

  window.addEventListener('message', function (event) {
    // Only the game's own frame, from the game's origin, speaking our protocol.
    if (event.origin !== gameOrigin || event.source !== iframe.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== 'popejoan') return;
    heard = true;
    events.push(data);
    follow(data);
    // The download's figures update one line rather than filling the log.
    var last = log.lastElementChild;
    var item = data.event === 'loading' && last && last.dataset.event === 'loading' ? last : document.createElement('li');
    item.dataset.event = data.event;
    if (data.event === 'error') item.className = 'error';
    item.textContent = (new Date().toLocaleTimeString() + '  ' + data.event + '  ' + summary(data)).trim();
    if (item !== last) log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  });

  var muted = false;
  function send(command, extra) {
    var message = { type: 'popejoan', command: command };
    if (extra) Object.keys(extra).forEach(function (k) { message[k] = extra[k]; });
    iframe.contentWindow.postMessage(message, gameOrigin);
  }
  document.getElementById('new-match').addEventListener('click', function () { send('new-match'); });
  document.getElementById('pause').addEventListener('click', function () { send('pause'); });
  document.getElementById('resume').addEventListener('click', function () { send('resume'); });
  document.getElementById('mute').addEventListener('click', function () {
    muted = !muted;
    send('mute', { muted: muted });
    this.textContent = muted ? 'Unmute' : 'Mute';
  });
  document.getElementById('size').addEventListener('change', function () {
    var box = document.getElementById('box');
    box.className = 'box ' + this.value;
    box.style.width = '';
    box.style.height = '';
  });
})();
