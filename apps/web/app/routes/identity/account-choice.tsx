/**
 * Account choice (spec §2 auth-account-choice, §7 `POST /api/user/setAccountId`): a user with several accounts picks
 * one, then goes on to the local `redirect` query (where they were going), else the catalogue. Login required
 * (the route rules send a visitor to login first, docs/decisions.md).
 */
import { useState } from 'react';
import { useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { safeRedirect } from '@app/domain/identity/guards';
import { buildPath } from '@app/domain/platform/routes';
import { AuthCard, FormAlert } from '../../components/ui/fields.tsx';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { areaPreload, loadAreaTexts } from '../../lib/area-texts.ts';
import { useSessionUser, usePlatformHost } from '../../lib/session-context.tsx';

// The sign-in and account screens' texts (auth area) arrive with this module in the browser; the server has them all.
if (typeof document !== 'undefined') await loadAreaTexts('auth');

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'auth.accountChoice.title') }, areaPreload('auth', matches)];

export default function AccountChoice() {
  const { t } = useTranslation();
  const { platform, lang } = usePlatformHost();
  const user = useSessionUser();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function choose(accountId: number) {
    setPending(accountId);
    setFormError(null);
    try {
      // The contract (and zod) comes with the first choice, not with the page.
      const { setAccountId } = await import('@app/contracts/identity/auth');
      await api.call(setAccountId, { body: { accountId, platform: platform.code_name } });
      await navigate(safeRedirect(params.get('redirect'), buildPath('catalogue', lang)), { replace: true });
    } catch (error) {
      setFormError(mapApiErrors(error, [], t('errors.anErrorOccurred')).form);
    } finally {
      setPending(null);
    }
  }

  const current = user?.userData.currentAccountId ?? null;
  return (
    <AuthCard title={t('auth.accountChoice.heading')} intro={t('auth.accountChoice.intro')}>
      {formError && (
        <div className="mb-4">
          <FormAlert>{formError}</FormAlert>
        </div>
      )}
      <ul className="flex flex-col gap-3">
        {(user?.accounts ?? []).map((account) => (
          <li key={account.id}>
            <button
              type="button"
              onClick={() => void choose(account.id)}
              disabled={pending !== null}
              aria-busy={pending === account.id || undefined}
              className="flex w-full items-center justify-between gap-3 rounded-lg border border-neutral-300 bg-white px-4 py-3 text-left hover:border-neutral-900 hover:bg-neutral-50 disabled:cursor-wait disabled:opacity-70"
            >
              <span className="flex flex-col">
                <span className="sr-only">{t('auth.accountChoice.choose')}</span>
                <span className="font-semibold text-neutral-900" data-account-name>
                  {account.name}
                </span>
                <span className="text-sm text-neutral-700">
                  {t(`auth.accountChoice.kind.${account.kind}`)} · {t(`auth.accountChoice.role.${account.role}`)}
                  {account.id === current && <> · {t('auth.accountChoice.current')}</>}
                </span>
              </span>
              {pending === account.id ? (
                <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-neutral-300 border-t-neutral-900" />
              ) : (
                <span aria-hidden="true" className="text-xl text-neutral-700">
                  →
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {pending !== null && (
        <p role="status" className="sr-only">
          {t('auth.accountChoice.submitting')}
        </p>
      )}
    </AuthCard>
  );
}
