import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listLoginImages, setLoginImage, type LoginImageView } from '@app/contracts/admin/login-image';
import { LOGIN_IMAGE_TYPES } from '@app/domain/admin/login-image';
import type { Lang } from '@app/domain/platform/locales';
import { useUploadForm } from '../../components/admin/upload-form.tsx';
import { FormAlert, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { formatDayAndTime } from '../../lib/format.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

const LANGS: readonly Lang[] = ['fr', 'es'];
const FIELDS = ['file', 'bgColor', 'isFullBg', 'lang'] as const;
/** The colour a language without an image starts from. */
const DEFAULT_COLOUR = '#FFFFFF';

/**
 * The login image (issue 17 part 7, spec §2 `/admin/loginImage`, §3 Login image): per language, the current picture
 * shown as the login page lays it out, its background colour and whether it covers the whole page; a new picture is
 * optional once a language has one.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(listLoginImages, {});
    return { ...data, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.loginImage.title');

/** The picture as the login page shows it: covering a box, or standing on its colour. */
function Preview({ src, colour, full, alt }: { src: string | null; colour: string; full: boolean; alt: string }) {
  const { t } = useTranslation();
  if (!src) return <p className="rounded-md border border-dashed border-neutral-300 p-4 text-sm text-neutral-700">{t('admin.loginImage.empty')}</p>;
  return (
    <figure className="flex flex-col gap-1">
      <div className="flex h-48 items-center justify-center overflow-hidden rounded-md border border-neutral-200 p-3" style={{ backgroundColor: colour }}>
        <img src={src} alt={alt} className={full ? 'h-full w-full object-cover' : 'max-h-full max-w-full object-contain'} data-testid="login-image-preview" />
      </div>
      <figcaption className="text-xs text-neutral-700">{t(full ? 'admin.loginImage.fullBgPreview' : 'admin.loginImage.besidePreview')}</figcaption>
    </figure>
  );
}

function LanguageImage({ lang, image, maxBytes, locale }: { lang: Lang; image: LoginImageView | undefined; maxBytes: number; locale: string }) {
  const { t } = useTranslation();
  const max = String(maxBytes / 1024 / 1024);
  const [colour, setColour] = useState(image?.bgColor ?? DEFAULT_COLOUR);
  const [full, setFull] = useState(image?.isFullBg ?? false);
  const [chosen, setChosen] = useState<string | null>(null);
  const upload = useUploadForm(setLoginImage, { fields: FIELDS, maxBytes, tooBig: t('admin.loginImage.tooBig', { max }), onSaved: () => setChosen(null) });
  const id = `login-image-${lang}`;
  const when = image ? formatDayAndTime(image.updatedAt, locale) : null;
  const choose = (file: File | undefined) => {
    setChosen(null);
    if (!file || file.size > maxBytes) return;
    // A data URL (the page's Content-Security-Policy allows data: pictures, not blob: ones).
    const reader = new FileReader();
    reader.onload = () => setChosen(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-5" data-testid={id}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-neutral-900">
        {t(`admin.loginImage.lang.${lang}`)}
      </h2>
      <Preview src={chosen ?? image?.illustration ?? null} colour={colour} full={full} alt={t(chosen ? 'admin.loginImage.chosenAlt' : 'admin.loginImage.currentAlt')} />
      {when && (
        <p className="text-sm text-neutral-700">
          <time dateTime={image?.updatedAt}>{t('admin.loginImage.updated', { day: when.day, time: when.time })}</time>
        </p>
      )}
      {upload.status && <FormAlert tone={upload.status.tone}>{upload.status.text}</FormAlert>}
      <form onSubmit={upload.submit} noValidate encType="multipart/form-data" className="flex flex-col gap-3">
        <input type="hidden" name="lang" value={lang} />
        <TextField
          type="file"
          name="file"
          accept={LOGIN_IMAGE_TYPES.join(',')}
          label={t(image ? 'admin.loginImage.replace' : 'admin.loginImage.choose')}
          hint={t('admin.loginImage.hint', { max })}
          error={upload.errors.file ?? upload.errors.lang}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        <TextField
          type="color"
          name="bgColor"
          label={t('admin.loginImage.bgColor')}
          value={colour}
          onChange={(event) => setColour(event.currentTarget.value.toUpperCase())}
          error={upload.errors.bgColor}
          className="max-w-40"
        />
        <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-900">
          <input type="checkbox" name="isFullBg" checked={full} onChange={(event) => setFull(event.currentTarget.checked)} className="size-5" />
          {t('admin.loginImage.isFullBg')}
        </label>
        {upload.errors.isFullBg && <p className="text-sm text-red-800">{upload.errors.isFullBg}</p>}
        <div>
          <SubmitButton loading={upload.busy} loadingText={t('admin.loginImage.sending')}>
            {t('admin.loginImage.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

export default function LoginImageScreen() {
  const { images, maxBytes, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.loginImage.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {LANGS.map((lang) => (
          <LanguageImage key={lang} lang={lang} image={images.find((i) => i.lang === lang)} maxBytes={maxBytes} locale={locale} />
        ))}
      </div>
    </div>
  );
}
