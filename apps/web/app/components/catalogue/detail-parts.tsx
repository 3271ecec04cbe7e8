import { Suspense, type ReactNode } from 'react';
import type { Lang } from '@app/domain/platform/locales';
import { useSessionUser } from '../../lib/session-context.tsx';
import { lazyExport } from '../lazy-export.ts';

// The page loads the cards' module lazily already (associated trainings): a visitor downloads neither.
const BookmarkSlot = lazyExport(() => import('./training-card.tsx'), 'BookmarkSlot');

/**
 * The training detail page's building blocks: its title with the bookmark toggle, a titled section, a text's
 * paragraphs, a fact of the summary.
 */
export function DetailTitle({ courseId, name }: { courseId: number; name: string }) {
  const user = useSessionUser();
  return (
    <div className="flex items-start justify-between gap-3">
      <h1 className="text-2xl leading-tight font-bold break-words text-neutral-900 sm:text-3xl">{name}</h1>
      {user && (
        <Suspense fallback={null}>
          <BookmarkSlot courseId={courseId} name={name} />
        </Suspense>
      )}
    </div>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-neutral-200 pt-6">
      <h2 id={id} className="mb-4 text-xl font-bold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-neutral-800">
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
    </div>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="font-semibold text-neutral-900">{children}</dd>
    </div>
  );
}

// The question form loads after the page, with the profile's texts it speaks (the server has them already).
const QuestionForm = lazyExport(() => import('../profile/question-form-loader.ts').then((m) => m.load()), 'QuestionForm');

/** A signed-in learner's question to the trainers and advisors of the training (issue 13 part 4). */
export function AskQuestion({ courseId, lang }: { courseId: number; lang: Lang }) {
  return (
    <Suspense fallback={null}>
      <QuestionForm courseId={courseId} lang={lang} />
    </Suspense>
  );
}
