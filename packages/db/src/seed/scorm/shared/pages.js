/*
 * The pages of a demo package: sections shown one at a time with Previous and Next, and a knowledge check scored on
 * its page. What is remembered and reported goes through the runtime the package's own script gives (SCORM 1.2 or
 * 2004): startCourse({ resume(), save(state), report(result), end() }).
 */
(function () {
  'use strict';
  window.startCourse = function (runtime) {
    var pages = Array.prototype.slice.call(document.querySelectorAll('section[data-page]'));
    var previous = document.getElementById('previous');
    var next = document.getElementById('next');
    var progress = document.getElementById('progress');
    var form = document.getElementById('check');
    var result = document.getElementById('result');
    var state = runtime.resume();
    var answers = state.answers || {};
    var index = Math.max(0, pages.findIndex(function (page) { return page.id === state.page; }));
    var shownAt = Date.now();

    function show(at) {
      index = at;
      pages.forEach(function (page, i) { page.hidden = i !== index; });
      previous.disabled = index === 0;
      next.disabled = index === pages.length - 1;
      progress.textContent = progress.dataset.template.replace('{n}', index + 1).replace('{total}', pages.length);
      pages[index].querySelector('h1, h2').focus();
      shownAt = Date.now();
      runtime.save({ page: pages[index].id, answers: answers });
    }

    previous.addEventListener('click', function () { show(index - 1); });
    next.addEventListener('click', function () { show(index + 1); });

    Object.keys(answers).forEach(function (question) {
      var input = form.querySelector('input[name="' + question + '"][value="' + answers[question] + '"]');
      if (input) input.checked = true;
    });

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var questions = Array.prototype.slice.call(form.querySelectorAll('fieldset[data-answer]'));
      var latency = Math.round((Date.now() - shownAt) / 1000);
      var interactions = questions.map(function (fieldset) {
        var name = fieldset.dataset.question;
        var checked = form.querySelector('input[name="' + name + '"]:checked');
        var response = checked ? checked.value : '';
        answers[name] = response;
        return { id: name, response: response, correct: response === fieldset.dataset.answer, latency: latency };
      });
      var right = interactions.filter(function (i) { return i.correct; }).length;
      var percent = Math.round((right / questions.length) * 100);
      var passed = percent >= Number(form.dataset.passPercent);
      result.textContent = (passed ? result.dataset.passed : result.dataset.failed).replace('{score}', right).replace('{total}', questions.length);
      runtime.save({ page: pages[index].id, answers: answers });
      runtime.report({ percent: percent, passed: passed, interactions: interactions });
    });

    window.addEventListener('pagehide', runtime.end);
    show(index);
  };
})();
