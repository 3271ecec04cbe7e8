import { Form, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { listAuditLog, type AuditEntryView } from '@app/contracts/admin/audit';
import { AUDIT_ACTIONS } from '@app/domain/admin/audit';
import { pageCount } from '@app/domain/platform/pagination';
import { buttonClass } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { formatDayAndTime } from '../../lib/format.ts';
import { apiFieldErrors } from '../../lib/form-errors.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

const FILTERS = ['action', 'userId', 'from', 'to', 'page'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/**
 * The back-office's audit log (issue 17 part 10, `/admin/auditLog`, ours): the filters are the URL's query. A filter the
 * call refuses (a malformed day, a period ending before it starts) is shown beside its field, as typed, and the log
 * is listed without it.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const params = new URL(request.url).searchParams;
  const filters: Filters = Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const api = serverApi(request, context);
  const read = (query: Filters) => api.call(listAuditLog, { query: query as never });
  try {
    return { log: (await read(filters)).data, filters, errors: {} as Record<string, string>, locale: here.locale };
  } catch (error) {
    const errors = apiFieldErrors(error);
    if (!errors) throw pageFailure(error, request, here.lang);
    const kept = Object.fromEntries(Object.entries(filters).filter(([name]) => !(name in errors) && name !== 'page'));
    try {
      return { log: (await read(kept)).data, filters, errors, locale: here.locale };
    } catch (again) {
      throw pageFailure(again, request, here.lang);
    }
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.audit.title');

/** A recorded value as the log shows it: yes/no, empty, text, or JSON for a list or an object. */
function useShown() {
  const { t } = useTranslation();
  return (value: unknown): string => {
    if (value === null || value === undefined) return t('admin.audit.nothing');
    if (typeof value === 'boolean') return t(`admin.audit.values.${value}`);
    if (value === '') return t('admin.audit.values.empty');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
}

function Entry({ entry, locale }: { entry: AuditEntryView; locale: string }) {
  const { t } = useTranslation();
  const shown = useShown();
  const when = formatDayAndTime(entry.at, locale);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="audit-entry">
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-neutral-800">
        <span className="font-semibold text-neutral-900">{t(`admin.audit.actions.${entry.action}`)}</span>
        {entry.subject && <span className="text-neutral-900">{entry.subject}</span>}
        <span>{entry.actor.name}</span>
        <time dateTime={entry.at}>
          {when.day}, {when.time}
        </time>
      </p>
      {entry.changes.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('admin.audit.noChange')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full table-fixed text-left text-sm">
            <thead className="text-neutral-700">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">{t('admin.audit.field')}</th>
                <th scope="col" className="py-1 pr-3 font-semibold">{t('admin.audit.before')}</th>
                <th scope="col" className="py-1 font-semibold">{t('admin.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((change) => (
                <tr key={change.field} className="border-t border-neutral-100 align-top">
                  <th scope="row" className="py-1 pr-3 font-mono text-xs font-normal text-neutral-800">{change.field}</th>
                  <td className="py-1 pr-3 break-words text-neutral-800">{shown(change.before)}</td>
                  <td className="py-1 break-words text-neutral-900">{shown(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

export default function AuditLog() {
  const { log, filters, errors, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.audit.intro')}</p>
      {/* A GET form: the URL carries the filters (shareable, back button, no script needed). */}
      <Form method="get" role="search" aria-label={t('admin.audit.filters.label')} className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end">
        <SelectField label={t('admin.audit.filters.action')} name="action" defaultValue={filters.action ?? ''} error={errors.action}>
          <option value="">{t('admin.audit.filters.all')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`admin.audit.actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.audit.filters.actor')} name="userId" defaultValue={filters.userId ?? ''} error={errors.userId}>
          <option value="">{t('admin.audit.filters.everyone')}</option>
          {log.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.audit.filters.from')} name="from" type="date" defaultValue={filters.from ?? ''} error={errors.from} />
        <TextField label={t('admin.audit.filters.to')} name="to" type="date" defaultValue={filters.to ?? ''} error={errors.to} />
        <button type="submit" className={buttonClass('secondary')}>
          {t('admin.audit.filters.submit')}
        </button>
      </Form>
      <p className="text-sm text-neutral-700" role="status">
        {t('admin.audit.total', { count: log.total })}
      </p>
      {log.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.audit.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {log.items.map((entry) => (
            <Entry key={entry.id} entry={entry} locale={locale} />
          ))}
        </ol>
      )}
      <Pagination page={log.page} pageCount={pageCount(log.total, log.perPage)} search={location.search} />
    </div>
  );
}
