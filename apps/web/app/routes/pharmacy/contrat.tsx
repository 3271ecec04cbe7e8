/**
 * The pharmacy's contract (spec §2 gestion-ma-pharmacie-contrat, issue 15 part 3): its summary and state, the document
 * to read, moving to the next product, signing online, the signed PDF, paying by card (the payment page sends the
 * browser back here), and the pharmacy's data the contract prints.
 */
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getContract } from '@app/contracts/pharmacy/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ContractPharmacyForm } from '../../components/pharmacy/contract-pharmacy-form.tsx';
import { ContractSummary } from '../../components/pharmacy/contract-summary.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(getContract, {});
    return { ...data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('pharmacy');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.contract.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyContract() {
  const { contract, pharmacy, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  return (
    <div className="flex flex-col gap-6" data-testid="pharmacy-contract">
      {contract ? (
        <ContractSummary key={`${contract.id}-${contract.documentHash}`} contract={contract} locale={locale} onChanged={reload} />
      ) : (
        <EmptyState testId="contract-none">{t('pharmacy.contract.none')}</EmptyState>
      )}
      <ContractPharmacyForm key={JSON.stringify(pharmacy)} pharmacy={pharmacy} lang={lang} onSaved={reload} />
    </div>
  );
}
