/**
 * A back-office form validated with its call's body schema (the same zod the API validates with), sent by the browser;
 * the API's field errors go beside their fields (the form's top-level fields, or the names given, e.g. nested ones),
 * anything else above the form.
 */
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  send: (values: z.output<S>) => Promise<unknown>,
  fieldNames?: readonly string[],
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>, defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(values);
    } catch (error) {
      const mapped = mapApiErrors(error, fieldNames ?? Object.keys(form.getValues()), t('errors.anErrorOccurred'));
      for (const [field, message] of Object.entries(mapped.fields)) form.setError(field as Path<z.input<S>>, { message });
      setFormError(mapped.form);
    }
  });
  return { form, submit, formError };
}
