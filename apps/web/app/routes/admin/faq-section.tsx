import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'react-toastify';
import { FAQ_KINDS, faqSectionFields, getAdminFaqSection, saveFaqSection } from '@app/contracts/admin/faq';
import { faqScreen } from '../../components/admin/faq-screen.ts';
import { useApiForm } from '../../components/admin/use-api-form.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Choice, FormAlert, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { notFound } from '../../lib/not-found.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

/**
 * A FAQ section's form (spec §2 `/admin/faq/section/:id/:sectionType`, issue 17 part 6): `:id` is the section's id, or
 * `new` for a section to create; `:sectionType` the FAQ it belongs to (`general`, or `bonificacion` on Spanish hosts).
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const { id, sectionType } = here.params;
  const kind = FAQ_KINDS.find((k) => k === sectionType);
  const number = Number(id);
  if (!kind || (kind === 'bonificacion' && here.lang !== 'es') || (id !== 'new' && !(Number.isSafeInteger(number) && number > 0))) {
    throw notFound(new URL(request.url).pathname, here.lang);
  }
  if (id === 'new') return { section: null, kind, lang: here.lang };
  try {
    const { data } = await serverApi(request, context).call(getAdminFaqSection, { params: { id: number } });
    if (data.kind !== kind) throw notFound(new URL(request.url).pathname, here.lang);
    return { section: data, kind, lang: here.lang };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.faq.section.title');

export default function AdminFaqSection() {
  const { section, kind, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const { form, submit, formError } = useApiForm(faqSectionFields, { kind, title: section?.title ?? '', isVisible: section?.isVisible ?? true }, async (values) => {
    await api.call(saveFaqSection, { params: { id: section?.id ?? 'new' }, body: values });
    toast.success(t('admin.faq.saved'));
    await navigate(faqScreen(lang, kind));
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-neutral-900">{section ? t('admin.faq.section.edit') : t('admin.faq.section.create')}</h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <input type="hidden" {...register('kind')} />
        <TextField label={t('admin.faq.section.titleField')} error={errors.title?.message} {...register('title')} />
        <Choice type="checkbox" label={t('admin.ordering.visibleField')} {...register('isVisible')} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton loading={isSubmitting} loadingText={t('admin.form.saving')}>
            {t('admin.form.save')}
          </SubmitButton>
          <Link to={faqScreen(lang, kind)} className={buttonClass('secondary')}>
            {t('admin.form.cancel')}
          </Link>
        </div>
      </form>
    </div>
  );
}
