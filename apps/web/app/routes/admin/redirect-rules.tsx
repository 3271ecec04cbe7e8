import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { deleteRedirectRule, getAllRoutes, listRedirectRules, type RedirectRuleView } from '@app/contracts/admin/redirect-rules';
import { RedirectRuleForm } from '../../components/admin/redirect-rule-form.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../components/ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

/**
 * The platform's redirect rules (issue 17 part 9, `/admin/routes`, ours): listed by source, added, edited and deleted
 * (after a confirmation); a local target is picked from the route table (`GET /api/admin/getAllRoutes`) in the
 * platform's language. The site follows a change at once.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const api = serverApi(request, context);
  try {
    const [rules, routes] = await Promise.all([api.call(listRedirectRules, {}), api.call(getAllRoutes, {})]);
    // The paths a visitor can be sent to as they are: those of the platform's language without parameters.
    const paths = routes.data.flatMap((r) => {
      const path = r[here.lang];
      return path && !/[:*]/.test(path) ? [{ path, name: r.name }] : [];
    });
    return { rules: rules.data, paths: [...new Map(paths.map((p) => [p.path, p])).values()] };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.routes.title');

function Target({ rule }: { rule: RedirectRuleView }) {
  const { t } = useTranslation();
  return rule.toUrl ? (
    <span className="break-all">
      {rule.toUrl} <span className="text-neutral-700">({t('admin.routes.external')})</span>
    </span>
  ) : (
    <span className="break-all">{rule.toPath}</span>
  );
}

export default function RedirectRules() {
  const { rules, paths } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<RedirectRuleView | null>(null);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function saved(message: string) {
    await revalidator.revalidate();
    setEditing(null);
    setStatus({ tone: 'success', text: message });
  }

  async function remove(rule: RedirectRuleView) {
    setStatus(null);
    try {
      await api.call(deleteRedirectRule, { params: { id: rule.id } });
      if (editing?.id === rule.id) setEditing(null);
      await revalidator.revalidate();
      setStatus({ tone: 'success', text: t('admin.routes.deleted', { fromPath: rule.fromPath }) });
    } catch (error) {
      setStatus({ tone: 'error', text: mapApiErrors(error, [], t('errors.anErrorOccurred')).form ?? t('errors.anErrorOccurred') });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.routes.intro')}</p>
      <div aria-live="polite">{status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}</div>
      {rules.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.routes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('admin.routes.listLabel')}>
          {rules.map((rule) => (
            <li key={rule.id} className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="redirect-rule">
              <p className="text-sm text-neutral-800">
                <span className="font-mono font-semibold break-all text-neutral-900">{rule.fromPath}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t('admin.routes.to')} </span>
                <Target rule={rule} />
                <br />
                <span className="text-neutral-700">{t(`admin.routes.statuses.${rule.statusCode}`)}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setEditing(rule)} aria-label={t('admin.routes.editRule', { fromPath: rule.fromPath })}>
                  {t('admin.routes.edit')}
                </Button>
                <ConfirmDialog
                  trigger={
                    <>
                      {t('admin.routes.delete')}
                      <span className="sr-only"> {rule.fromPath}</span>
                    </>
                  }
                  triggerClassName={buttonClass('secondary')}
                  title={t('admin.routes.confirmTitle')}
                  text={t('admin.routes.confirmText', { fromPath: rule.fromPath })}
                  cancel={t('admin.routes.cancel')}
                  confirm={t('admin.routes.delete')}
                  onConfirm={() => void remove(rule)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <RedirectRuleForm key={editing?.id ?? 'new'} rule={editing} paths={paths} onSaved={saved} onCancel={() => setEditing(null)} />
    </div>
  );
}
