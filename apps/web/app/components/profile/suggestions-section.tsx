/** Trainings suggested to the learner (issue 13 part 10), each card with the reason it is suggested. */
import { Link } from 'react-router';
import type { DataOf } from '@app/contracts/contract';
import type { getPersonalizedSuggestions, SuggestionReasonView } from '@app/contracts/profile/suggestions';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TrainingCard } from '../catalogue/training-card.tsx';
import { buttonClass } from '../ui/button.tsx';
import { OverviewSection } from './overview-section.tsx';

type Suggestions = DataOf<typeof getPersonalizedSuggestions>['suggestions'];

function useReason(): (reason: SuggestionReasonView) => string {
  const { t } = useTranslation();
  return (reason) => {
    if (reason.kind === 'function') return t('profile.suggestions.reason.function', { function: t(`user.function.${reason.function}`) });
    if (reason.kind === 'planned') return t('profile.suggestions.reason.planned');
    return t(`profile.suggestions.reason.${reason.kind}`, { name: reason.training.name });
  };
}

export function SuggestionsSection({ suggestions, lang, locale, elearningColour }: { suggestions: Suggestions; lang: Lang; locale: Locale; elearningColour: string | null }) {
  const { t } = useTranslation();
  const because = useReason();
  return (
    <OverviewSection id="profile-suggestions" title={t('profile.suggestions.heading')}>
      {suggestions.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-neutral-200 bg-white p-4">
          <p className="text-neutral-800">{t('profile.suggestions.empty')}</p>
          <Link to={buildPath('catalogue', lang)} className={buttonClass('secondary')}>
            {t('profile.suggestions.toCatalogue')}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {suggestions.map(({ course, reason }) => (
            <li key={course.id} className="flex flex-col gap-2" data-testid="suggestion">
              <p className="text-sm font-semibold text-neutral-900" data-testid="suggestion-reason">
                {because(reason)}
              </p>
              <div className="flex-1">
                <TrainingCard course={course} lang={lang} locale={locale} elearningColour={elearningColour} headingLevel={3} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </OverviewSection>
  );
}
