/**
 * A form whose field rules and API call are not in the page's first download (docs/decisions.md, "Zod out of the
 * pages' first download"): the screen's `<screen>-form.ts` module (its zod `form` schema and the contract it sends)
 * comes with the form's first focus or its submit. The form is uncontrolled: the values are read from its fields on
 * submit (a checkbox group as the list of its ticked values), checked with the schema (the first message of each field
 * shown beside it, the first invalid field focused), then given with the loaded module (and the form) to `send`; an
 * API failure `send` throws is mapped onto the fields (422) or the form.
 */
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../i18n/use-translation.ts';
import { mapApiErrors } from './form-errors.ts';

/** What a screen's form module exports: the rules of its fields (and, beside them, what it sends). */
export interface FormModule {
  form: z.ZodType;
}

export function useLazyForm<F extends string, M extends FormModule>(
  fields: readonly F[],
  load: () => Promise<M>,
  send: (values: z.output<M['form']>, module: M, form: HTMLFormElement) => Promise<void>,
) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const check = async (form: HTMLFormElement) => {
    const module = await load();
    const data = new FormData(form);
    // A group of checkboxes gives the list of its ticked values, any other field its text.
    const value = (field: F) =>
      form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.type === 'checkbox' ? data.getAll(field).map(String) : String(data.get(field) ?? '');
    const parsed = module.form.safeParse(Object.fromEntries(fields.map((field) => [field, value(field)])));
    // A new try: the answer to the previous one no longer applies.
    setFormError(null);
    if (!parsed.success) {
      const invalid: Partial<Record<F, string>> = {};
      for (const issue of parsed.error.issues) invalid[issue.path[0] as F] ??= issue.message;
      setErrors(invalid);
      form.querySelector<HTMLElement>(`[name="${fields.find((field) => invalid[field])}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      await send(parsed.data as z.output<M['form']>, module, form);
    } catch (error) {
      const mapped = mapApiErrors(error, fields, t('errors.anErrorOccurred'));
      setErrors(mapped.fields as Partial<Record<F, string>>);
      setFormError(mapped.form);
    }
  };

  return {
    errors,
    formError,
    setFormError,
    submitting,
    /** Spread on the `<form>`: the browser's own checks off, the module loaded on focus, the submit checked and sent. */
    formProps: {
      noValidate: true,
      onFocus: () => void load(),
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubmitting(true);
        void check(event.currentTarget).finally(() => setSubmitting(false));
      },
    },
  };
}
