import { describe, expect, it } from 'vitest';
import { STEP_QUIZ_PASS_SCORE } from './media-steps.ts';
import { answerKnowledgeCheck } from './quizmod-score.ts';

const QUESTIONS = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, choices: ['x', 'y', 'z'], answer: i % 3, explanation: `why ${id}` }));
const RIGHT = { a: 0, b: 1, c: 2, d: 0, e: 1 };

describe('answerKnowledgeCheck', () => {
  it('scores every answer right as 10 out of 10, passed, with each explanation', () => {
    const answer = answerKnowledgeCheck(QUESTIONS, RIGHT);
    expect(answer).toMatchObject({ valid: true, score: 10, passed: true });
    expect(answer.valid && answer.results[0]).toEqual({ questionId: 'a', correct: true, answer: 0, explanation: 'why a' });
  });

  it('passes at the steps’ pass mark and fails below it, saying which answers were wrong', () => {
    expect(STEP_QUIZ_PASS_SCORE).toBe(7);
    expect(answerKnowledgeCheck(QUESTIONS, { ...RIGHT, e: 0 })).toMatchObject({ valid: true, score: 8, passed: true });
    const failed = answerKnowledgeCheck(QUESTIONS, { ...RIGHT, d: 2, e: 0 });
    expect(failed).toMatchObject({ valid: true, score: 6, passed: false });
    expect(failed.valid && failed.results.filter((r) => !r.correct).map((r) => [r.questionId, r.answer])).toEqual([['d', 0], ['e', 1]]);
  });

  it('refuses, field by field, a question left unanswered, a choice it does not offer and a question it does not ask', () => {
    const { b: _b, ...withoutB } = RIGHT;
    expect(answerKnowledgeCheck(QUESTIONS, { ...withoutB, c: 3, f: 0 })).toEqual({
      valid: false,
      problems: { 'answers.b': 'validation.choose', 'answers.c': 'validation.choose', 'answers.f': 'quiz.unknownQuestion' },
    });
  });
});
