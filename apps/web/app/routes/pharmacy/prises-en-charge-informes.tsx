import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { listFundaeInformes } from '@app/contracts/pharmacy/fundae';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DpecStateBadge } from '../../components/pharmacy/dpec-files.tsx';
import { FundaeYearNav, yearOfUrl } from '../../components/pharmacy/fundae.tsx';
import { EmptyState } from '../../components/ui/layout.tsx';
import { areaPreload } from '../../lib/area-texts.ts';
import { formatDay } from '../../lib/format.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * The informes of a year (Spain, issue 16 part 5, spec §7 `dpec/informes`): for each group — a training followed by the
 * pharmacy's learners with a FUNDAE file — its dates and its participants' dates, hours and completion.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data } = await serverApi(request, context).call(listFundaeInformes, { query: { year: yearOfUrl(request) } });
    return { ...data, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.fundae.pages.informes') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyFundaeInformes() {
  const { year, groups, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const day = (value: string | null) => formatDay(value, locale) ?? t('pharmacy.fundae.informes.noDate');
  return (
    <section aria-labelledby="informes-heading" className="flex flex-col gap-4" data-testid="fundae-informes">
      <h3 id="informes-heading" className="text-lg font-semibold text-neutral-900">
        {t('pharmacy.fundae.informes.heading', { year: String(year) })}
      </h3>
      <FundaeYearNav year={year} />
      <p className="text-neutral-800">{t('pharmacy.fundae.informes.intro')}</p>
      {groups.length === 0 ? (
        <EmptyState testId="informes-empty">
          <p className="text-neutral-800">{t('pharmacy.fundae.informes.empty')}</p>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <article key={group.code} aria-labelledby={`group-${group.code}`} className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-4" data-testid="fundae-group">
            <h4 id={`group-${group.code}`} className="font-semibold text-neutral-900">
              {group.training.name}
            </h4>
            <p className="text-sm text-neutral-800">
              {t('pharmacy.fundae.informes.summary', {
                code: group.code,
                hours: String(group.training.hours),
                start: day(group.startsOn),
                end: day(group.endsOn),
                completed: String(group.completedCount),
                total: String(group.participants.length),
              })}
            </p>
            {/* Scrolls sideways on a phone: reachable from the keyboard, named by its training. */}
            <div className="overflow-x-auto" role="region" tabIndex={0} aria-label={t('pharmacy.fundae.informes.participants', { training: group.training.name })}>
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">{t('pharmacy.fundae.informes.participants', { training: group.training.name })}</caption>
                <thead className="bg-neutral-50 text-neutral-900">
                  <tr>
                    <th scope="col" className="px-3 py-2">{t('pharmacy.fundae.informes.learner')}</th>
                    <th scope="col" className="px-3 py-2">{t('pharmacy.fundae.informes.start')}</th>
                    <th scope="col" className="px-3 py-2">{t('pharmacy.fundae.informes.end')}</th>
                    <th scope="col" className="px-3 py-2">{t('pharmacy.fundae.informes.hours')}</th>
                    <th scope="col" className="px-3 py-2">{t('pharmacy.fundae.informes.completion')}</th>
                    <th scope="col" className="px-3 py-2">{t('pharmacy.fundae.informes.file')}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.participants.map((p) => (
                    <tr key={p.fileId} className="border-t border-neutral-200" data-testid="fundae-participant">
                      <th scope="row" className="px-3 py-2 font-semibold text-neutral-900">
                        {p.learner.firstName} {p.learner.lastName}
                      </th>
                      <td className="px-3 py-2 text-neutral-800">{day(p.startedOn)}</td>
                      <td className="px-3 py-2 text-neutral-800">{day(p.finishedOn)}</td>
                      <td className="px-3 py-2 text-neutral-800">{t('pharmacy.fundae.informes.hoursValue', { hours: String(p.hours) })}</td>
                      <td className="px-3 py-2 text-neutral-800">{t(p.completed ? 'pharmacy.fundae.informes.completed' : 'pharmacy.fundae.informes.ongoing')}</td>
                      <td className="px-3 py-2">
                        <DpecStateBadge state={p.state} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </article>
        ))
      )}
    </section>
  );
}
