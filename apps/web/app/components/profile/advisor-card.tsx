/**
 * The learner's advisor (issue 13 part 10, spec §3 User advisor, §9 default pictures by gender): picture, name, how to
 * reach them — the call-back request and the contact page; a learner without advisor is told whom to write to.
 */
import { Link } from 'react-router';
import { advisorPicture } from '@app/domain/identity/session-user';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isBuilt } from '../../route-registrations.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { AdvisorCallBack } from '../identity/advisor-call-back.tsx';
import { OverviewSection } from './overview-section.tsx';

export function AdvisorCard({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const advisor = user?.advisor ?? null;
  const picture = advisorPicture(advisor);
  const contact = isBuilt('contact') ? buildPath('contact', lang) : null;
  return (
    <OverviewSection id="profile-advisor" title={t('profile.advisor.heading')}>
      <div className="rounded-lg border border-neutral-200 bg-white p-4" data-testid="advisor-card">
        {advisor && picture ? (
          <div className="flex items-center gap-4">
            <img src={picture} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-full bg-neutral-100 object-cover" />
            <div>
              <p className="text-lg font-semibold text-neutral-900">{advisor.name}</p>
              <p className="text-sm text-neutral-800">{t(`profile.advisor.role.${advisor.gender}`)}</p>
            </div>
          </div>
        ) : (
          <p className="text-neutral-800">{t('profile.advisor.none')}</p>
        )}
        {advisor && <AdvisorCallBack />}
        {contact && (
          <p className="mt-3 text-sm">
            <Link to={contact} className="font-semibold text-neutral-900 underline hover:no-underline">
              {t(advisor ? 'profile.advisor.write' : 'profile.advisor.writeUs')}
            </Link>
          </p>
        )}
      </div>
    </OverviewSection>
  );
}
