/*
 * The SCORM API a package finds in its own window (docs/decisions.md, "SCORM content"). The package runs in a sandboxed
 * frame with an opaque origin, so it cannot reach window.parent.API: this shim stands in for it. It answers at once
 * from a local copy of the learner's data (SCORM calls are synchronous) and forwards every call to the player, whose
 * runtime (scorm-again) checks, keeps and commits the data. Messages follow scorm-again's cross-frame shape.
 */
(function () {
  'use strict';
  var MARK = 'scorm-bridge:';
  var boot = { version: '1.2', cmi: {} };
  // The player names the frame with the launch state: read once, then cleared, so it is not left in window.name.
  if (typeof window.name === 'string' && window.name.indexOf(MARK) === 0) {
    try {
      boot = JSON.parse(window.name.slice(MARK.length));
    } catch {
      boot = { version: '1.2', cmi: {} };
    }
    window.name = '';
  }
  var cache = boot.cmi || {};
  var lastError = '0';
  var counter = 0;
  var target = window.parent;
  // The player checks that messages come from its frame; the URL's origin is the platform's (ours is opaque).
  var targetOrigin = location.origin;

  function post(method, params) {
    counter += 1;
    target.postMessage({ messageId: 'scorm-' + counter, method: method, params: params }, targetOrigin);
  }

  window.addEventListener('message', function (event) {
    if (event.source !== target || !event.data || typeof event.data.messageId !== 'string') return;
    if (event.data.result === 'false' && typeof event.data.errorCode === 'string') lastError = event.data.errorCode;
  });

  function count(prefix) {
    var highest = -1;
    Object.keys(cache).forEach(function (key) {
      if (key.indexOf(prefix) !== 0) return;
      var index = parseInt(key.slice(prefix.length), 10);
      if (index > highest) highest = index;
    });
    return String(highest + 1);
  }

  function getValue(element) {
    lastError = '0';
    var counted = /^(.*\.)_count$/.exec(element);
    if (counted) return count(counted[1]);
    if (element === 'cmi._version') return boot.version === '2004' ? '1.0' : '3.4';
    return Object.prototype.hasOwnProperty.call(cache, element) ? String(cache[element]) : '';
  }

  function call(method, result) {
    return function () {
      var params = Array.prototype.slice.call(arguments).map(String);
      post(method, params);
      return result(params);
    };
  }

  var yes = function () {
    lastError = '0';
    return 'true';
  };
  var set = function (params) {
    cache[params[0]] = params[1];
    return yes();
  };
  // Reads stay local: the copy is what the runtime holds, since every write went through it.
  var get = function (element) {
    return getValue(String(element));
  };
  var errorCode = function () {
    return lastError;
  };
  var empty = function () {
    return '';
  };

  if (boot.version === '2004') {
    window.API_1484_11 = {
      Initialize: call('Initialize', yes),
      Terminate: call('Terminate', yes),
      GetValue: get,
      SetValue: call('SetValue', set),
      Commit: call('Commit', yes),
      GetLastError: errorCode,
      GetErrorString: empty,
      GetDiagnostic: empty,
    };
  } else {
    window.API = {
      LMSInitialize: call('LMSInitialize', yes),
      LMSFinish: call('LMSFinish', yes),
      LMSGetValue: get,
      LMSSetValue: call('LMSSetValue', set),
      LMSCommit: call('LMSCommit', yes),
      LMSGetLastError: errorCode,
      LMSGetErrorString: empty,
      LMSGetDiagnostic: empty,
    };
  }
})();
