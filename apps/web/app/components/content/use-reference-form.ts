import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

/**
 * A public form whose answer is a reference (surveys, contact): validation in the page, then the call; the API's
 * 422 field errors land beside their fields, any other failure above the form, and nothing typed is lost.
 */
export function useReferenceForm<T extends FieldValues>(options: {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  fields: readonly Path<T>[];
  send: (values: T) => Promise<string>;
}) {
  const { t } = useTranslation();
  const [reference, setReference] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T>({ resolver: options.resolver, defaultValues: options.defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setReference(await options.send(values));
    } catch (error) {
      const mapped = mapApiErrors(error, options.fields, t('errors.anErrorOccurred'));
      for (const [field, message] of Object.entries(mapped.fields)) form.setError(field as Path<T>, { message });
      setFormError(mapped.form);
    }
  });
  return { form, submit, reference, formError };
}
