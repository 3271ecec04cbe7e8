/**
 * Asking the trainers and advisors of a training a question from its page (spec §7 `getQuestionsAnswers`, its asking
 * side `askQuestion`): checked as the API checks it, its errors beside the field; the answer arrives in the profile's
 * history. Loaded after the detail page with the profile's texts (`question-form-loader.ts`).
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { askQuestion, askQuestionBody, QUESTION_MAX } from '@app/contracts/profile/history';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { FormAlert, SubmitButton, TextAreaField } from '../ui/fields.tsx';

export function QuestionForm({ courseId, lang }: { courseId: number; lang: Lang }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const field = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    setFailure(null);
    const text = new FormData(event.currentTarget).get('text');
    const checked = askQuestionBody.shape.text.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setLoading(true);
    try {
      const answer = await api.call(askQuestion, { body: { courseId, text: checked.data } });
      if (field.current) field.current.value = '';
      setSent(answer.message);
    } catch (caught) {
      const mapped = mapApiErrors(caught, ['text'], t('profile.questions.failed'));
      setError(mapped.fields.text);
      setFailure(mapped.form);
      if (mapped.fields.text) field.current?.focus();
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="training-question" className="scroll-mt-24">
      <h2 id="training-question" className="mb-3 text-xl font-bold text-neutral-900">
        {t('profile.questions.ask')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextAreaField ref={field} name="text" label={t('profile.questions.label')} hint={t('profile.questions.hint', { max: QUESTION_MAX })} error={error} maxLength={QUESTION_MAX} rows={4} required />
        {failure && <FormAlert>{failure}</FormAlert>}
        {sent && (
          <FormAlert tone="success">
            {sent} <Link to={buildPath('profile-historique', lang)} className="font-semibold underline">{t('profile.questions.seeAll')}</Link>
          </FormAlert>
        )}
        <div>
          <SubmitButton loading={loading} loadingText={t('profile.questions.sending')}>
            {t('profile.questions.send')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
