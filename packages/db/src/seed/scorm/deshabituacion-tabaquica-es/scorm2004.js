/*
 * The SCORM 2004 side of the package: finds the LMS's API_1484_11 (in this window or one of its parents, SCORM 2004
 * RTE §3.1), resumes at the saved location and answers, and reports the knowledge check (scaled score, completion and
 * success, interactions) and the session time.
 */
(function () {
  'use strict';
  function findApi(win) {
    for (var depth = 0; win && depth < 10; depth += 1) {
      try {
        if (win.API_1484_11) return win.API_1484_11;
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
  var duration = function (seconds) { return 'PT' + seconds + 'S'; };
  var set = function (element, value) { if (api) api.SetValue(element, String(value)); };

  if (api) api.Initialize('');
  reported = api ? api.GetValue('cmi.success_status') === 'passed' : false;
  if (api && api.GetValue('cmi.completion_status') !== 'completed') set('cmi.completion_status', 'incomplete');

  window.startCourse({
    resume: function () {
      var saved = {};
      try {
        saved = JSON.parse((api && api.GetValue('cmi.suspend_data')) || '{}');
      } catch {
        saved = {};
      }
      return { page: api ? api.GetValue('cmi.location') : '', answers: saved.answers };
    },
    save: function (state) {
      set('cmi.location', state.page);
      set('cmi.suspend_data', JSON.stringify({ answers: state.answers }));
      set('cmi.exit', 'suspend');
      if (api) api.Commit('');
    },
    report: function (result) {
      var base = Number((api && api.GetValue('cmi.interactions._count')) || 0);
      var now = new Date().toISOString().slice(0, 19) + 'Z';
      result.interactions.forEach(function (interaction, i) {
        var n = 'cmi.interactions.' + (base + i) + '.';
        set(n + 'id', interaction.id);
        set(n + 'type', 'choice');
        set(n + 'timestamp', now);
        set(n + 'learner_response', interaction.response || 'none');
        set(n + 'result', interaction.correct ? 'correct' : 'incorrect');
        set(n + 'latency', duration(interaction.latency));
      });
      set('cmi.score.min', 0);
      set('cmi.score.max', 100);
      set('cmi.score.raw', result.percent);
      set('cmi.score.scaled', result.percent / 100);
      set('cmi.success_status', result.passed ? 'passed' : 'failed');
      set('cmi.completion_status', 'completed');
      set('cmi.progress_measure', 1);
      set('cmi.session_time', duration(Math.round((Date.now() - started) / 1000)));
      reported = true;
      if (api) api.Commit('');
    },
    end: function () {
      if (ended || !api) return;
      ended = true;
      set('cmi.session_time', duration(Math.round((Date.now() - started) / 1000)));
      set('cmi.exit', reported ? 'normal' : 'suspend');
      api.Terminate('');
    },
  });
})();
