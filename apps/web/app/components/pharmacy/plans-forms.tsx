/** The collective plan's forms (issue 16 part 1): a new plan, a new activity. The API checks them; its errors go beside the fields. */
import { useState, type FormEvent } from 'react';
import { createActivity, createTrainingPlan, type PlanCollectif } from '@app/contracts/pharmacy/plans';
import type { AssignableTraining } from '@app/contracts/pharmacy/team';
import { parisIsoDate } from '@app/domain/profile/training-plan';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { Choice, ChoiceGroup, FormAlert, SelectField, SubmitButton, TextField } from '../ui/fields.tsx';

interface Status {
  tone: 'error' | 'success';
  text: string;
}

/** Sends a form's values; a 422 lands beside its fields, anything else above the form. */
function useFormSend(fieldNames: readonly string[], failed: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [loading, setLoading] = useState(false);
  async function send(event: FormEvent<HTMLFormElement>, call: (values: FormData) => Promise<string>) {
    event.preventDefault();
    const form = event.currentTarget;
    setLoading(true);
    setErrors({});
    setStatus(null);
    try {
      setStatus({ tone: 'success', text: await call(new FormData(form)) });
      form.reset();
    } catch (error) {
      const mapped = mapApiErrors(error, fieldNames, failed);
      setErrors(mapped.fields);
      if (mapped.form) setStatus({ tone: 'error', text: mapped.form });
    } finally {
      setLoading(false);
    }
  }
  return { errors, status, loading, send };
}

const text = (values: FormData, name: string) => String(values.get(name) ?? '');

export function CreatePlanForm({ onCreated }: { onCreated(id: number): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { errors, status, loading, send } = useFormSend(['name', 'startDate', 'endDate'], t('pharmacy.plans.create.failed'));
  return (
    <section aria-labelledby="plans-create-heading" className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="plans-create">
      <h2 id="plans-create-heading" className="text-lg font-semibold text-neutral-900">
        {t('pharmacy.plans.create.heading')}
      </h2>
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) =>
          send(event, async (values) => {
            const answer = await api.call(createTrainingPlan, { body: { name: text(values, 'name'), startDate: text(values, 'startDate'), endDate: text(values, 'endDate') } });
            onCreated(answer.data.Id);
            return answer.message;
          })
        }
      >
        <TextField className="sm:col-span-3" name="name" label={t('pharmacy.plans.create.name')} error={errors.name} required />
        <TextField name="startDate" type="date" label={t('pharmacy.plans.create.start')} error={errors.startDate} required />
        <TextField name="endDate" type="date" label={t('pharmacy.plans.create.end')} error={errors.endDate} required />
        <div className="flex items-end">
          <SubmitButton loading={loading} loadingText={t('pharmacy.plans.create.loading')}>
            {t('pharmacy.plans.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** An empty date field is sent as is: the API says it is missing beside the field. */
const isoOf = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? parisIsoDate(day) : day);

export function AddActivityForm({ plan, trainings, onAdded }: { plan: PlanCollectif; trainings: AssignableTraining[]; onAdded(): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { errors, status, loading, send } = useFormSend(['trainingId', 'learnerIds', 'startDate', 'endDate'], t('pharmacy.plans.add.failed'));
  const days = { min: plan.startDate.slice(0, 10), max: plan.plannedEndDate.slice(0, 10) };
  return (
    <section aria-labelledby="plans-add-heading" className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="plans-add">
      <h2 id="plans-add-heading" className="text-lg font-semibold text-neutral-900">
        {t('pharmacy.plans.add.heading')}
      </h2>
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) =>
          send(event, async (values) => {
            const answer = await api.call(createActivity, {
              body: {
                planId: plan.Id,
                trainingId: Number(values.get('trainingId')),
                startDate: isoOf(text(values, 'startDate')),
                endDate: isoOf(text(values, 'endDate')),
                learnerIds: values.getAll('learnerIds').map(Number),
              },
            });
            onAdded();
            return answer.message;
          })
        }
      >
        <SelectField className="sm:col-span-2" name="trainingId" label={t('pharmacy.plans.add.training')} error={errors.trainingId} required defaultValue="">
          <option value="" disabled>
            {t('pharmacy.plans.add.chooseTraining')}
          </option>
          {trainings.map((training) => (
            <option key={training.id} value={training.id}>
              {training.name}
            </option>
          ))}
        </SelectField>
        <ChoiceGroup className="sm:col-span-2" legend={t('pharmacy.plans.add.learners')} error={errors.learnerIds}>
          {plan.learners.map((learner) => (
            <Choice key={learner.id} type="checkbox" name="learnerIds" value={learner.id} label={`${learner.firstName} ${learner.lastName}`} />
          ))}
        </ChoiceGroup>
        <TextField name="startDate" type="date" {...days} label={t('pharmacy.plans.add.start')} error={errors.startDate} required />
        <TextField name="endDate" type="date" {...days} label={t('pharmacy.plans.add.end')} error={errors.endDate} required />
        <div>
          <SubmitButton loading={loading} loadingText={t('pharmacy.plans.add.loading')}>
            {t('pharmacy.plans.add.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
