// Loads the game: checks the browser can run it, shows download progress, starts the wasm
// module, and keeps the canvas sized to its container. Plain JS, no inline script, so the
// page runs under a strict Content-Security-Policy.
(function () {
  'use strict';
  var canvas = document.getElementById('canvas');
  var overlay = document.getElementById('overlay');
  var statusLine = document.getElementById('status');
  var detail = document.getElementById('detail');
  var progress = document.getElementById('progress');
  var failed = false;

  function fail(title, text) {
    failed = true;
    overlay.classList.remove('hidden');
    overlay.querySelector('.panel').classList.add('error');
    statusLine.textContent = title;
    detail.textContent = text || '';
  }

  function setProgress(loaded, total) {
    var bar = progress.parentNode;
    if (total > 0) {
      bar.classList.remove('indeterminate');
      progress.style.width = Math.min(100, Math.round((100 * loaded) / total)) + '%';
      detail.textContent = Math.round(loaded / 1024) + ' of ' + Math.round(total / 1024) + ' KB';
    } else {
      bar.classList.add('indeterminate');
      detail.textContent = loaded > 0 ? Math.round(loaded / 1024) + ' KB' : '';
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
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
      var total = Number(response.headers.get('Content-Length')) || 0;
      if (response.headers.get('Content-Encoding')) total = 0;  // length is of the compressed body
      if (!response.body || !response.body.getReader) return response.arrayBuffer();
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

  var runtimeReady = false;
  function resize() {
    if (!runtimeReady || !window.Module['_popejoan_resize']) return;
    var box = canvas.parentNode.getBoundingClientRect();
    window.Module['_popejoan_resize'](Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height)));
  }

  window['popejoanLoader'] = {
    'firstFrame': function () {
      window['popejoanLoader']['firstFrameMs'] = performance.now();  // since navigation began
      if (!failed) overlay.classList.add('hidden');
      canvas.focus();
    }
  };

  window.Module = {
    'canvas': canvas,
    'print': function (text) { console.log(text); },
    'printErr': function (text) { console.warn(text); },
    'onAbort': function (what) {
      fail('The game stopped unexpectedly.', 'Reload the page to start again. (' + what + ')');
    },
    'onRuntimeInitialized': function () {
      runtimeReady = true;
      resize();
    },
    'instantiateWasm': function (imports, done) {
      statusLine.textContent = 'Loading the card table…';
      fetchWithProgress('popejoan.wasm')
        .then(function (bytes) {
          statusLine.textContent = 'Shuffling…';
          return WebAssembly.instantiate(bytes, imports);
        })
        .then(function (result) { done(result.instance, result.module); })
        .catch(function (error) {
          fail('The game could not be loaded.', String(error && error.message ? error.message : error));
        });
      return {};
    }
  };

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
