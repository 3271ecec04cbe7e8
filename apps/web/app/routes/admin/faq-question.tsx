import { Controller } from 'react-hook-form';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'react-toastify';
import { faqQuestionFields, getAdminFaq, getAdminFaqQuestion, getAdminFaqSection, saveFaqQuestion } from '@app/contracts/admin/faq';
import { faqScreen } from '../../components/admin/faq-screen.ts';
import { useApiForm } from '../../components/admin/use-api-form.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { RichTextEditor } from '../../components/admin/rich-text-editor.tsx';
import { Choice, FormAlert, SelectField, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { notFound } from '../../lib/not-found.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

const positive = (value: string) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * A FAQ question's form (spec §2 `/admin/faq/question/:id/:questionId`, issue 17 part 6): `:id` is its section's id,
 * `:questionId` the question's id, or `new` for a question to add to that section. The answer is written in the
 * rich-text editor, which writes only what the API's sanitiser keeps.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const sectionId = positive(here.params.id);
  const questionId = here.params.questionId === 'new' ? 'new' : positive(here.params.questionId);
  const missing = () => notFound(new URL(request.url).pathname, here.lang);
  if (!sectionId || !questionId) throw missing();
  const api = serverApi(request, context);
  try {
    const { data: section } = await api.call(getAdminFaqSection, { params: { id: sectionId } });
    const [{ data: faq }, question] = await Promise.all([
      api.call(getAdminFaq, { params: { id: section.kind } }),
      questionId === 'new' ? null : api.call(getAdminFaqQuestion, { params: { id: questionId } }).then((r) => r.data),
    ]);
    if (question && question.sectionId !== section.id) throw missing();
    return { section, question, sections: faq.sections.map(({ id, title }) => ({ id, title })), lang: here.lang };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.faq.question.title');

export default function AdminFaqQuestion() {
  const { section, question, sections, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const back = faqScreen(lang, section.kind);
  const { form, submit, formError } = useApiForm(
    faqQuestionFields,
    { sectionId: section.id, question: question?.question ?? '', answerHtml: question?.answerHtml ?? '', isVisible: question?.isVisible ?? true },
    async (values) => {
      await api.call(saveFaqQuestion, { params: { id: question?.id ?? 'new' }, body: values });
      toast.success(t('admin.faq.saved'));
      await navigate(back);
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-neutral-900">{question ? t('admin.faq.question.edit') : t('admin.faq.question.create')}</h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <SelectField label={t('admin.faq.question.section')} error={errors.sectionId?.message} {...register('sectionId', { valueAsNumber: true })}>
          {sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.faq.question.questionField')} error={errors.question?.message} {...register('question')} />
        <Controller
          control={form.control}
          name="answerHtml"
          render={({ field, fieldState }) => (
            <RichTextEditor label={t('admin.faq.question.answer')} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Choice type="checkbox" label={t('admin.ordering.visibleField')} {...register('isVisible')} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton loading={isSubmitting} loadingText={t('admin.form.saving')}>
            {t('admin.form.save')}
          </SubmitButton>
          <Link to={back} className={buttonClass('secondary')}>
            {t('admin.form.cancel')}
          </Link>
        </div>
      </form>
    </div>
  );
}
