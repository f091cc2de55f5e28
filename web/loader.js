// Loads the game: checks the browser can run it, shows download progress, starts the wasm
// module, and keeps the canvas sized to its container. Plain JS, no inline script, so the
// page runs under a strict Content-Security-Policy. When embedded in another page it carries
// the postMessage API (docs/embedding.md): events out only to the allowed host origins
// (?origins=...), commands in only from them; everything else is ignored. The loader's own
// events (loading, loaded) go the same way. On a direct visit (not in a frame) it registers the
// service worker (sw.js) that keeps the game for offline play.
(function () {
  'use strict';
  var canvas = document.getElementById('canvas');
  var overlay = document.getElementById('overlay');
  var statusLine = document.getElementById('status');
  var detail = document.getElementById('detail');
  var progress = document.getElementById('progress');
  var failed = false;
  var params = new URLSearchParams(window.location.search);

  // ---- Languages (docs/languages.md). The game decides; the loader guesses the same way for
  // its own words and to fetch the game's while the game downloads: the page's lang=, else the
  // language last shown here, else the browser's first we speak, else English. Its own words
  // (the texts given to say and fail) are in the game's catalogue too, so the first load carries none.
  var words = {};
  function primaryLanguage(tag) {
    var primary = String(tag || '').toLowerCase().split(/[-_]/)[0];
    return primary === 'en' || primary === 'fr' ? primary : '';
  }
  function storedLanguage() {
    try { return window.localStorage.getItem('popejoan-language'); } catch (e) { return null; }
  }
  var lang = primaryLanguage(params.get('lang')) || primaryLanguage(storedLanguage()) ||
      (navigator.languages || [navigator.language]).map(primaryLanguage).filter(Boolean)[0] || 'en';
  function say(text, values) {
    return (words[text] || text).replace(/\{(\d)\}/g, function (place, i) { return String(values[Number(i)]); });
  }
  // The page's own words (the loading screen, the accessible regions' headings).
  var pageWords = [['#status', 'Loading the card table…'], ['#a11y-controls-title', 'Game controls'],
                   ['#a11y-screen-label', 'Screen:'], ['#a11y-table-title', 'Table'], ['#a11y-log-title', 'What happens'],
                   ['#canvas-help', 'The card table is drawn as a picture. Play it with the arrow keys, Tab, Enter and Escape, or with the game controls and the table described above.']];
  function showLanguage(id) {
    lang = id;
    document.documentElement.lang = id;
    pageWords.forEach(function (entry) {
      var element = document.querySelector(entry[0]);
      if (element) element.textContent = say(entry[1]);
    });
    canvas.setAttribute('aria-label', say('Pope Joan card table'));
  }
  // The game's words for a language, fetched once (again after a failure).
  var catalogues = {};
  function catalogue(id) {
    if (!catalogues[id]) {
      catalogues[id] = fetch('lang-' + id + '.json').then(function (response) {
        if (!response.ok) throw new Error('lang-' + id + '.json: HTTP ' + response.status);
        return response.text();
      });
      catalogues[id].catch(function () { delete catalogues[id]; });
    }
    return catalogues[id];
  }
  // Shows the page in a language once its words are here (English at once).
  function learn(id) {
    if (id === 'en') {
      words = {};
      showLanguage(id);
      return;
    }
    document.documentElement.lang = id;
    catalogue(id).then(function (text) {
      words = {};
      JSON.parse(text).forEach(function (part) { Object.assign(words, part); });
      showLanguage(id);
    }).catch(function () { /* the game asks for them too, and says what failed */ });
  }
  if (lang !== 'en') learn(lang);

  function fail(title, text) {
    failed = true;
    try {
      sendToHost({'type': 'popejoan', 'event': 'error', 'code': 'load-failed', 'message': title + ' ' + (text || '')});
    } catch (e) { /* the host hears nothing; the page says it */ }
    overlay.classList.remove('hidden');
    overlay.querySelector('.panel').classList.add('error');
    statusLine.textContent = say(title);
    detail.textContent = text ? say(text) : '';
  }

  function setProgress(loaded, total) {
    var bar = progress.parentNode;
    if (total > 0) {
      postLoading(loaded / total);
      bar.classList.remove('indeterminate');
      progress.style.width = Math.min(100, Math.round((100 * loaded) / total)) + '%';
      detail.textContent = say('{0} of {1} KB', [Math.round(loaded / 1024), Math.round(total / 1024)]);
    } else {
      bar.classList.add('indeterminate');
      detail.textContent = loaded > 0 ? say('{0} KB', [Math.round(loaded / 1024)]) : '';
    }
  }

  function hasWebGL2() {
    try {
      var probe = document.createElement('canvas');
      var gl = probe.getContext('webgl2');
      if (!gl) return false;
      var lose = gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();
      return true;
    } catch (e) {
      return false;
    }
  }

  // ---- Embedding: the allow-list of host origins, and where events may go.
  var allowed = [];
  (params.get('origins') || '').split(',').forEach(function (entry) {
    var origin = entry.trim().replace(/\/+$/, '');
    if (!origin) return;
    try {
      if (new URL(origin).origin === origin) allowed.push(origin);
    } catch (e) { /* not an origin: ignored */ }
  });
  var embedded = window.parent !== window;
  // The embedding page's origin when the browser tells it (so nothing is sent to a host that is
  // not on the list); otherwise every allowed origin, which the browser delivers only if it matches.
  function hostOrigin() {
    try {
      if (window.location.ancestorOrigins && window.location.ancestorOrigins.length) return window.location.ancestorOrigins[0];
      if (document.referrer) return new URL(document.referrer).origin;
    } catch (e) { /* unknown */ }
    return null;
  }
  function targets() {
    if (!embedded) return [];
    var host = hostOrigin();
    if (host) return allowed.indexOf(host) >= 0 ? [host] : [];
    return allowed.slice();
  }
  function sendToHost(message) {
    targets().forEach(function (origin) { window.parent.postMessage(message, origin); });
  }
  // The embed id as the game reads it (the last valid ?embed=), for the loader's own events.
  var embedId = params.getAll('embed').filter(function (id) { return /^[A-Za-z0-9._-]{1,40}$/.test(id); }).pop() || 'default';
  function loaderEvent(name, fields) {
    var message = {'type': 'popejoan', 'event': name, 'embed': embedId};
    Object.keys(fields || {}).forEach(function (key) { message[key] = fields[key]; });
    sendToHost(message);
  }
  // The download's progress for the host's own loading bar: 0 to 1, each figure higher than the
  // last (hundredths), so a host may show it as it comes.
  var lastProgress = -1;
  function postLoading(fraction) {
    var value = Math.floor(Math.max(0, Math.min(1, fraction)) * 100) / 100;
    if (value <= lastProgress) return;
    lastProgress = value;
    loaderEvent('loading', {'progress': value});
  }
  var started = false;
  var waiting = [];
  function command(data) {
    if (!started) { waiting.push(data); return; }
    var message = {'command': data['command']};
    if (typeof data['muted'] === 'boolean') message['muted'] = data['muted'];
    if (typeof data['seed'] === 'number') message['seed'] = data['seed'];
    if (typeof data['name'] === 'string') message['name'] = data['name'];
    window.Module['ccall']('popejoan_command', 'number', ['string'], [JSON.stringify(message)]);
  }
  window.addEventListener('message', function (event) {
    if (!embedded || event.source !== window.parent || allowed.indexOf(event.origin) < 0) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data['type'] !== 'popejoan' || typeof data['command'] !== 'string') return;
    command(data);
  });

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail('This browser cannot run the game.', 'Pope Joan needs WebAssembly. Please use a current Chrome, Firefox, Safari or Edge.');
    return;
  }
  if (!hasWebGL2()) {
    fail('This browser cannot draw the card table.', 'Pope Joan needs WebGL 2, which is missing or switched off. Enable hardware acceleration, or try a current Chrome, Firefox, Safari or Edge.');
    return;
  }

  // Streams the wasm so the bar shows real progress (Content-Length when the server sends it).
  function fetchWithProgress(url) {
    postLoading(0);
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
      var total = Number(response.headers.get('Content-Length')) || 0;
      if (response.headers.get('Content-Encoding')) total = 0;  // length is of the compressed body
      if (!response.body || !response.body.getReader) {
        return response.arrayBuffer().then(function (buffer) { postLoading(1); return buffer; });
      }
      var reader = response.body.getReader();
      var chunks = [];
      var loaded = 0;
      function pump() {
        return reader.read().then(function (step) {
          if (step.done) {
            var bytes = new Uint8Array(loaded);
            var at = 0;
            for (var i = 0; i < chunks.length; i++) { bytes.set(chunks[i], at); at += chunks[i].length; }
            setProgress(loaded, loaded);
            postLoading(1);  // also when the size was not known beforehand
            return bytes.buffer;
          }
          chunks.push(step.value);
          loaded += step.value.length;
          setProgress(loaded, total);
          return pump();
        });
      }
      return pump();
    });
  }

  // ---- Full screen (the Fullscreen API; the game's Menu and the F key call this).
  function toggleFullscreen() {
    var d = document;
    var el = d.documentElement;
    var result = null;
    try {
      if (d.fullscreenElement || d.webkitFullscreenElement) {
        result = d.exitFullscreen ? d.exitFullscreen() : d.webkitExitFullscreen && d.webkitExitFullscreen();
      } else if (el.requestFullscreen) {
        result = el.requestFullscreen();
      } else if (el.webkitRequestFullscreen) {
        el.webkitRequestFullscreen();
      }
    } catch (e) { /* refused: the game plays on in its box */ }
    if (result && result.catch) result.catch(function () {});
    canvas.focus();
  }

  // ---- Import: a save file chosen by the player, handed to the game as text.
  var fileInput = document.getElementById('import-file');
  fileInput.addEventListener('change', function () {
    var file = fileInput.files && fileInput.files[0];
    if (!file) return;
    var reader = new FileReader();
    reader.onload = function () {
      var text = String(reader.result || '');
      var M = window.Module;
      var size = M['lengthBytesUTF8'](text) + 1;
      var copy = M['_malloc'](size);
      if (!copy) return;
      M['stringToUTF8'](text, copy, size);
      M['_popejoan_import'](copy);
      M['_free'](copy);
      canvas.focus();
    };
    reader.readAsText(file);
    fileInput.value = '';
  });

  var runtimeReady = false;
  function resize() {
    if (!runtimeReady || !window.Module['_popejoan_resize']) return;
    var box = canvas.parentNode.getBoundingClientRect();
    window.Module['_popejoan_resize'](Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height)));
  }

  // ---- Sound: Web Audio, started by the player's first click, tap or key (browsers allow no
  // sound before), silent while the tab is hidden. The game sends each sound as tones.
  var audio = null;
  var audioStats = {'played': 0};
  function startAudio() {
    try {
      if (!audio) {
        var Context = window.AudioContext || window.webkitAudioContext;
        if (!Context) return;
        audio = new Context();
      }
      if (audio.state === 'suspended' && !document.hidden) audio.resume();
    } catch (e) { audio = null; /* no sound here: the game plays on */ }
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    window.addEventListener(type, startAudio, {capture: true, passive: true});
  });
  // A hidden tab: silent at once, and the game holds play (and tells the host) until it is shown.
  document.addEventListener('visibilitychange', function () {
    tellHidden();
    if (!audio) return;
    try { if (document.hidden) audio.suspend(); else audio.resume(); } catch (e) { /* ignored */ }
  });
  function tellHidden() {
    if (started) window.Module['_popejoan_set_hidden'](document.hidden ? 1 : 0);
  }
  function playTones(numbers) {
    if (!audio || audio.state !== 'running') return;
    var now = audio.currentTime + 0.01;
    for (var i = 0; i + 4 < numbers.length; i += 5) {
      var hz = numbers[i], start = now + numbers[i + 1], seconds = numbers[i + 2], gain = numbers[i + 3];
      var wave = numbers[i + 4];
      var amp = audio.createGain();
      amp.gain.setValueAtTime(0.0001, start);
      amp.gain.exponentialRampToValueAtTime(Math.max(gain, 0.0002), start + 0.005);
      amp.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
      amp.connect(audio.destination);
      var source;
      if (wave === 2) {  // noise: a short burst through a band-pass at the tone's pitch
        var buffer = audio.createBuffer(1, Math.max(1, Math.ceil(audio.sampleRate * seconds)), audio.sampleRate);
        var samples = buffer.getChannelData(0);
        for (var j = 0; j < samples.length; j++) samples[j] = Math.random() * 2 - 1;
        source = audio.createBufferSource();
        source.buffer = buffer;
        var band = audio.createBiquadFilter();
        band.type = 'bandpass';
        band.frequency.value = hz;
        source.connect(band);
        band.connect(amp);
      } else {
        source = audio.createOscillator();
        source.type = wave === 1 ? 'triangle' : 'sine';
        source.frequency.value = hz;
        source.connect(amp);
      }
      source.start(start);
      source.stop(start + seconds + 0.02);
    }
    audioStats['played']++;
  }
  // For tests and hosts: the sound's state ("none" before the first click).
  window['popejoanAudio'] = {
    'state': function () { return audio ? audio.state : 'none'; },
    'stats': audioStats
  };

  window['popejoanLoader'] = {
    'tones': playTones,
    'firstFrame': function () {
      window['popejoanLoader']['firstFrameMs'] = performance.now();  // since navigation began
      if (!failed) overlay.classList.add('hidden');
      canvas.focus();
      started = true;
      if (document.hidden) tellHidden();
      var queued = waiting;
      waiting = [];
      queued.forEach(command);
      registerServiceWorker();
    },
    // An event from the game (JSON text) for the host page.
    'post': function (json) {
      if (targets().length) sendToHost(JSON.parse(json));
    },
    'toggleFullscreen': toggleFullscreen,
    // The game's words for a language (a promise of the file's text), and the language shown.
    'catalogue': catalogue,
    'setLanguage': function (id) {
      learn(id);
      try { window.localStorage.setItem('popejoan-language', id); } catch (e) { /* remembered next time only if storage allows */ }
    },
    'chooseFile': function () { fileInput.click(); }
  };

  window.Module = {
    'canvas': canvas,
    'print': function (text) { console.log(text); },
    'printErr': function (text) { console.warn(text); },
    'onAbort': function (what) {
      fail('The game stopped unexpectedly.', say('Reload the page to start again.') + ' (' + what + ')');
    },
    'onRuntimeInitialized': function () {
      runtimeReady = true;
      resize();
      loaderEvent('loaded');
    },
    'instantiateWasm': function (imports, done) {
      statusLine.textContent = say('Loading the card table…');
      fetchWithProgress('popejoan.wasm')
        .then(function (bytes) {
          statusLine.textContent = say('Shuffling…');
          return WebAssembly.instantiate(bytes, imports);
        })
        .then(function (result) { done(result.instance, result.module); })
        .catch(function (error) {
          fail('The game could not be loaded.', String(error && error.message ? error.message : error));
        });
      return {};
    }
  };

  // ---- Offline play on direct visits: the service worker keeps this build's files. Never in a
  // frame (a host's page is the host's to cache), and only once the game is on screen, so its
  // download does not compete with the game's. The outcome is kept for tests.
  function topLevel() {
    try {
      return window.top === window.self;
    } catch (e) {
      return false;  // a cross-origin parent that cannot even be compared: framed
    }
  }
  function registerServiceWorker() {
    var loader = window['popejoanLoader'];
    if (!topLevel()) { loader['serviceWorker'] = 'framed'; return; }
    if (!('serviceWorker' in navigator) || !window.isSecureContext) { loader['serviceWorker'] = 'unsupported'; return; }
    loader['serviceWorker'] = 'registering';
    var container = navigator.serviceWorker;
    var scope = new URL('./', window.location.href).href;
    container.getRegistration().then(function (existing) {
      if (existing && existing.scope === scope && existing.active) {
        loader['serviceWorker'] = 'registered';
        // A browser looks for a new worker on its own schedule: asking on every visit is what
        // makes a new build arrive on the next one. (Registering again would not ask, and in
        // Chromium 156 it can wait indefinitely on a page the worker already serves.)
        if (navigator.onLine !== false) existing.update().catch(function () { /* offline: next time */ });
        return null;
      }
      return container.register('sw.js').then(function () { loader['serviceWorker'] = 'registered'; });
    }).catch(function (error) {
      loader['serviceWorker'] = 'failed';  // the game plays on; only offline play is lost
      console.warn('Offline play is not available: ' + (error && error.message ? error.message : error));
    });
  }

  // A host page resizing an iframe's box sends no window resize event, so watch the container.
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(resize).observe(canvas.parentNode);
  }
  window.addEventListener('resize', resize);

  // In a cross-site iframe SDL's preventDefault keeps focus out; take it back on every press.
  canvas.addEventListener('pointerdown', function () { window.focus(); canvas.focus(); }, true);
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });

  var script = document.createElement('script');
  script.src = 'popejoan.js';
  script.onerror = function () { fail('The game could not be loaded.', 'popejoan.js did not arrive.'); };
  document.body.appendChild(script);
})();
