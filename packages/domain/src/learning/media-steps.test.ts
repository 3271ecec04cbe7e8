import { describe, expect, it } from 'vitest';
import { clampPosition, reachedEnd, scoreStepQuiz } from './media-steps.ts';

describe('reachedEnd', () => {
  it('counts the last 10 % of a short media as its end', () => {
    expect(reachedEnd(27, 30)).toBe(true);
    expect(reachedEnd(26, 30)).toBe(false);
  });

  it('counts the last 10 s of a long media as its end', () => {
    expect(reachedEnd(590, 600)).toBe(true);
    expect(reachedEnd(589, 600)).toBe(false);
  });

  it('needs a saved position; without a known duration any position will do', () => {
    expect(reachedEnd(null, 30)).toBe(false);
    expect(reachedEnd(3, null)).toBe(true);
    expect(reachedEnd(null, null)).toBe(false);
  });
});

describe('clampPosition', () => {
  it('keeps whole seconds within the media', () => {
    expect(clampPosition(12.8, 30)).toBe(12);
    expect(clampPosition(30.4, 30)).toBe(30);
    expect(clampPosition(-1, 30)).toBe(0);
    expect(clampPosition(4000.5, null)).toBe(4000);
  });
});

describe('scoreStepQuiz', () => {
  const questions = [
    { id: 'a', answer: 1, explanation: 'Because.' },
    { id: 'b', answer: 0 },
  ];

  it('passes when every question is answered and enough are right', () => {
    expect(scoreStepQuiz(questions, [{ questionId: 'a', choice: 1 }, { questionId: 'b', choice: 0 }])).toEqual({
      score: 10,
      passed: true,
      results: [
        { questionId: 'a', correct: true, answer: 1, explanation: 'Because.' },
        { questionId: 'b', correct: true, answer: 0, explanation: null },
      ],
    });
  });

  it('scores over all the questions, so a partial answer does not pass', () => {
    const partial = scoreStepQuiz(questions, [{ questionId: 'a', choice: 1 }]);
    expect(partial).toMatchObject({ score: 5, passed: false });
    expect(partial.results).toHaveLength(1);
  });

  it('fails under 7 of 10, keeps the last answer to a question and ignores unknown ones', () => {
    const answers = [{ questionId: 'a', choice: 1 }, { questionId: 'b', choice: 0 }, { questionId: 'b', choice: 2 }, { questionId: 'z', choice: 0 }];
    expect(scoreStepQuiz(questions, answers)).toMatchObject({ score: 5, passed: false });
  });

  it('passes a step without questions', () => {
    expect(scoreStepQuiz([], [])).toEqual({ score: 10, passed: true, results: [] });
  });
});
