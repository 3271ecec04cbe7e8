import { Form, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { listQuizFeedbacks, quizFeedbackOptions, searchQuizFeedbacks, type QuizFeedbackView } from '@app/contracts/admin/quiz-feedbacks';
import { QUIZ_FEEDBACK_RATINGS, QUIZ_FEEDBACK_SELECT_ANY } from '@app/domain/admin/quiz-feedback';
import { pageCount } from '@app/domain/platform/pagination';
import { buttonClass } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Rating } from '../../components/ui/rating.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { formatDayAndTime } from '../../lib/format.ts';
import { apiFieldErrors } from '../../lib/form-errors.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

/** The table's filters, as the URL's query names them (`q`: the text searched, the call's `filterValue`). */
const FILTERS = ['trainingId', 'learnerId', 'rating', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number] | 'q', string>>;

/** The field of the form an API error names (`filter.from` → `from`, `filterValue` → `q`). */
const fieldOf = (key: string) => (key === 'filterValue' ? 'q' : key.replace(/^filter\./, ''));

/**
 * Learners' quiz feedback (issue 17 part 8, `/admin/quizFeedbacks`, ours): the filters are the URL's query; the table
 * opens on `GET /api/admin/quizFeedbacks` and any filter or page asks `POST /api/admin/quizFeedbacks/{page}`. A filter
 * the call refuses is shown beside its field, as typed, and the table is listed without it.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const params = new URL(request.url).searchParams;
  const filters: Filters = Object.fromEntries([...FILTERS, 'q'].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const page = Number(params.get('page') ?? '1');
  const api = serverApi(request, context);
  const read = async (kept: Filters, at: number) => {
    const { q, ...filter } = kept;
    if (at === 1 && !q && Object.keys(filter).length === 0) return (await api.call(listQuizFeedbacks, {})).data;
    return (await api.call(searchQuizFeedbacks, { params: { id: at }, body: { filter: filter as never, filterValue: q } })).data;
  };
  try {
    const [trainings, learners] = await Promise.all(
      (['training', 'learner'] as const).map(async (a) => (await api.call(quizFeedbackOptions, { params: { a, b: QUIZ_FEEDBACK_SELECT_ANY } })).data),
    );
    const options = { trainings, learners };
    const at = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
    try {
      return { feedback: await read(filters, at), filters, errors: {} as Record<string, string>, options, locale: here.locale };
    } catch (error) {
      const byField = apiFieldErrors(error);
      if (!byField) throw error;
      const errors = Object.fromEntries(Object.entries(byField).map(([key, message]) => [fieldOf(key), message]));
      const kept = Object.fromEntries(Object.entries(filters).filter(([name]) => !(name in errors)));
      return { feedback: await read(kept, 1), filters, errors, options, locale: here.locale };
    }
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.quizFeedbacks.title');

function FeedbackRow({ feedback, locale }: { feedback: QuizFeedbackView; locale: string }) {
  const { t } = useTranslation();
  const when = formatDayAndTime(feedback.createdAt, locale);
  return (
    <tr className="border-t border-neutral-200 align-top" data-testid="quiz-feedback">
      <td className="py-2 pr-3 whitespace-nowrap">
        <time dateTime={feedback.createdAt}>
          {when.day}
          <br />
          <span className="text-neutral-700">{when.time}</span>
        </time>
      </td>
      <td className="py-2 pr-3">{feedback.training?.name ?? t('admin.quizFeedbacks.noTraining')}</td>
      <td className="py-2 pr-3">
        {feedback.learner.name}
        <br />
        <span className="break-all text-neutral-700">{feedback.learner.email}</span>
      </td>
      <td className="py-2 pr-3 whitespace-nowrap" data-testid="quiz-feedback-rating" data-rating={feedback.rating}>
        <Rating value={feedback.rating} label={t('admin.quizFeedbacks.rating', { rating: feedback.rating })} />
      </td>
      <td className="py-2">
        <p className="text-xs font-semibold text-neutral-700">{feedback.question ? t('admin.quizFeedbacks.onQuestion', { question: feedback.question }) : t('admin.quizFeedbacks.onQuiz')}</p>
        <p className="break-words text-neutral-900">{feedback.comment ?? <span className="text-neutral-700">{t('admin.quizFeedbacks.noComment')}</span>}</p>
      </td>
    </tr>
  );
}

export default function QuizFeedbacks() {
  const { feedback, filters, errors, options, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.quizFeedbacks.intro')}</p>
      {/* A GET form: the URL carries the filters (shareable, back button, no script needed); a new filter starts at page 1. */}
      <Form method="get" role="search" aria-label={t('admin.quizFeedbacks.filters.label')} className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField label={t('admin.quizFeedbacks.filters.training')} name="trainingId" defaultValue={filters.trainingId ?? ''} error={errors.trainingId}>
          <option value="">{t('admin.quizFeedbacks.filters.all')}</option>
          {options.trainings.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.quizFeedbacks.filters.learner')} name="learnerId" defaultValue={filters.learnerId ?? ''} error={errors.learnerId}>
          <option value="">{t('admin.quizFeedbacks.filters.everyone')}</option>
          {options.learners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.quizFeedbacks.filters.rating')} name="rating" defaultValue={filters.rating ?? ''} error={errors.rating}>
          <option value="">{t('admin.quizFeedbacks.filters.anyRating')}</option>
          {QUIZ_FEEDBACK_RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {t('admin.quizFeedbacks.filters.stars', { count: rating })}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.quizFeedbacks.filters.from')} name="from" type="date" defaultValue={filters.from ?? ''} error={errors.from} />
        <TextField label={t('admin.quizFeedbacks.filters.to')} name="to" type="date" defaultValue={filters.to ?? ''} error={errors.to} />
        <TextField label={t('admin.quizFeedbacks.filters.text')} name="q" type="search" maxLength={200} defaultValue={filters.q ?? ''} error={errors.q} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={buttonClass('primary')}>
            {t('admin.quizFeedbacks.filters.submit')}
          </button>
          <a href="?" className={buttonClass('secondary')}>
            {t('admin.quizFeedbacks.filters.reset')}
          </a>
        </div>
      </Form>
      <p className="text-sm text-neutral-800" role="status" data-testid="quiz-feedback-summary">
        {t('admin.quizFeedbacks.total', { count: feedback.total })}
        {feedback.average !== null && ` · ${t('admin.quizFeedbacks.average', { average: feedback.average.toLocaleString(locale) })}`}
      </p>
      {feedback.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.quizFeedbacks.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white p-4" tabIndex={0} role="region" aria-label={t('admin.quizFeedbacks.tableLabel')}>
          <table className="w-full min-w-[40rem] text-left text-sm text-neutral-800">
            <caption className="sr-only">{t('admin.quizFeedbacks.tableLabel')}</caption>
            <thead className="text-neutral-700">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">{t('admin.quizFeedbacks.columns.date')}</th>
                <th scope="col" className="py-1 pr-3 font-semibold">{t('admin.quizFeedbacks.columns.training')}</th>
                <th scope="col" className="py-1 pr-3 font-semibold">{t('admin.quizFeedbacks.columns.learner')}</th>
                <th scope="col" className="py-1 pr-3 font-semibold">{t('admin.quizFeedbacks.columns.rating')}</th>
                <th scope="col" className="py-1 font-semibold">{t('admin.quizFeedbacks.columns.comment')}</th>
              </tr>
            </thead>
            <tbody>
              {feedback.items.map((item) => (
                <FeedbackRow key={item.id} feedback={item} locale={locale} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={feedback.page} pageCount={pageCount(feedback.total, feedback.perPage)} search={location.search} />
    </div>
  );
}
