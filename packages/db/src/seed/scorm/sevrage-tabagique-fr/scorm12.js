/*
 * The SCORM 1.2 side of the package: finds the LMS's API (in this window or one of its parents, SCORM 1.2 RTE §3.3),
 * resumes at the saved page and answers, and reports the knowledge check (score, status, interactions) and the time.
 */
(function () {
  'use strict';
  function findApi(win) {
    for (var depth = 0; win && depth < 10; depth += 1) {
      try {
        if (win.API) return win.API;
      } catch {
        return null;
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }

  var api = findApi(window) || (window.opener && findApi(window.opener));
  var started = Date.now();
  var ended = false;
  var reported = false;
  var pad = function (n) { return String(n).padStart(2, '0'); };
  var span = function (seconds) {
    return pad(Math.floor(seconds / 3600)) + ':' + pad(Math.floor((seconds % 3600) / 60)) + ':' + pad(seconds % 60);
  };
  var set = function (element, value) { if (api) api.LMSSetValue(element, String(value)); };

  if (api) api.LMSInitialize('');
  var status = api ? api.LMSGetValue('cmi.core.lesson_status') : '';
  reported = status === 'passed' || status === 'failed';
  if (status === 'not attempted' || status === '') set('cmi.core.lesson_status', 'incomplete');

  window.startCourse({
    resume: function () {
      var saved = {};
      try {
        saved = JSON.parse((api && api.LMSGetValue('cmi.suspend_data')) || '{}');
      } catch {
        saved = {};
      }
      return { page: api ? api.LMSGetValue('cmi.core.lesson_location') : '', answers: saved.answers };
    },
    save: function (state) {
      set('cmi.core.lesson_location', state.page);
      set('cmi.suspend_data', JSON.stringify({ answers: state.answers }));
      set('cmi.core.exit', 'suspend');
      if (api) api.LMSCommit('');
    },
    report: function (result) {
      var now = new Date();
      var base = Number((api && api.LMSGetValue('cmi.interactions._count')) || 0);
      result.interactions.forEach(function (interaction, i) {
        var n = 'cmi.interactions.' + (base + i) + '.';
        set(n + 'id', interaction.id);
        set(n + 'type', 'choice');
        set(n + 'student_response', interaction.response || 'none');
        set(n + 'result', interaction.correct ? 'correct' : 'wrong');
        set(n + 'time', pad(now.getHours()) + ':' + pad(now.getMinutes()) + ':' + pad(now.getSeconds()));
        set(n + 'latency', span(interaction.latency));
      });
      set('cmi.core.score.min', 0);
      set('cmi.core.score.max', 100);
      set('cmi.core.score.raw', result.percent);
      set('cmi.core.lesson_status', result.passed ? 'passed' : 'failed');
      set('cmi.core.session_time', span(Math.round((Date.now() - started) / 1000)));
      reported = true;
      if (api) api.LMSCommit('');
    },
    end: function () {
      if (ended || !api) return;
      ended = true;
      set('cmi.core.session_time', span(Math.round((Date.now() - started) / 1000)));
      if (!reported) set('cmi.core.exit', 'suspend');
      api.LMSFinish('');
    },
  });
})();
