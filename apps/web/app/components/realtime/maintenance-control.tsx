/**
 * Administrators' maintenance control in the header (spec §3 LMS maintenance state, issue 6): a button showing whether
 * maintenance is on, opening a dialog prefilled with the state in force; saving calls
 * the `setMaintenance` call, whose live `MaintenanceUpdated` event updates every open page.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Dialog } from 'radix-ui';
import { toast } from 'react-toastify';
import { setMaintenance } from '@app/contracts/realtime/maintenance';
import type { LmsMaintenance } from '@app/domain/realtime/maintenance';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { Choice, FormAlert, SubmitButton, TextAreaField } from '../ui/fields.tsx';
import { useMaintenance } from './live-updates.tsx';

/** The field with an error slot; the API's errors on anything else go above the form. */
const FIELDS = ['message'] as const;

/** Checkboxes always give booleans: the one issue a person can cause is a message over the schema's length. */
const resolver = zodResolver(setMaintenance.body, {
  error: (issue) => (issue.code === 'too_big' ? 'validation.tooLong' : undefined),
});

export function MaintenanceControl() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { state } = useMaintenance();
  const [open, setOpen] = useState(false);
  if (!user?.isAdmin) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 data-[state=open]:bg-neutral-100"
        data-testid="maintenance-control"
      >
        {t('maintenance.control.button')}
        {state.isActive && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
            <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" />
            {t('maintenance.control.on')}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          data-testid="maintenance-dialog"
        >
          <Dialog.Title className="text-xl font-bold text-neutral-900">{t('maintenance.control.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-800">{t('maintenance.control.description')}</Dialog.Description>
          <MaintenanceForm current={state} onSaved={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted each time the dialog opens, so it starts from the state in force; closing without saving sends nothing. */
function MaintenanceForm({ current, onSaved }: { current: LmsMaintenance; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { applied } = useMaintenance();
  const warningId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LmsMaintenance>({ resolver, defaultValues: current });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await api.call(setMaintenance, { body: values });
      applied(data);
    } catch (error) {
      const mapped = mapApiErrors(error, FIELDS, t('errors.anErrorOccurred'));
      if (mapped.fields.message) setError('message', { message: mapped.fields.message });
      setFormError(mapped.form);
      return;
    }
    toast.success(t('maintenance.control.saved'));
    onSaved();
  });

  // Turning maintenance on is said before it happens: a warning and a save button that names the change.
  const turningOn = watch('isActive') && !current.isActive;
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <fieldset disabled={isSubmitting} className="flex flex-col gap-2">
        <Choice type="checkbox" label={t('maintenance.control.showMessage')} {...register('showMessage')} />
        <Choice type="checkbox" label={t('maintenance.control.isActive')} {...register('isActive')} />
        <TextAreaField
          label={t('maintenance.control.message')}
          hint={t('maintenance.control.messageHint')}
          error={errors.message?.message}
          className="mt-2"
          {...register('message')}
        />
      </fieldset>
      {turningOn && (
        <p id={warningId} className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t('maintenance.control.turningOn')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close
          type="button"
          disabled={isSubmitting}
          className="inline-flex min-h-11 items-center rounded-lg border border-neutral-400 bg-white px-5 font-semibold text-neutral-900 hover:bg-neutral-100 disabled:opacity-70"
        >
          {t('maintenance.control.cancel')}
        </Dialog.Close>
        <SubmitButton
          loading={isSubmitting}
          loadingText={t('maintenance.control.saving')}
          aria-describedby={turningOn ? warningId : undefined}
        >
          {turningOn ? t('maintenance.control.saveAndTurnOn') : t('maintenance.control.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
