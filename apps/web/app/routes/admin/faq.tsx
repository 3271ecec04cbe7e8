import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { deleteFaqQuestion, deleteFaqSection, getAdminFaq, updateQuestionOrderAndVisibility, updateSectionOrderAndVisibility, type AdminFaq, type FaqKindName } from '@app/contracts/admin/faq';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { DeleteButton } from '../../components/admin/delete-button.tsx';
import { SaveStatusLine } from '../../components/admin/save-status.tsx';
import { SortableList } from '../../components/admin/sortable-list.tsx';
import { useOrderedRows } from '../../components/admin/use-ordered-rows.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

type Section = AdminFaq['sections'][number];

/**
 * The back-office's FAQ (spec §2 `/admin/faq`, issue 17 part 6): the sections of a FAQ with their questions, hidden
 * ones included, ordered by dragging, by keyboard or with the move buttons, and shown or hidden; each change is saved
 * at once. `?kind=bonificacion` is the Spanish funding FAQ (Spanish hosts only).
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const funding = here.lang === 'es';
  const kind: FaqKindName = funding && new URL(request.url).searchParams.get('kind') === 'bonificacion' ? 'bonificacion' : 'general';
  try {
    const { data } = await serverApi(request, context).call(getAdminFaq, { params: { id: kind } });
    return { faq: data, lang: here.lang, funding };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

export const meta = adminMeta('admin.faq.title');

function Questions({ section, lang }: { section: Section; lang: Lang }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const { items, change, status } = useOrderedRows(section.questions, (questions) => api.call(updateQuestionOrderAndVisibility, { body: { questions } }));
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-neutral-100 pt-3">
      {items.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('admin.faq.noQuestion')}</p>
      ) : (
        <SortableList items={items} nameOf={(q) => q.question} label={t('admin.faq.questionsOf', { title: section.title })} onChange={change}>
          {(question) => (
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <p className="font-medium break-words text-neutral-900">
                {question.question}
                {!question.isVisible && <span className="ml-2 rounded bg-neutral-200 px-1.5 py-0.5 text-xs font-semibold text-neutral-800">{t('admin.ordering.hidden')}</span>}
              </p>
              <div className="flex flex-wrap gap-1">
                <Link to={buildPath('admin-faq-question', lang, { id: section.id, questionId: question.id })} className={buttonClass('ghost')}>
                  {t('admin.faq.edit')}
                  <span className="sr-only"> : {question.question}</span>
                </Link>
                <DeleteButton
                  name={question.question}
                  title={t('admin.faq.deleteQuestion.title')}
                  text={t('admin.faq.deleteQuestion.text', { name: question.question })}
                  onDelete={async () => {
                    await api.call(deleteFaqQuestion, { params: { id: question.id } });
                    await revalidator.revalidate();
                  }}
                />
              </div>
            </div>
          )}
        </SortableList>
      )}
      <SaveStatusLine status={status} />
      <Link to={buildPath('admin-faq-question', lang, { id: section.id, questionId: 'new' })} className={buttonClass('secondary', 'self-start')}>
        {t('admin.faq.addQuestion')}
        <span className="sr-only"> : {section.title}</span>
      </Link>
    </div>
  );
}

export default function AdminFaqScreen() {
  const { faq, lang, funding } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const { items, change, status } = useOrderedRows(faq.sections, (sections) => api.call(updateSectionOrderAndVisibility, { body: { sections } }));
  const here = buildPath('admin-faq', lang);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.faq.intro')}</p>
      {funding && (
        <nav aria-label={t('admin.faq.kinds.label')} className="flex flex-wrap gap-2">
          {(['general', 'bonificacion'] as const).map((kind) => (
            <Link key={kind} to={kind === 'general' ? here : `${here}?kind=${kind}`} aria-current={faq.kind === kind ? 'page' : undefined} className={buttonClass(faq.kind === kind ? 'primary' : 'secondary')}>
              {t(`admin.faq.kinds.${kind}`)}
            </Link>
          ))}
        </nav>
      )}
      <Link to={buildPath('admin-faq-section', lang, { id: 'new', sectionType: faq.kind })} className={buttonClass('primary', 'self-start')}>
        {t('admin.faq.addSection')}
      </Link>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.faq.empty')}</p>
      ) : (
        <SortableList items={items} nameOf={(s) => s.title} label={t('admin.faq.sections')} onChange={change}>
          {(section) => (
            <section aria-labelledby={`faq-section-${section.id}`} data-testid="faq-section">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
                <h2 id={`faq-section-${section.id}`} className="text-lg font-semibold break-words text-neutral-900">
                  {section.title}
                  {!section.isVisible && <span className="ml-2 rounded bg-neutral-200 px-1.5 py-0.5 text-xs font-semibold text-neutral-800">{t('admin.ordering.hidden')}</span>}
                </h2>
                <div className="flex flex-wrap gap-1">
                  <Link to={buildPath('admin-faq-section', lang, { id: section.id, sectionType: section.kind })} className={buttonClass('ghost')}>
                    {t('admin.faq.edit')}
                    <span className="sr-only"> : {section.title}</span>
                  </Link>
                  <DeleteButton
                    name={section.title}
                    title={t('admin.faq.deleteSection.title')}
                    text={t('admin.faq.deleteSection.text', { name: section.title, count: section.questions.length })}
                    onDelete={async () => {
                      await api.call(deleteFaqSection, { params: { id: section.id } });
                      await revalidator.revalidate();
                    }}
                  />
                </div>
              </div>
              <Questions key={section.id} section={section} lang={lang} />
            </section>
          )}
        </SortableList>
      )}
      <SaveStatusLine status={status} />
    </div>
  );
}
