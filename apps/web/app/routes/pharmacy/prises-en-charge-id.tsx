import { useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { changeDpecSession, dpecAction, dpecFunders, getDpec } from '@app/contracts/pharmacy/dpec';
import { getDpecEvidence } from '@app/contracts/pharmacy/dpec-evidence';
import { DPEC_SESSION_EDITABLE_STATES, dpecPageOf, funderNeedsSession, type DpecAction } from '@app/domain/pharmacy/dpec';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DpecStateBadge } from '../../components/pharmacy/dpec-files.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert, SelectField, SubmitButton } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { areaPreload } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate, formatDay, formatPrice } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { pageTitle } from '../../lib/meta.ts';
import { notFound } from '../../lib/not-found.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * One funding file (issue 16 part 2, spec §2 `prises-en-charge/:id`): its learner, training, funder and why, what the
 * funder asks for, its history, the actions its state allows (each asked for confirmation) and, for a DPC file not yet
 * handled, its ANDPC session; its evidence pack for the funder, one PDF (issue 16 part 4). Another pharmacy's file is
 * the 404 page.
 */
export async function loader({ request, context, pattern, params }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const id = params.id ?? '';
  if (!/^\d{1,15}$/.test(id)) throw notFound(new URL(request.url).pathname, here.lang);
  const api = serverApi(request, context);
  try {
    const { data: file } = await api.call(getDpec, { params: { id: Number(id) } });
    const sessionEditable = funderNeedsSession(file.funder) && DPEC_SESSION_EDITABLE_STATES.includes(file.state);
    // A learner who left the team since keeps their file; there is just no session left to offer them.
    const sessions = sessionEditable
      ? await api
          .call(dpecFunders, { query: { apprenantId: file.learner.id, trainingId: file.training.id } })
          .then((r) => r.data.sessions)
          .catch(() => [])
      : [];
    return { file, sessions, sessionEditable, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'pharmacy.dpec.file.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
];

export default function PharmacyDpecFile() {
  const { file, sessions, sessionEditable, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function run(call: () => Promise<{ message: string }>) {
    setPending(true);
    setStatus(null);
    try {
      const answer = await call();
      await revalidator.revalidate();
      setStatus({ tone: 'success', text: answer.message });
    } catch (error) {
      setStatus({ tone: 'error', text: mapApiErrors(error, [], t('errors.anErrorOccurred')).form ?? t('errors.anErrorOccurred') });
    } finally {
      setPending(false);
    }
  }
  const act = (action: DpecAction) => run(() => api.call(dpecAction, { body: { id: file.id, action, isSpanish: lang === 'es' } }));

  return (
    <article aria-labelledby="dpec-file-heading" className="flex flex-col gap-6" data-testid="dpec-file">
      <Link to={buildPath(`gestion-ma-pharmacie-dpec-${dpecPageOf(file.state)}`, lang)} className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-neutral-900 underline underline-offset-2">
        <Icon name="chevronLeft" size={18} />
        {t(`pharmacy.dpec.pages.${dpecPageOf(file.state)}`)}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h3 id="dpec-file-heading" className="text-xl font-bold text-neutral-900">
          {t('pharmacy.dpec.file.heading', { name: `${file.learner.firstName} ${file.learner.lastName}` })}
        </h3>
        <DpecStateBadge state={file.state} />
      </header>
      <div aria-live="polite">{status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}</div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-neutral-900">{t('pharmacy.dpec.list.training')}</dt>
        <dd className="text-neutral-800">{file.training.name}</dd>
        <dt className="font-semibold text-neutral-900">{t('pharmacy.dpec.list.funder')}</dt>
        <dd className="text-neutral-800">
          {t(`pharmacy.dpec.funders.${file.funder}`)} — {t(`pharmacy.dpec.reasons.${file.funderReason}`)}
        </dd>
        <dt className="font-semibold text-neutral-900">{t('pharmacy.dpec.file.amount')}</dt>
        <dd className="text-neutral-800">{formatPrice(file.amountCents / 100, locale)}</dd>
        {funderNeedsSession(file.funder) && (
          <>
            <dt className="font-semibold text-neutral-900">{t('pharmacy.dpec.file.session')}</dt>
            <dd className="text-neutral-800" data-testid="dpec-session">
              {file.session ? t('pharmacy.dpec.file.sessionOf', { reference: file.session.reference, start: formatDay(file.session.startsOn, locale) ?? '', end: formatDay(file.session.endsOn, locale) ?? '' }) : t('pharmacy.dpec.file.noSession')}
            </dd>
          </>
        )}
      </dl>

      {sessionEditable && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const value = String(new FormData(event.currentTarget).get('session') ?? '');
            void run(() => api.call(changeDpecSession, { body: { dpecId: file.id, session: value === '' ? null : Number(value) } }));
          }}
        >
          <SelectField className="w-full sm:w-96" name="session" label={t('pharmacy.dpec.file.chooseSession')} defaultValue={file.session?.id ?? ''}>
            <option value="">{t('pharmacy.dpec.file.noSession')}</option>
            {sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {t('pharmacy.dpec.file.sessionOf', { reference: s.reference, start: formatDay(s.startsOn, locale) ?? '', end: formatDay(s.endsOn, locale) ?? '' })}
              </option>
            ))}
          </SelectField>
          <SubmitButton loading={pending} loadingText={t('pharmacy.dpec.file.saving')} variant="secondary">
            {t('pharmacy.dpec.file.saveSession')}
          </SubmitButton>
        </form>
      )}

      <section aria-labelledby="dpec-actions-heading" className="flex flex-col gap-2">
        <h4 id="dpec-actions-heading" className="text-lg font-semibold text-neutral-900">
          {t('pharmacy.dpec.file.actions')}
        </h4>
        {file.actions.length === 0 ? (
          <p className="text-neutral-800">{t('pharmacy.dpec.file.closed')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {file.actions.map((action) => (
              <ConfirmDialog
                key={action}
                trigger={t(`pharmacy.dpec.buttons.${action}`)}
                triggerClassName={buttonClass(action === 'cancel' || action === 'refuse' ? 'secondary' : 'primary')}
                disabled={pending}
                title={t(`pharmacy.dpec.buttons.${action}`)}
                text={t(`pharmacy.dpec.confirm.${action}`)}
                cancel={t('pharmacy.dpec.confirm.back')}
                confirm={t('pharmacy.dpec.confirm.yes')}
                onConfirm={() => void act(action)}
              />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="dpec-documents-heading" className="flex flex-col gap-2">
        <h4 id="dpec-documents-heading" className="text-lg font-semibold text-neutral-900">
          {t('pharmacy.dpec.file.documents', { funder: t(`pharmacy.dpec.funders.${file.funder}`) })}
        </h4>
        <ul className="list-disc pl-6 text-neutral-800">
          {file.documents.map((doc) => (
            <li key={doc}>{t(`pharmacy.dpec.documents.${doc}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dpec-evidence-heading" className="flex flex-col items-start gap-2">
        <h4 id="dpec-evidence-heading" className="text-lg font-semibold text-neutral-900">
          {t('pharmacy.dpec.file.evidence')}
        </h4>
        <p className="text-neutral-800">{t('pharmacy.dpec.file.evidenceHint')}</p>
        {/* Same origin, with the session cookie: a plain link the browser downloads. */}
        <a href={`${API_PREFIX}${pathOf(getDpecEvidence, { id: file.id })}`} download className={buttonClass('secondary')} data-testid="dpec-evidence">
          <Icon name="document" size={20} />
          {t('pharmacy.dpec.file.evidenceDownload')}
        </a>
      </section>

      <section aria-labelledby="dpec-history-heading" className="flex flex-col gap-2">
        <h4 id="dpec-history-heading" className="text-lg font-semibold text-neutral-900">
          {t('pharmacy.dpec.file.history')}
        </h4>
        <ol className="flex flex-col gap-1 text-neutral-800" data-testid="dpec-history">
          {file.history.map((event, i) => (
            <li key={i}>
              <span className="font-semibold text-neutral-900">{formatDate(event.at, locale)}</span> — {t(`pharmacy.dpec.events.${event.action}`)}
              {event.fromState !== null && event.fromState !== event.toState && ` (${t(`pharmacy.dpec.states.${event.toState}`)})`}
              {event.note && ` — ${event.note}`}
              {event.by && ` — ${event.by}`}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
