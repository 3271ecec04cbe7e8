import { useEffect, useRef, useState, type FormEvent } from 'react';
import { answerProblems, type EvaluationAnswers } from '@app/domain/learning/quiz-evaluation';
import { isApiError } from '../../lib/api-client.ts';
import { apiFieldErrors } from '../../lib/form-errors.ts';
import { Choice, ChoiceGroup } from '../ui/fields.tsx';

interface Question {
  id: string;
  text: string;
  choices: string[];
}

/**
 * A form of multiple-choice questions (the evaluation quiz, a module's knowledge check): one choice per question,
 * checked by the domain's rule before sending, the API's field errors put back beside their question, and the first
 * question in error focused so that a keyboard or screen-reader user lands on what to fix.
 */
export function useAnswersForm(questions: readonly Question[], send: (answers: EvaluationAnswers) => Promise<void>, texts: { summary: string; failed: string }) {
  const [answers, setAnswers] = useState<EvaluationAnswers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('fieldset[aria-invalid] input')?.focus();
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = answerProblems(questions, answers);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError(texts.summary);
      return;
    }
    setSending(true);
    try {
      await send(answers);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      setFormError(fields ? texts.summary : isApiError(error) && error.httpStatus > 0 && error.message ? error.message : texts.failed);
    } finally {
      setSending(false);
    }
  };
  const choose = (questionId: string, choice: number) => {
    setAnswers((a) => ({ ...a, [questionId]: choice }));
    setErrors(({ [`answers.${questionId}`]: _fixed, ...rest }) => rest);
  };
  return { form, answers, errors, formError, sending, submit, choose };
}

/** One question as a radio group, numbered, with its error beside it. */
export function QuestionChoices({ question, number, form }: { question: Question; number: number; form: ReturnType<typeof useAnswersForm> }) {
  return (
    <ChoiceGroup legend={`${number}. ${question.text}`} error={form.errors[`answers.${question.id}`]}>
      {question.choices.map((choice, index) => (
        <Choice key={index} type="radio" name={question.id} value={index} label={choice} checked={form.answers[question.id] === index} onChange={() => form.choose(question.id, index)} />
      ))}
    </ChoiceGroup>
  );
}
