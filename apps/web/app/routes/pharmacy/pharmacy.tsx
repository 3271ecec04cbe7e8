import { useState } from 'react';
import { Outlet, redirect, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { setAccountId } from '@app/contracts/identity/auth';
import { managesPharmacy } from '@app/domain/pharmacy/access';
import { PHARMA_TAB_ROUTES, buildPath, pharmacyHomeRoute, routeForTab } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TabNav } from '../../components/ui/tab-nav.tsx';
import { isBuilt } from '../../route-registrations.ts';
import { FormAlert, SelectField } from '../../components/ui/fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { getSessionUser } from '../../lib/session.server.ts';
import { usePlatformHost, useSessionUser } from '../../lib/session-context.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

const PHARMACY = 'gestion-ma-pharmacie';

/** A built route, else the contract (always built): the bare path and old tabs never lead to an unbuilt screen. */
function builtOrContract(name: string | null): string {
  return name && isBuilt(name) ? name : `${PHARMACY}-contrat`;
}

/**
 * Pharmacy management's layout (spec §2; the route table's guards let only an owner or referent of the account in use
 * in): the bare path goes to the collective plan with training-plan access, else to the contract; the old `pharmaTab`
 * query (0–5) goes to its tab, the other query values kept.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const url = new URL(request.url);
  if (url.searchParams.has('pharmaTab')) {
    const tab = routeForTab(PHARMA_TAB_ROUTES, url.searchParams.get('pharmaTab'));
    url.searchParams.delete('pharmaTab');
    throw redirect(`${buildPath(builtOrContract(tab), here.lang)}${url.search}`, 302);
  }
  if (here.name === PHARMACY) {
    const user = await getSessionUser(request, context);
    throw redirect(`${buildPath(builtOrContract(pharmacyHomeRoute(user?.productAccess.canAccessTrainingPlan)), here.lang)}${url.search}`, 302);
  }
  return { lang: here.lang };
}

export const clientLoader = withAreaTexts('pharmacy');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

/** Tab route name → its label key, in the order of the old `pharmaTab` values (the cockpit, ours, beside the dashboard); unbuilt tabs are not shown. */
const TABS = [
  [`${PHARMACY}-plan-collectif`, 'pharmacy.tabs.plan'],
  [`${PHARMACY}-tableau-de-bord`, 'pharmacy.tabs.dashboard'],
  [`${PHARMACY}-conformite`, 'pharmacy.compliance.tab'],
  [`${PHARMACY}-contrat`, 'pharmacy.tabs.contract'],
  [`${PHARMACY}-factures`, 'pharmacy.tabs.invoices'],
  [`${PHARMACY}-dpec`, 'pharmacy.tabs.dpec'],
  [`${PHARMACY}-attestations`, 'pharmacy.tabs.attestations'],
] as const;

export default function Pharmacy() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const user = useSessionUser();
  const current = user?.accounts.find((a) => a.id === user.userData.currentAccountId);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t('pharmacy.heading')}</h1>
          {current && <p className="mt-1 text-neutral-700">{current.name}</p>}
        </div>
        <AccountSwitcher />
      </div>
      <TabNav label={t('pharmacy.tabs.label')} tabs={TABS} lang={lang} />
      <Outlet />
    </div>
  );
}

/**
 * A referent of several pharmacies switches between them here (the session's account, spec §7 setAccountId): every
 * screen then reads the chosen pharmacy's data only. Hidden for whoever manages one pharmacy.
 */
function AccountSwitcher() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { platform } = usePlatformHost();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const managed = (user?.accounts ?? []).filter((a) => a.kind === 'establishment' && managesPharmacy(a.role));
  if (!user || managed.length < 2) return null;

  async function choose(accountId: number) {
    setPending(true);
    setError(null);
    try {
      await api.call(setAccountId, { body: { accountId, platform: platform.code_name } });
      // The session user (root) and the screen's data follow the chosen pharmacy.
      await revalidator.revalidate();
    } catch (failure) {
      setError(mapApiErrors(failure, [], t('errors.anErrorOccurred')).form);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="w-full sm:w-72">
      <SelectField
        label={t('pharmacy.switch.label')}
        name="accountId"
        value={user.userData.currentAccountId ?? ''}
        disabled={pending}
        aria-busy={pending}
        onChange={(event) => void choose(Number(event.target.value))}
      >
        {managed.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </SelectField>
      {error && (
        <div className="mt-2">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </div>
  );
}
