/**
 * FAQ (spec §2 `/faq`, §3 FAQ sections and questions) and the Spanish funding FAQ (`/bonificacion`, Spanish hosts
 * only: the API answers 404 elsewhere and the route has no French path). Sections in order, questions as an
 * accordion, a search box filtering the questions in the page (accent- and case-insensitive).
 */
import { useId, useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ContentShell } from '../../components/content/content-shell.tsx';
import { RichText } from '../../components/content/rich-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { getFaq } from '@app/contracts/content/faq';
import { filterFaq } from './faq-search.ts';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const { name, lang } = screenRoute({ request, context, pattern });
  const kind = name === 'bonificacion' ? 'bonificacion' : 'general';
  try {
    const { data } = await serverApi(request, context).call(getFaq, { query: { kind } });
    return { kind, sections: data.sections };
  } catch (error) {
    throw pageFailure(error, request, lang);
  }
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: pageTitle(matches, data?.kind === 'bonificacion' ? 'faq.bonificacionTitle' : 'faq.title') },
  pageDescription(matches, data?.kind === 'bonificacion' ? 'bonificacion' : 'faq'),
  areaPreload('content', matches),
];

/**
 * A question and its answer as a disclosure (WAI-ARIA pattern: a heading's button with `aria-expanded` controlling the
 * answer): a few lines of the page's own rather than an accordion library's 7 KB on a public page.
 */
function FaqQuestion({ id, question, answerHtml }: { id: number; question: string; answerHtml: string }) {
  const [open, setOpen] = useState(false);
  const buttonId = `faq-question-${id}`;
  const panelId = `faq-answer-${id}`;
  return (
    <div>
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left text-base font-semibold text-neutral-900 hover:bg-neutral-50"
        >
          <span>{question}</span>
          <span className="shrink-0 transition-transform group-aria-expanded:rotate-180" aria-hidden="true">
            <Icon name="chevronDown" size={20} />
          </span>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4">
        <RichText html={answerHtml} />
      </div>
    </div>
  );
}

export default function FaqScreen() {
  const { kind, sections } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterFaq(sections, query), [sections, query]);
  const count = visible.reduce((n, s) => n + s.questions.length, 0);
  const searchId = useId();
  const bonificacion = kind === 'bonificacion';
  return (
    <ContentShell
      title={t(bonificacion ? 'faq.bonificacionHeading' : 'faq.heading')}
      intro={t(bonificacion ? 'faq.bonificacionIntro' : 'faq.intro')}
    >
      <div role="search" className="mb-8">
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-neutral-900">
          {t('faq.search')}
        </label>
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-neutral-600" aria-hidden="true">
            <Icon name="search" size={20} />
          </span>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            className="block min-h-11 w-full rounded-md border border-neutral-400 bg-white py-2 pr-3 pl-10 text-base text-neutral-900 shadow-xs"
          />
        </div>
        <p className="mt-2 text-sm text-neutral-700" role="status" aria-live="polite">
          {query.trim() ? t('faq.results', { count }) : ''}
        </p>
      </div>
      {sections.length === 0 && <p className="text-neutral-700">{t('faq.empty')}</p>}
      {sections.length > 0 && visible.length === 0 && <p className="text-neutral-700">{t('faq.noResult')}</p>}
      <div className="flex flex-col gap-8">
        {visible.map((section) => (
          <section key={section.id} aria-labelledby={`faq-section-${section.id}`}>
            <h2 id={`faq-section-${section.id}`} className="mb-3 text-xl font-bold text-neutral-900">
              {section.title}
            </h2>
            <div className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
              {section.questions.map((q) => (
                <FaqQuestion key={q.id} id={q.id} question={q.question} answerHtml={q.answerHtml} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </ContentShell>
  );
}
