import { useTranslation } from '../../i18n/use-translation.ts';
import { typeColour, typeTextColour } from '@app/domain/platform/colours';
import type { Lang } from '@app/domain/platform/locales';
import { isTrainingType } from '@app/domain/catalogue/training-types';
import type { CatalogCourse } from '@app/contracts/catalogue/catalog';

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

const NEUTRAL_BADGE = { background: '#404040', color: '#ffffff' };

/** Type label (translated, mixed variants fall back to the plain type) and its colours (spec §9). */
export function useTypeBadge(course: Pick<CatalogCourse, 'type' | 'type_to_display'>, lang: Lang, elearningColour: string | null) {
  const { t } = useTranslation();
  const label = t([`trainingType.${course.type_to_display}`, `trainingType.${course.type}`], { defaultValue: course.type });
  const style = isTrainingType(course.type)
    ? { background: typeColour(course.type, lang), color: typeTextColour(course.type, lang, elearningColour) }
    : NEUTRAL_BADGE;
  return { label, style };
}
