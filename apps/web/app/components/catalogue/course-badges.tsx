import { useTranslation } from '../../i18n/use-translation.ts';

interface BadgeFlags {
  isNew?: boolean;
  hasNewDates?: boolean;
  hasNewVersion?: boolean;
  isFirstAid?: boolean;
}

const BADGES = [
  { flag: 'isNew', key: 'catalogue.badge.new', className: 'bg-emerald-800 text-white' },
  { flag: 'hasNewDates', key: 'catalogue.badge.newDates', className: 'bg-sky-900 text-white' },
  { flag: 'hasNewVersion', key: 'catalogue.badge.newVersion', className: 'bg-violet-900 text-white' },
  { flag: 'isFirstAid', key: 'catalogue.badge.firstAid', className: 'bg-red-800 text-white' },
] as const;

/** New / new dates / new version / first-aid badges of a course (issue "Catalogue" part 1). */
export function CourseBadges({ course, className = '' }: { course: BadgeFlags; className?: string }) {
  const { t } = useTranslation();
  const shown = BADGES.filter((b) => course[b.flag]);
  if (shown.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={t('catalogue.badge.label')}>
      {shown.map((b) => (
        <li key={b.flag} className={`rounded px-2 py-0.5 text-xs font-semibold ${b.className}`}>
          {t(b.key)}
        </li>
      ))}
    </ul>
  );
}
