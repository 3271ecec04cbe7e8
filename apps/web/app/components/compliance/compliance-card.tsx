/**
 * The pharmacist's compliance card (issue 19 part 3): per continuing-education obligation of the platform's country, its
 * status in colour and words, the period and its deadline, what counts, what is missing and trainings that would
 * close the gap with their price after funding; the actions declared elsewhere, pending ones shown as such, and the
 * registration date with the Ordre (issue 19 part 2). Nothing where no obligation applies (the Spanish platforms).
 */
import { Link } from 'react-router';
import type { ComplianceObligationView, getCompliance } from '@app/contracts/compliance/compliance';
import { getComplianceReport } from '@app/contracts/compliance/report';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import type { DataOf } from '@app/contracts/contract';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { formatDay, formatPrice } from '../../lib/format.ts';
import { trainingPath } from '../catalogue/training-card.tsx';
import { DeclarationsSection, type Declarations } from './declarations-section.tsx';

export type Compliance = DataOf<typeof getCompliance>;

/** A status's colours; never alone: the mark and the words say it too. */
export const STATUS_CLASS: Record<ComplianceObligationView['status'], string> = {
  met: 'border-green-700 bg-green-50 text-green-900',
  missing: 'border-amber-700 bg-amber-50 text-amber-950',
  atRisk: 'border-red-700 bg-red-50 text-red-900',
};
export const STATUS_MARK: Record<ComplianceObligationView['status'], string> = { met: '✓', missing: '!', atRisk: '!!' };

export function ComplianceCard({ compliance, declarations, lang, locale }: { compliance: Compliance | null; declarations: Declarations | null; lang: Lang; locale: Locale }) {
  const { t } = useTranslation();
  if (!compliance || compliance.obligations.length === 0) return null;
  return (
    <section aria-labelledby="compliance-heading" className="flex flex-col gap-4" data-testid="compliance-card">
      <h2 id="compliance-heading" className="text-xl font-bold text-neutral-900">
        {t('compliance.heading')}
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {compliance.obligations.map((o) => (
          <ObligationItem key={o.code} obligation={o} registrationAssumed={compliance.registrationAssumed && o.obligation === 'certification'} lang={lang} locale={locale} />
        ))}
      </ul>
      {declarations && <DeclarationsSection data={declarations} locale={locale} />}
      {/* Issue 19 part 5: the same obligations as a PDF for an inspection or a funder; same origin, a plain download. */}
      <a href={`${API_PREFIX}${pathOf(getComplianceReport)}`} download className={buttonClass('secondary', 'self-start')} data-testid="compliance-report">
        <Icon name="document" size={20} />
        {t('compliance.report.download')}
      </a>
    </section>
  );
}

function ObligationItem({ obligation: o, registrationAssumed, lang, locale }: { obligation: ComplianceObligationView; registrationAssumed: boolean; lang: Lang; locale: Locale }) {
  const { t } = useTranslation();
  const day = (d: string) => formatDay(d, locale) ?? d;
  const headingId = `compliance-${o.code}`;
  // The kinds of action a requirement asks for, joined by "or" in the page's language.
  const kinds = (tags: readonly string[]) => new Intl.ListFormat(locale, { type: 'disjunction' }).format(tags.map((tag) => t(`compliance.tag.${tag}`)));
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="compliance-obligation" data-code={o.code} data-status={o.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-neutral-900">
          {t(`compliance.obligation.${o.obligation}`)}
        </h3>
        <p className={`rounded-full border px-3 py-0.5 text-sm font-bold ${STATUS_CLASS[o.status]}`} data-testid="compliance-status">
          <span aria-hidden="true">{STATUS_MARK[o.status]} </span>
          {t(`compliance.status.${o.status}`)}
        </p>
      </div>
      <p className="text-sm text-neutral-800">
        {t('compliance.period', { start: day(o.period.start), end: day(o.period.end) })}
        <br />
        {t('compliance.daysLeft', { count: o.daysLeft, end: day(o.period.end) })}
      </p>
      {registrationAssumed && <p className="text-sm text-neutral-800">{t('compliance.registrationAssumed')}</p>}
      <div>
        <h4 className="font-semibold text-neutral-900">{t('compliance.counted')}</h4>
        {o.counted.length === 0 ? (
          <p className="text-sm text-neutral-800">{t('compliance.nothingCounted')}</p>
        ) : (
          <ul className="list-disc pl-5 text-sm text-neutral-900">
            {o.counted.map((c) => (
              <li key={`${c.title}-${c.completedOn}`}>{t('compliance.countedItem', { title: c.title, date: day(c.completedOn) })}</li>
            ))}
          </ul>
        )}
      </div>
      {o.pending.length > 0 && (
        <div>
          <h4 className="font-semibold text-neutral-900">{t('compliance.declarations.pendingHeading')}</h4>
          <ul className="list-disc pl-5 text-sm text-neutral-900" data-testid="compliance-pending">
            {o.pending.map((p) => (
              <li key={`${p.title}-${p.completedOn}`}>{t('compliance.declarations.pendingItem', { title: p.title, date: day(p.completedOn) })}</li>
            ))}
          </ul>
        </div>
      )}
      {o.missing.length > 0 && (
        <div>
          <h4 className="font-semibold text-neutral-900">{t('compliance.missingHeading')}</h4>
          <ul className="list-disc pl-5 text-sm text-neutral-900" data-testid="compliance-missing">
            {o.missing.map((m, i) => (
              <li key={i}>{t(m.distinct ? 'compliance.missingDistinct' : 'compliance.missing', { count: m.shortfall, kinds: kinds(m.tags) })}</li>
            ))}
          </ul>
        </div>
      )}
      {o.suggestions.length > 0 && (
        <div>
          <h4 className="font-semibold text-neutral-900">{t('compliance.suggestions')}</h4>
          <ul className="flex flex-col gap-2 text-sm">
            {o.suggestions.map((s) => (
              <li key={s.slug} data-testid="compliance-suggestion">
                <Link to={trainingPath(s, lang)} className="font-semibold text-neutral-900 underline underline-offset-2">
                  {s.name}
                </Link>
                <span className="block text-neutral-800">
                  {s.priceAfterFunding === s.priceHT
                    ? t('compliance.price', { price: formatPrice(s.priceAfterFunding, locale) })
                    : t('compliance.priceBefore', { price: formatPrice(s.priceAfterFunding, locale), before: formatPrice(s.priceHT, locale) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
