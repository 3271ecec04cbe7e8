import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listCatalogPdfs, setCatalogPdfs, type CatalogPdfView } from '@app/contracts/admin/catalog-pdfs';
import type { Lang } from '@app/domain/platform/locales';
import { useUploadForm } from '../../components/admin/upload-form.tsx';
import { FormAlert, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { formatDayAndTime, formatFileSize } from '../../lib/format.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

const LANGS: readonly Lang[] = ['fr', 'es'];

/**
 * The catalogue PDFs (issue 17 part 2, spec §2 `/admin/catalog`): the current PDF of each language — its name, size,
 * date and who sent it, with its public link — and a form to send or replace it.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(listCatalogPdfs, {});
    return { ...data, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.catalogPdfs.title');

function LanguagePdf({ lang, pdf, maxBytes, locale }: { lang: Lang; pdf: CatalogPdfView | undefined; maxBytes: number; locale: string }) {
  const { t } = useTranslation();
  const max = String(maxBytes / 1024 / 1024);
  const upload = useUploadForm(setCatalogPdfs, { fields: ['file', 'lang'], maxBytes, tooBig: t('admin.catalogPdfs.tooBig', { max }) });
  const id = `catalog-pdf-${lang}`;
  const when = pdf ? formatDayAndTime(pdf.updatedAt, locale) : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-5" data-testid={id}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-neutral-900">
        {t(`admin.catalogPdfs.lang.${lang}`)}
      </h2>
      {pdf && when ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm" data-testid={`${id}-current`}>
          <dt className="font-semibold text-neutral-800">{t('admin.catalogPdfs.file')}</dt>
          <dd className="break-words">
            <a href={pdf.url} className="font-semibold text-neutral-900 underline underline-offset-2">
              {pdf.fileName}
            </a>
          </dd>
          <dt className="font-semibold text-neutral-800">{t('admin.catalogPdfs.size')}</dt>
          <dd>{formatFileSize(pdf.size, locale)}</dd>
          <dt className="font-semibold text-neutral-800">{t('admin.catalogPdfs.updated')}</dt>
          <dd>
            <time dateTime={pdf.updatedAt}>{t('admin.catalogPdfs.when', { day: when.day, time: when.time, who: pdf.uploadedBy })}</time>
          </dd>
        </dl>
      ) : (
        <p className="rounded-md border border-dashed border-neutral-300 p-4 text-sm text-neutral-700">{t('admin.catalogPdfs.empty')}</p>
      )}
      {upload.status && <FormAlert tone={upload.status.tone}>{upload.status.text}</FormAlert>}
      <form onSubmit={upload.submit} noValidate encType="multipart/form-data" className="flex flex-col gap-3 sm:flex-row sm:items-end" key={pdf?.updatedAt ?? 'none'}>
        <input type="hidden" name="lang" value={lang} />
        <TextField
          type="file"
          name="file"
          accept="application/pdf,.pdf"
          label={t(pdf ? 'admin.catalogPdfs.replace' : 'admin.catalogPdfs.choose')}
          hint={t('admin.catalogPdfs.hint', { max })}
          error={upload.errors.file ?? upload.errors.lang}
          className="flex-1"
        />
        <SubmitButton loading={upload.busy} loadingText={t('admin.catalogPdfs.sending')}>
          {t('admin.catalogPdfs.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}

export default function CatalogPdfs() {
  const { pdfs, maxBytes, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.catalogPdfs.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {LANGS.map((lang) => (
          <LanguagePdf key={lang} lang={lang} pdf={pdfs.find((p) => p.lang === lang)} maxBytes={maxBytes} locale={locale} />
        ))}
      </div>
    </div>
  );
}
