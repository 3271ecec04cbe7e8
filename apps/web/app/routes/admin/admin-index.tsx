import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getAttention } from '@app/contracts/admin/attention';
import { listAdminDeclarations } from '@app/contracts/compliance/declarations';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { formatDate, formatDay, formatPrice } from '../../lib/format.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { DeclarationsToVerify } from '../../components/compliance/declarations-to-verify.tsx';

/**
 * The back-office's index (issue 17 part 1): what needs the administrator's attention on this platform, with the
 * actions learners declared awaiting verification (issue 19 part 2; their failure only hides that section).
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const api = serverApi(request, context);
    const [{ data }, toVerify] = await Promise.all([api.call(getAttention, {}), api.call(listAdminDeclarations, {}).then((r) => r.data.declarations, () => null)]);
    return { attention: data, toVerify, locale: here.locale, lang: here.lang };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin', 'compliance');

const adminIndexMeta = adminMeta('admin.index.title');
export const meta: MetaFunction = (args) => [...(adminIndexMeta(args) ?? []), areaPreload('compliance', args.matches)];

/** The link at the foot of a card, to the screen where its items are handled (a 44 px target). */
const CARD_LINK = 'inline-flex min-h-11 items-center self-start font-semibold text-neutral-900 underline underline-offset-2';

function Card({ heading, testId, children }: { heading: string; testId: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-5" data-testid={testId} aria-labelledby={`${testId}-heading`}>
      <h2 id={`${testId}-heading`} className="text-lg font-semibold text-neutral-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export default function AdminIndex() {
  const { attention, toVerify, locale, lang } = useLoaderData<typeof loader>();
  const sessionsPath = buildPath('admin-faceToFace', lang);
  const { t } = useTranslation();
  const { cheques, sessions, feedback } = attention;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.index.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card heading={t('admin.index.cheques.heading')} testId="attention-cheques">
          {cheques.count === 0 ? (
            <p className="text-neutral-700">{t('admin.index.cheques.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm text-neutral-800">
              {cheques.items.map((c) => (
                <li key={c.reference}>
                  {t('admin.index.cheques.order', { reference: c.reference, buyer: c.buyer, amount: formatPrice(c.totalWithVat, locale), date: formatDate(c.createdAt, locale) ?? '' })}
                </li>
              ))}
              {cheques.count > cheques.items.length && <li className="text-neutral-700">{t('admin.index.cheques.more', { count: cheques.count - cheques.items.length })}</li>}
            </ul>
          )}
          <Link
            to={buildPath('admin-factureCompta', lang)}
            className={CARD_LINK}
          >
            {t('admin.index.cheques.link')}
          </Link>
        </Card>
        <Card heading={t('admin.index.sessions.heading')} testId="attention-sessions">
          {sessions.count === 0 ? (
            <p className="text-neutral-700">{t('admin.index.sessions.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3 text-sm text-neutral-800">
              {sessions.items.map((s) => (
                <li key={s.id}>
                  <Link to={`${sessionsPath}?session=${s.id}`} className="font-semibold text-neutral-900 underline underline-offset-2">
                    {s.training}
                  </Link>
                  <br />
                  {formatDay(s.startDate, locale)} · {s.city ?? t('admin.index.sessions.noCity')}
                  <br />
                  {t('admin.index.sessions.seats', { count: s.seatsLeft, max: s.maxParticipants })}
                  {s.waiting > 0 && ` · ${t('admin.index.sessions.waiting', { count: s.waiting })}`}
                </li>
              ))}
              {sessions.count > sessions.items.length && <li className="text-neutral-700">{t('admin.index.sessions.more', { count: sessions.count - sessions.items.length })}</li>}
            </ul>
          )}
          <Link to={sessionsPath} className={CARD_LINK}>
            {t('admin.index.sessions.manage')}
          </Link>
        </Card>
        <Card heading={t('admin.index.feedback.heading')} testId="attention-feedback">
          {feedback.count === 0 ? (
            <p className="text-neutral-700">{t('admin.index.feedback.empty')}</p>
          ) : (
            <p className="text-sm text-neutral-800">
              {t('admin.index.feedback.count', { count: feedback.count })}
              {feedback.averageRating !== null && (
                <>
                  <br />
                  {t('admin.index.feedback.average', { average: feedback.averageRating.toLocaleString(locale) })}
                </>
              )}
            </p>
          )}
          <Link to={buildPath('admin-quizFeedbacks', lang)} className={CARD_LINK}>
            {t('admin.index.feedback.link')}
          </Link>
        </Card>
      </div>
      {toVerify && <DeclarationsToVerify declarations={toVerify} by="admin" locale={locale} />}
    </div>
  );
}
