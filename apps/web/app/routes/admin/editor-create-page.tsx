/**
 * Writing a custom page (spec §2 `/admin/editor/create-page`, issue 17 part 3): a new page, or an existing one with
 * `?id=<page id>`. Title, address (suggested from the title until it is typed), language among the platform's, the
 * text in the rich-text editor, the window (spec §3 startDate, endDate: Paris days, both included, empty = open) and
 * the options; beside it the preview, the text as the public will see it once sanitised (the API's own allow-list,
 * applied here by the page's action).
 */
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { customPageForm, saveCustomPage } from '@app/contracts/admin/custom-pages';
import { getCustomPage } from '@app/contracts/content/custom-pages';
import { slugFromTitle } from '@app/domain/admin/custom-pages';
import { LANGS, type Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { RichTextEditor } from '../../components/admin/rich-text-editor.tsx';
import { RichText } from '../../components/content/rich-text.tsx';
import { Choice, FormAlert, SelectField, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { notFound } from '../../lib/not-found.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { useApiForm } from '../../components/admin/use-api-form.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';

const FIELDS = ['title', 'slug', 'lang', 'bodyHtml', 'startDate', 'endDate', 'options.published', 'options.noIndex'] as const;

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const id = new URL(request.url).searchParams.get('id');
  if (id === null) return { page: null };
  // An administrator's read by id (digits only; the call would take anything else for a slug).
  if (!/^\d{1,15}$/.test(id)) throw notFound(new URL(request.url).pathname, here.lang);
  try {
    const { data } = await serverApi(request, context).call(getCustomPage, { params: { slug: id } });
    return { page: data };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta((data) => ((data as Awaited<ReturnType<typeof loader>> | undefined)?.page ? 'admin.pages.form.editTitle' : 'admin.pages.form.createTitle'));

type Page = NonNullable<Awaited<ReturnType<typeof loader>>['page']>;

/**
 * The preview, as the text is typed: the editor's own output, which its schema limits to the sanitiser's allow-list
 * (the API sanitises it again when the page is saved).
 */
function Preview({ title, bodyHtml: html }: { title: string; bodyHtml: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-preview" className="flex flex-col gap-2">
      <h2 id="page-preview" className="text-lg font-bold text-neutral-900">
        {t('admin.pages.form.preview')}
      </h2>
      <div className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-6" data-testid="page-preview">
        <p className="mb-4 text-2xl font-bold break-words text-neutral-900 sm:text-3xl">{title || t('admin.pages.form.untitled')}</p>
        {html === '' ? <p className="text-neutral-700">{t('admin.pages.form.previewEmpty')}</p> : <RichText html={html} />}
      </div>
    </section>
  );
}

function PageForm({ page }: { page: Page | null }) {
  const { t } = useTranslation();
  const { lang, platform } = usePlatformHost();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const langs = LANGS.filter((l) => platform.hosts_by_lang[l]);
  const choices: Lang[] = langs.length > 0 ? langs : [lang];
  const [saved, setSaved] = useState<{ slug: string; lang: Lang } | null>(null);
  const [slugTyped, setSlugTyped] = useState(page !== null);
  const { form, submit, formError } = useApiForm(
    customPageForm,
    {
      ...(page ? { id: page.id } : {}),
      title: page?.title ?? '',
      slug: page?.slug ?? '',
      lang: page?.lang ?? lang,
      bodyHtml: page?.bodyHtml ?? '',
      startDate: page?.startDate ?? '',
      endDate: page?.endDate ?? '',
      options: { published: page?.options.published !== false, noIndex: page?.options.noIndex === true },
    },
    async (values) => {
      setSaved(null);
      const { data } = await api.call(saveCustomPage, { body: values });
      setSaved({ slug: data.slug, lang: data.lang });
      // Saved, the address is the page's: a new title no longer changes it.
      setSlugTyped(true);
      if (!page) {
        // The next save replaces this page: its id is in the form, and in the address (a reload edits it).
        setValue('id', data.id);
        await navigate(`?id=${data.id}`, { replace: true, preventScrollReset: true });
      }
    },
    FIELDS,
  );
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [title, bodyHtml] = form.watch(['title', 'bodyHtml']);

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTyped) setValue('slug', slugFromTitle(event.target.value));
    },
  });
  const slugField = register('slug', { onChange: () => setSlugTyped(true) });
  const publicPath = saved ? buildPath('custom-page', saved.lang, { pageSlug: saved.slug }) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4" aria-labelledby="page-form-title">
        <h2 id="page-form-title" className="text-lg font-bold text-neutral-900">
          {t(page ? 'admin.pages.form.editTitle' : 'admin.pages.form.createTitle')}
        </h2>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div aria-live="polite">
          {saved && publicPath && (
            <FormAlert tone="success">
              {t('admin.pages.form.saved')}{' '}
              {saved.lang === lang ? (
                <Link to={publicPath} className="font-semibold underline">
                  {t('admin.pages.form.seePublic')}
                </Link>
              ) : null}
            </FormAlert>
          )}
        </div>
        <TextField label={t('admin.pages.form.title')} error={errors.title?.message} {...titleField} />
        <TextField label={t('admin.pages.form.slug')} hint={t('admin.pages.form.slugHint')} error={errors.slug?.message} autoCapitalize="none" spellCheck={false} {...slugField} />
        <SelectField label={t('admin.pages.form.lang')} error={errors.lang?.message} {...register('lang')}>
          {choices.map((l) => (
            <option key={l} value={l}>
              {t(`admin.pages.langs.${l}`)}
            </option>
          ))}
        </SelectField>
        <Controller
          control={control}
          name="bodyHtml"
          render={({ field, fieldState }) => (
            <RichTextEditor label={t('admin.pages.form.body')} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-neutral-900">{t('admin.pages.form.window')}</legend>
          <TextField label={t('admin.pages.form.startDate')} type="date" error={errors.startDate?.message} {...register('startDate')} />
          <TextField label={t('admin.pages.form.endDate')} type="date" error={errors.endDate?.message} {...register('endDate')} />
          <p className="text-sm text-neutral-700 sm:col-span-2">{t('admin.pages.form.windowHint')}</p>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-neutral-900">{t('admin.pages.form.options')}</legend>
          <Choice type="checkbox" label={t('admin.pages.form.published')} {...register('options.published')} />
          <Choice type="checkbox" label={t('admin.pages.form.noIndex')} {...register('options.noIndex')} />
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <SubmitButton loading={isSubmitting} loadingText={t('admin.pages.form.saving')}>
            {t('admin.pages.form.save')}
          </SubmitButton>
          <Link to={buildPath('admin-editor', lang)} className="inline-flex min-h-11 items-center px-2 font-semibold text-neutral-800 underline">
            {t('admin.pages.form.back')}
          </Link>
        </div>
      </form>
      <Preview title={title} bodyHtml={bodyHtml} />
    </div>
  );
}

export default function CustomPageEditor() {
  const { page } = useLoaderData<typeof loader>();
  // A new form for another page of `?id=`; the same one when a page just created gets its id in the address.
  const key = useRef<number | 'new'>(page?.id ?? 'new');
  if (page && key.current !== 'new' && key.current !== page.id) key.current = page.id;
  if (!page) key.current = 'new';
  return <PageForm key={key.current} page={page} />;
}
