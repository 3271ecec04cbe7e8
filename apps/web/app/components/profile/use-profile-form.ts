import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

export interface FormStatus {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A form of the infos tab: checked by its contract's schema on the page, then sent as typed (the API applies the same
 * schema); the API's field errors go beside their fields, its message above the form.
 */
export function useProfileForm<Values extends FieldValues>(
  schema: z.ZodType<unknown, Values>,
  defaultValues: DefaultValues<Values>,
  send: (values: Values) => Promise<string>,
) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FormStatus | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema as never) as never, defaultValues });
  const submit = form.handleSubmit(async () => {
    setStatus(null);
    // The typed values, not the parsed ones: the API parses them with the same schema.
    const values = form.getValues();
    try {
      setStatus({ tone: 'success', text: await send(values) });
    } catch (error) {
      const mapped = mapApiErrors(error, Object.keys(values), t('errors.anErrorOccurred'));
      for (const [field, message] of Object.entries(mapped.fields)) form.setError(field as Path<Values>, { message }, { shouldFocus: true });
      if (mapped.form) setStatus({ tone: 'error', text: mapped.form });
    }
  });
  // `register` with the default value as an attribute too: the server-rendered page shows the saved values before
  // hydration (react-hook-form only sets them through the ref, in the browser).
  const field = (name: Path<Values>) => ({ ...form.register(name), defaultValue: (defaultValues as Record<string, string | undefined>)[name] });
  return { form, submit, status, field };
}
