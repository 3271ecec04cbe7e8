import { Outlet, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TabNav } from '../../components/ui/tab-nav.tsx';
import { areaPreload } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';

const DPEC = 'gestion-ma-pharmacie-dpec';

/** The DPEC section (issue 16 part 2, spec §2 `prises-en-charge`): its pages by state and the creation form. */
export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  return { lang: screenRoute({ request, context, pattern }).lang };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.dpec.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

const PAGES = [
  [`${DPEC}-en-cours`, 'pharmacy.dpec.pages.en-cours'],
  [`${DPEC}-financement`, 'pharmacy.dpec.pages.financement'],
  [`${DPEC}-rapport`, 'pharmacy.dpec.pages.rapport'],
  [`${DPEC}-remboursement`, 'pharmacy.dpec.pages.remboursement'],
  [`${DPEC}-creer`, 'pharmacy.dpec.pages.creer'],
] as const;

/** Spain only (issue 16 part 5): FUNDAE's credit, the informes and the invoices to bonify. */
const FUNDAE_PAGES = [
  [`${DPEC}-fundae`, 'pharmacy.fundae.pages.fundae'],
  [`${DPEC}-informes`, 'pharmacy.fundae.pages.informes'],
  [`${DPEC}-factures-bonifiables`, 'pharmacy.fundae.pages.invoices'],
] as const;

export default function PharmacyDpec() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" data-testid="pharmacy-dpec">
      <h2 className="text-xl font-semibold text-neutral-900">{t('pharmacy.dpec.heading')}</h2>
      <TabNav label={t('pharmacy.dpec.pages.label')} tabs={lang === 'es' ? [...PAGES, ...FUNDAE_PAGES] : PAGES} lang={lang} end />
      <Outlet />
    </div>
  );
}
