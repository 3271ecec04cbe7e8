import { describe, expect, it } from 'vitest';
import { EVALUATION_KNOWLEDGE_MAX, EVALUATION_QUESTIONNAIRE, answerProblems, evaluationQuestions, evaluationScore, withoutAnswers } from './quiz-evaluation.ts';

const check = (id: string, answer = 1) => ({ id, text: `Question ${id}`, choices: ['a', 'b', 'c'], answer });

describe('evaluation questions (issue "Learning I" part 6)', () => {
  it('asks the standard questionnaire of the language, then the training’s own checks', () => {
    const questions = evaluationQuestions('es', [check('q1'), check('q2', 0)]);
    expect(questions.map((q) => q.id)).toEqual([...EVALUATION_QUESTIONNAIRE.es.map((q) => q.id), 'k1-q1', 'k2-q2']);
    expect(questions[0].text).toMatch(/satisfecho/);
    expect(questions.at(-1)).toMatchObject({ kind: 'knowledge', answer: 0 });
  });
  it('keeps at most EVALUATION_KNOWLEDGE_MAX checks and drops a check without a valid right answer', () => {
    const checks = [check('bad', 7), ...Array.from({ length: 8 }, (_, i) => check(`q${i}`))];
    const knowledge = evaluationQuestions('fr', checks).filter((q) => q.kind === 'knowledge');
    expect(knowledge).toHaveLength(EVALUATION_KNOWLEDGE_MAX);
    expect(knowledge.map((q) => q.id)).not.toContain('k1-bad');
  });
  it('copies the questionnaire, so a quiz never shares its arrays with another', () => {
    const [a] = evaluationQuestions('fr', []);
    a.choices.push('x');
    expect(EVALUATION_QUESTIONNAIRE.fr[0].choices).not.toContain('x');
  });
  it('hides the right answers until the quiz is answered', () => {
    expect(withoutAnswers(evaluationQuestions('fr', [check('q1')])).some((q) => 'answer' in q)).toBe(false);
  });
});

describe('answers and score', () => {
  const questions = evaluationQuestions('fr', [check('q1', 2), check('q2', 0)]);
  const all = Object.fromEntries(questions.map((q) => [q.id, 0]));

  it('needs one valid choice for every question, field by field', () => {
    expect(answerProblems(questions, all)).toEqual({});
    const { satisfaction: _s, ...missing } = all;
    expect(answerProblems(questions, { ...missing, relevance: 9, apply: 1.5, 'k1-q1': -1 })).toEqual({
      'answers.satisfaction': 'validation.choose',
      'answers.relevance': 'validation.choose',
      'answers.apply': 'validation.choose',
      'answers.k1-q1': 'validation.choose',
    });
  });
  it('refuses an answer to a question the quiz does not ask', () => {
    expect(answerProblems(questions, { ...all, toString: 1 })).toEqual({ 'answers.toString': 'quiz.unknownQuestion' });
  });
  it('scores the knowledge questions only, as a percentage', () => {
    expect(evaluationScore(questions, { ...all, 'k1-q1': 2 })).toEqual({ score: 100, correct: 2, total: 2 });
    expect(evaluationScore(questions, all)).toEqual({ score: 50, correct: 1, total: 2 });
    expect(evaluationScore(evaluationQuestions('fr', []), all)).toEqual({ score: null, correct: 0, total: 0 });
  });
});
