import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TabNav } from '../../components/ui/tab-nav.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { usePlatformHost } from '../../lib/session-context.tsx';
import { adminMeta } from '../../components/admin/admin-meta.ts';

/** The back-office's layout (spec §2 `/admin`, issue 17 part 1; the route table's guards let administrators only in). */
export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  return { lang: screenRoute({ request, context, pattern }).lang };
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.title');

/** Tab route name → its label key; unbuilt children are not shown. */
const TABS = [
  ['admin-index', 'admin.tabs.index'],
  ['admin-catalog', 'admin.tabs.catalog'],
  ['admin-editor', 'admin.tabs.editor'],
  ['admin-faceToFace', 'admin.tabs.faceToFace'],
  ['admin-factureCompta', 'admin.tabs.factureCompta'],
  ['admin-faq', 'admin.tabs.faq'],
  ['admin-billboards', 'admin.tabs.billboards'],
  ['login-image', 'admin.tabs.loginImage'],
  ['admin-quizFeedbacks', 'admin.tabs.quizFeedbacks'],
  ['admin-routes', 'admin.tabs.routes'],
  ['admin-auditLog', 'admin.tabs.auditLog'],
] as const;

export default function Admin() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { platform } = usePlatformHost();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t('admin.heading')}</h1>
        <p className="mt-1 text-neutral-700">{platform.name}</p>
      </div>
      <TabNav label={t('admin.tabs.label')} tabs={TABS} lang={lang} end />
      <Outlet />
    </div>
  );
}
