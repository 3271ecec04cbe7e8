/** The profile's badges (issue 13 part 9): a grid of every badge, earned with its date or with its progress, and what is left for the next. */
import type { BadgeView } from '@app/contracts/profile/badges';
import { nextBadge } from '@app/domain/profile/badges';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate } from '../../lib/format.ts';
import { OverviewSection } from './overview-section.tsx';

export function BadgesSection({ badges, locale }: { badges: BadgeView[]; locale: string }) {
  const { t } = useTranslation();
  const next = nextBadge(badges);
  const name = (badge: BadgeView) => t(`profile.badges.name.${badge.kind}`, { count: badge.target });
  return (
    <OverviewSection id="profile-badges" title={t('profile.badges.heading')}>
      <p className="mb-4 text-neutral-800" data-testid="next-badge">
        {next ? t('profile.badges.next', { name: name(next), left: t(`profile.badges.left.${next.kind}`, { count: next.target - next.current }) }) : t('profile.badges.allEarned')}
      </p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {badges.map((badge) => {
          const label = name(badge);
          const earned = formatDate(badge.earnedAt, locale);
          return (
            <li
              key={badge.id}
              data-testid="badge"
              data-earned={earned ? 'true' : 'false'}
              className={`flex flex-col gap-2 rounded-lg border p-4 ${earned ? 'border-primary-dark bg-primary-light' : 'border-neutral-200 bg-white'}`}
            >
              <h3 className="font-semibold text-neutral-900">{label}</h3>
              <p className="text-sm text-neutral-800">{t(`profile.badges.rule.${badge.kind}`, { count: badge.target })}</p>
              {earned ? (
                <p className="text-sm font-semibold text-neutral-900">{t('profile.badges.earnedOn', { date: earned })}</p>
              ) : (
                <>
                  <div
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={badge.target}
                    aria-valuenow={badge.current}
                    aria-label={t('profile.badges.progressLabel', { name: label })}
                    aria-valuetext={t('profile.badges.progress', { current: badge.current, target: badge.target })}
                    className="h-2 overflow-hidden rounded-full bg-neutral-200"
                  >
                    <div className="h-full bg-primary-dark" style={{ width: `${Math.round((badge.current / badge.target) * 100)}%` }} />
                  </div>
                  <p className="text-sm text-neutral-800">{t('profile.badges.progress', { current: badge.current, target: badge.target })}</p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </OverviewSection>
  );
}
