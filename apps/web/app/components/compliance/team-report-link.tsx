/**
 * The pharmacy team's compliance report (issue 19 part 5): a PDF download for the owner or referent, shown by the cockpit
 * where the platform's country has continuing-education obligations (none in Spain).
 */
import { getTeamComplianceReport } from '@app/contracts/compliance/report';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

export function TeamReportLink() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="team-report-heading" className="flex flex-col items-start gap-2" data-testid="team-compliance-report">
      <h2 id="team-report-heading" className="text-xl font-bold text-neutral-900">
        {t('compliance.report.teamHeading')}
      </h2>
      <p className="text-neutral-800">{t('compliance.report.teamHint')}</p>
      {/* Same origin, with the session cookie: a plain link the browser downloads. */}
      <a href={`${API_PREFIX}${pathOf(getTeamComplianceReport)}`} download className={buttonClass('secondary')}>
        <Icon name="document" size={20} />
        {t('compliance.report.teamDownload')}
      </a>
    </section>
  );
}
