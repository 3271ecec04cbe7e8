import { useEffect, useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { addDpec, dpecFunders, listDpecApprenants, listDpecTrainings } from '@app/contracts/pharmacy/dpec';
import type { Funding } from '@app/domain/catalogue/fundings';
import { funderNeedsSession } from '@app/domain/pharmacy/dpec';
import { buildPath } from '@app/domain/platform/routes';
import type { DataOf } from '@app/contracts/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormAlert, SelectField, SubmitButton } from '../../components/ui/fields.tsx';
import { areaPreload } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDay } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * Opening a funding file (issue 16 parts 2 and 3, spec §2 `prises-en-charge/creer`): a learner of the team, a training
 * a funder takes, then the suggested funder with its reason (another possible one may be chosen) and, for DPC, the
 * ANDPC session. The API checks everything; its errors go beside the fields.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const api = serverApi(request, context);
  try {
    const [learners, trainings] = await Promise.all([api.call(listDpecApprenants, {}), api.call(listDpecTrainings, {})]);
    return { learners: learners.data, trainings: trainings.data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.dpec.pages.creer') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

const FIELDS = ['apprenantId', 'trainingId', 'agrementId', 'sessionId'] as const;

export default function PharmacyDpecCreate() {
  const { learners, trainings, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const [learner, setLearner] = useState('');
  const [training, setTraining] = useState('');
  const [funders, setFunders] = useState<DataOf<typeof dpecFunders> | null>(null);
  const [funder, setFunder] = useState<Funding | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  // The suggestion follows the learner and the training chosen.
  useEffect(() => {
    setFunders(null);
    setFunder('');
    if (learner === '' || training === '') return;
    let live = true;
    api
      .call(dpecFunders, { query: { apprenantId: Number(learner), trainingId: Number(training) } })
      .then((answer) => {
        if (!live) return;
        setFunders(answer.data);
        setFunder(answer.data.funder ?? '');
      })
      .catch((error: unknown) => live && setFormError(mapApiErrors(error, [], t('errors.anErrorOccurred')).form));
    return () => {
      live = false;
    };
  }, [api, learner, training, t]);

  async function submit(values: FormData) {
    setLoading(true);
    setErrors({});
    setFormError(null);
    const session = String(values.get('sessionId') ?? '');
    try {
      const answer = await api.call(addDpec, {
        body: {
          apprenantId: Number(learner),
          trainingId: Number(training),
          ...(funder === '' ? {} : { agrementId: funder }),
          ...(session === '' ? {} : { sessionId: Number(session) }),
        },
      });
      await navigate(buildPath('gestion-ma-pharmacie-dpec-id', lang, { id: answer.data.id }));
    } catch (error) {
      const mapped = mapApiErrors(error, FIELDS, t('errors.anErrorOccurred'));
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setLoading(false);
    }
  }

  const chosen = funders?.candidates.find((c) => c.funder === funder);
  return (
    <section aria-labelledby="dpec-create-heading" className="flex max-w-2xl flex-col gap-4" data-testid="dpec-create">
      <h3 id="dpec-create-heading" className="text-lg font-semibold text-neutral-900">
        {t('pharmacy.dpec.create.heading')}
      </h3>
      {formError && <FormAlert>{formError}</FormAlert>}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(new FormData(event.currentTarget));
        }}
      >
        <SelectField name="apprenantId" label={t('pharmacy.dpec.create.learner')} value={learner} onChange={(e) => setLearner(e.target.value)} error={errors.apprenantId} required>
          <option value="">{t('pharmacy.dpec.create.choose')}</option>
          {learners.map((l) => (
            <option key={l.id} value={l.id}>
              {l.lastName} {l.firstName}
              {l.function ? ` (${t(`pharmacy.dpec.functions.${l.function}`)})` : ''}
            </option>
          ))}
        </SelectField>
        <SelectField name="trainingId" label={t('pharmacy.dpec.create.training')} value={training} onChange={(e) => setTraining(e.target.value)} error={errors.trainingId} required>
          <option value="">{t('pharmacy.dpec.create.choose')}</option>
          {trainings.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <div aria-live="polite" data-testid="dpec-suggestion">
          {funders && (
            <FormAlert tone="info">
              {funders.funder
                ? t('pharmacy.dpec.create.suggested', { funder: t(`pharmacy.dpec.funders.${funders.funder}`), reason: t(`pharmacy.dpec.reasons.${funders.reason}`) })
                : t(`pharmacy.dpec.reasons.${funders.reason}`)}
            </FormAlert>
          )}
        </div>
        {funders && funders.candidates.length > 0 && (
          <>
            <SelectField name="agrementId" label={t('pharmacy.dpec.create.funder')} value={funder} onChange={(e) => setFunder(e.target.value as Funding)} error={errors.agrementId}>
              {funders.candidates.map((c) => (
                <option key={c.funder} value={c.funder}>
                  {t(`pharmacy.dpec.funders.${c.funder}`)}
                </option>
              ))}
            </SelectField>
            {chosen && (
              <div>
                <p className="font-semibold text-neutral-900">{t('pharmacy.dpec.file.documents', { funder: t(`pharmacy.dpec.funders.${chosen.funder}`) })}</p>
                <ul className="list-disc pl-6 text-neutral-800">
                  {chosen.documents.map((doc) => (
                    <li key={doc}>{t(`pharmacy.dpec.documents.${doc}`)}</li>
                  ))}
                </ul>
              </div>
            )}
            {funder !== '' && funderNeedsSession(funder) && (
              <SelectField name="sessionId" label={t('pharmacy.dpec.file.chooseSession')} defaultValue="" error={errors.sessionId}>
                <option value="">{t('pharmacy.dpec.file.noSession')}</option>
                {funders.sessions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {t('pharmacy.dpec.file.sessionOf', { reference: s.reference, start: formatDay(s.startsOn, locale) ?? '', end: formatDay(s.endsOn, locale) ?? '' })}
                  </option>
                ))}
              </SelectField>
            )}
          </>
        )}
        <div>
          <SubmitButton loading={loading} loadingText={t('pharmacy.dpec.create.loading')} disabled={!funders || funders.candidates.length === 0}>
            {t('pharmacy.dpec.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
