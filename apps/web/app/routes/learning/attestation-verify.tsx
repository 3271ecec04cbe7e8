/**
 * The public check of an attestation (`/attestation/verifier/:code` | `/certificado/verificar/:code`, not in spec §2:
 * docs/decisions.md), which the QR code of every attestation PDF opens: genuine with what it states about the
 * training, or "not genuine" with a 404 status. Open to anyone on every platform; shows nothing private.
 */
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { verifyAttestation } from '@app/contracts/learning/attestation';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageBody, Panel } from '../../components/ui/layout.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { serverApi } from '../../lib/server-api.server.ts';

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const code = here.params.code ?? '';
  try {
    const { data: attestation } = await serverApi(request, context).call(verifyAttestation, { params: { code } });
    return { code: attestation.code, attestation, locale: here.locale };
  } catch (error) {
    // An unknown or malformed code is the answer this page exists for, not an error screen.
    if (isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 422)) {
      return data({ code, attestation: null, locale: here.locale }, { status: 404 });
    }
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('learning');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'attestation.verifyTitle') },
  // A verification page is for the person holding the code, not for search engines.
  { name: 'robots', content: 'noindex' },
  areaPreload('learning', matches),
];

export default function AttestationVerify() {
  const { code, attestation, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageBody>
      <Panel>
        <h1 className="text-2xl font-bold text-neutral-900">{t('attestation.verifyTitle')}</h1>
        <p className="mt-2 text-neutral-700">
          {t('attestation.codeLabel')} <strong className="font-mono whitespace-nowrap">{code}</strong>
        </p>
        {attestation ? (
          <div role="status" className="mt-6 rounded-xl border border-green-700 bg-green-50 p-6 text-green-950">
            <p className="flex items-center gap-2 text-xl font-bold">
              <Icon name="award" size={28} className="shrink-0" />
              {t('attestation.genuine')}
            </p>
            <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{t('attestation.training')}</dt>
              <dd>
                {attestation.trainingName} ({t(`trainingType.${attestation.trainingType}`, { defaultValue: attestation.trainingType })})
              </dd>
              <dt className="font-semibold">{t('attestation.holder')}</dt>
              <dd>{attestation.holder}</dd>
              <dt className="font-semibold">{t('attestation.completedOn')}</dt>
              <dd>{formatDate(attestation.completedAt, locale)}</dd>
              <dt className="font-semibold">{t('attestation.issuedBy')}</dt>
              <dd>{t('attestation.issuedByValue', { platform: attestation.platformName, date: formatDate(attestation.issuedAt, locale) })}</dd>
            </dl>
          </div>
        ) : (
          <div role="alert" className="mt-6 rounded-xl border border-red-700 bg-red-50 p-6 text-red-950">
            <p className="text-xl font-bold">{t('attestation.notGenuine')}</p>
            <p className="mt-2">{t('attestation.notGenuineText')}</p>
          </div>
        )}
      </Panel>
    </PageBody>
  );
}
