import { Suspense, type ReactNode } from 'react';
import type { Lang } from '@app/domain/platform/locales';
import { lazyExport } from '../lazy-export.ts';

/** The training detail page's building blocks: a titled section, a text's paragraphs, a fact of the summary. */
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
