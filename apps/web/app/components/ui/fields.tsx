/** Form building blocks: labelled fields with their error beside them, a form-level alert, a submit button with a loading state. */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Panel } from './layout.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Field errors hold either a translation key (page validation: `validation.*`, `password.*`) or a message the API
 * already translated (422 `data.errors`); keys are translated, messages shown as they are.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => (message ? (i18n.exists(message) ? t(message) : message) : undefined);
}

const INPUT =
  'block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-neutral-900 shadow-xs focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-primary-dark';

type FieldProps<E extends 'input' | 'select' | 'textarea'> = ComponentProps<E> & {
  name: string;
  label: string;
  /** Translation key or translated message. */
  error?: string;
  hint?: string;
};

function describedBy(errorId: string, hintId: string, error?: string, hint?: string) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-800">
      <span aria-hidden="true">⚠</span>
      <span>{message}</span>
    </p>
  );
}

/** What a control needs to be tied to its label, hint and error. */
interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** The frame every field shares: label, the control, its hint and its error, tied together for screen readers. */
function LabelledField({
  label,
  error,
  hint,
  className,
  control,
}: {
  label: string;
  error?: string;
  hint?: string;
  className: string;
  control: (attributes: ControlAttributes) => ReactNode;
}) {
  const id = useId();
  const text = useErrorText()(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-900">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': text ? true : undefined,
        'aria-describedby': describedBy(errorId, hintId, text, hint),
        className: `${INPUT} ${text ? 'border-red-700' : 'border-neutral-400'}`,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={text} />
    </div>
  );
}

export function TextField({ label, error, hint, className = '', ...input }: FieldProps<'input'>) {
  return (
    <LabelledField label={label} error={error} hint={hint} className={className} control={(attributes) => <input {...input} {...attributes} />} />
  );
}

export function SelectField({ label, error, hint, className = '', children, ...select }: FieldProps<'select'>) {
  return (
    <LabelledField
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(attributes) => (
        <select {...select} {...attributes}>
          {children}
        </select>
      )}
    />
  );
}

export function TextAreaField({ label, error, hint, className = '', ...textarea }: FieldProps<'textarea'>) {
  return (
    <LabelledField
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(attributes) => <textarea rows={5} {...textarea} {...attributes} />}
    />
  );
}

/** Form-level message (an API failure that belongs to no field, or a success). */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const colours = {
    error: 'border-red-700 bg-red-50 text-red-900',
    success: 'border-green-700 bg-green-50 text-green-900',
    info: 'border-neutral-400 bg-neutral-50 text-neutral-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border-l-4 px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}

/** Submit button: while loading it is disabled, busy and shows a small spinner with the loading text. */
/**
 * Disabled until the page's code owns its form: pressed before, the browser would send the form itself, as a GET that
 * puts every field (a password too) in the address, or to a page that does not expect it.
 */
export function SubmitButton({ loading, loadingText, disabled, ...props }: ButtonProps & { loading: boolean; loadingText: string }) {
  const hydrated = useHydrated();
  return <Button type="submit" loading={loading} loadingText={loadingText} disabled={disabled || !hydrated} {...props} />;
}

/** The centred card the authentication screens share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Panel wide>
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        {intro && <div className="mt-2 text-neutral-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </Panel>
    </div>
  );
}

/** A group of checkboxes or radios in a fieldset whose legend names it; the error is beside the group. */
export function ChoiceGroup({
  legend,
  error,
  children,
  className = '',
}: {
  legend: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const text = useErrorText()(error);
  return (
    <fieldset
      className={className}
      aria-invalid={text ? true : undefined}
      aria-describedby={text ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-neutral-900">{legend}</legend>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">{children}</div>
      <FieldError id={`${id}-error`} message={text} />
    </fieldset>
  );
}

/** One checkbox (or radio) with its label, a 44 px target. */
export function Choice({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} {...input} className="size-5 shrink-0 accent-neutral-900" />
      <label htmlFor={id} className="text-base text-neutral-900">
        {label}
      </label>
    </div>
  );
}
