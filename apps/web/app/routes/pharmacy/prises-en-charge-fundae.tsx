import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { downloadFundaeXml, getFundae, saveFundaeInputs } from '@app/contracts/pharmacy/fundae';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DpecFilesTable } from '../../components/pharmacy/dpec-files.tsx';
import { FundaeYearNav, yearOfUrl } from '../../components/pharmacy/fundae.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { FormAlert, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { areaPreload } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatPrice } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * FUNDAE's credit of a year (Spain, issue 16 part 5, spec §7 `dpec/fundae`): the credit the owner's inputs give, what
 * the year's FUNDAE files use and what is left, the form of the inputs, the files, and the XML export of the year.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(getFundae, { query: { year: yearOfUrl(request) } });
    return { ...data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.fundae.pages.fundae') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

const FIELDS = ['year', 'contributions', 'averageWorkforce'] as const;

export default function PharmacyFundaeCredit() {
  const { year, inputs, credit, files, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const euros = (cents: number) => formatPrice(cents / 100, locale);
  const number = (value: FormDataEntryValue | null) => (String(value ?? '').trim() === '' ? Number.NaN : Number(String(value).replace(',', '.')));

  async function submit(values: FormData) {
    setLoading(true);
    setErrors({});
    setFormError(null);
    setSaved(null);
    try {
      const answer = await api.call(saveFundaeInputs, {
        body: { year, contributions: number(values.get('contributions')), averageWorkforce: number(values.get('averageWorkforce')) },
      });
      setSaved(answer.message);
      await revalidator.revalidate();
    } catch (error) {
      const mapped = mapApiErrors(error, FIELDS, t('errors.anErrorOccurred'));
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="fundae-heading" className="flex flex-col gap-4" data-testid="fundae-credit">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="fundae-heading" className="text-lg font-semibold text-neutral-900">
          {t('pharmacy.fundae.credit.heading', { year: String(year) })}
        </h3>
        <a href={`${API_PREFIX}${pathOf(downloadFundaeXml)}?year=${year}`} className={buttonClass('secondary')} download data-testid="fundae-xml">
          {t('pharmacy.fundae.credit.xml')}
        </a>
      </div>
      <FundaeYearNav year={year} />
      <p className="text-neutral-800">{t('pharmacy.fundae.credit.intro')}</p>
      {credit ? (
        <div className="flex flex-col gap-2">
          <dl className="grid gap-3 sm:grid-cols-3" data-testid="fundae-amounts">
            {(
              [
                ['credit', credit.creditCents],
                ['used', credit.usedCents],
                ['left', credit.leftCents],
              ] as const
            ).map(([key, cents]) => (
              <div key={key} className="rounded-lg border border-neutral-200 bg-white p-4">
                <dt className="text-sm text-neutral-800">{t(`pharmacy.fundae.credit.${key}`)}</dt>
                <dd className={`text-2xl font-semibold ${cents < 0 ? 'text-red-800' : 'text-neutral-950'}`} data-testid={`fundae-${key}`}>
                  {euros(cents)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-neutral-800">
            {credit.minimumApplied ? t('pharmacy.fundae.credit.minimum') : t('pharmacy.fundae.credit.percent', { percent: String(credit.percent) })}
          </p>
        </div>
      ) : (
        <FormAlert tone="info">{t('pharmacy.fundae.credit.noInputs')}</FormAlert>
      )}
      <form
        noValidate
        className="flex max-w-2xl flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4"
        aria-labelledby="fundae-inputs-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(new FormData(event.currentTarget));
        }}
      >
        <h4 id="fundae-inputs-heading" className="font-semibold text-neutral-900">
          {t('pharmacy.fundae.inputs.heading', { year: String(year) })}
        </h4>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div aria-live="polite">{saved && <FormAlert tone="success">{saved}</FormAlert>}</div>
        <TextField
          key={`c-${year}`}
          name="contributions"
          inputMode="decimal"
          label={t('pharmacy.fundae.inputs.contributions', { year: String(year - 1) })}
          hint={t('pharmacy.fundae.inputs.contributionsHint')}
          defaultValue={inputs ? String(inputs.contributionsCents / 100) : ''}
          error={errors.contributions ?? errors.year}
          required
        />
        <TextField
          key={`w-${year}`}
          name="averageWorkforce"
          inputMode="decimal"
          label={t('pharmacy.fundae.inputs.workforce')}
          hint={t('pharmacy.fundae.inputs.workforceHint')}
          defaultValue={inputs ? String(inputs.averageWorkforce) : ''}
          error={errors.averageWorkforce}
          required
        />
        <div>
          <SubmitButton loading={loading} loadingText={t('pharmacy.fundae.inputs.saving')}>
            {t('pharmacy.fundae.inputs.save')}
          </SubmitButton>
        </div>
      </form>
      <h4 className="font-semibold text-neutral-900">{t('pharmacy.fundae.credit.files')}</h4>
      {files.length === 0 ? (
        <EmptyState testId="fundae-no-files">
          <p className="text-neutral-800">{t('pharmacy.fundae.credit.noFiles')}</p>
        </EmptyState>
      ) : (
        <DpecFilesTable files={files} lang={lang} locale={locale} caption={t('pharmacy.fundae.credit.files')} />
      )}
    </section>
  );
}
