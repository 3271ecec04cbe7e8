/** The learner's questions to trainers and advisors, newest first, each with its answer or its wait (spec §7 `getQuestionsAnswers`). */
import { Link } from 'react-router';
import type { Question } from '@app/contracts/profile/history';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../ui/layout.tsx';
import { formatDate } from '../../lib/format.ts';

export function QuestionList({ questions, lang, locale }: { questions: readonly Question[]; lang: Lang; locale: string }) {
  const { t } = useTranslation();
  if (questions.length === 0) {
    return (
      <EmptyState testId="questions-empty">
        <p className="text-neutral-800">{t('profile.questions.empty')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {questions.map((q) => (
        <li key={q.id} className="rounded-lg border border-neutral-200 bg-white p-4" data-testid="question">
          <p className="text-sm text-neutral-800">
            <Link to={buildPath('training-detail', lang, { trainingType: q.training.type, slug: q.training.slug })} className="font-semibold text-neutral-900 underline-offset-2 hover:underline">
              {q.training.name}
            </Link>
            {' · '}
            {t('profile.questions.askedOn', { date: formatDate(q.askedAt, locale) })}
          </p>
          <p className="mt-2 whitespace-pre-line text-neutral-900">{q.text}</p>
          {q.answer ? (
            <div className="mt-3 border-l-4 border-primary-dark bg-neutral-50 p-3">
              <p className="text-sm font-semibold text-neutral-900">
                {t('profile.questions.answeredBy', { name: q.answeredBy ?? t('profile.questions.team'), date: formatDate(q.answeredAt, locale) })}
              </p>
              <p className="mt-1 whitespace-pre-line text-neutral-900">{q.answer}</p>
            </div>
          ) : (
            <p className="mt-3 text-sm italic text-neutral-800">{t('profile.questions.waiting')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
