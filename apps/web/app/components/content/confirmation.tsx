import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The screen a sent form turns into: a focused heading, the reference of the stored answer, what happens next. */
export function Confirmation({ title, reference, children }: { title: string; reference?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-xl border border-green-700 bg-green-50 p-6 text-green-950">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {title}
      </h2>
      {reference && (
        <p className="mt-2">
          {t('forms.reference')} <strong data-testid="reference">{reference}</strong>
        </p>
      )}
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
