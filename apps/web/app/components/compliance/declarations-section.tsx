/**
 * The learner's actions done elsewhere, on their compliance card (issue 19 part 2): the registration date with the Ordre
 * (the certification's cycle starts there), the actions declared with their state, proof and decision, withdrawing a
 * pending one (after confirmation), and declaring a new one in a dialog whose form is loaded when it first opens.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from 'radix-ui';
import type { DataOf } from '@app/contracts/contract';
import { proofUrl, setOrdreRegistration, withdrawDeclaration, type DeclarationView, type listDeclarations } from '@app/contracts/compliance/declarations';
import { todayInParis } from '@app/domain/identity/session-user';
import type { Locale } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate, formatDay } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { buttonClass } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';

export type Declarations = DataOf<typeof listDeclarations>;

const DeclareForm = lazy(() => import('./declare-form.tsx'));

const STATUS_CLASS: Record<DeclarationView['status'], string> = {
  pending: 'border-amber-700 bg-amber-50 text-amber-950',
  verified: 'border-green-700 bg-green-50 text-green-900',
  refused: 'border-red-700 bg-red-50 text-red-900',
};

export function DeclarationsSection({ data, locale }: { data: Declarations; locale: Locale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [told, setTold] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (data.declarableTags.length === 0) return null;
  return (
    <section aria-labelledby="declarations-heading" className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4" data-testid="compliance-declarations">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="declarations-heading" className="text-lg font-semibold text-neutral-900">
          {t('compliance.declarations.heading')}
        </h3>
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          testId="declare-dialog"
          title={t('compliance.declarations.dialogTitle')}
          description={t('compliance.declarations.dialogIntro')}
          trigger={<Dialog.Trigger className={buttonClass('primary')}>{t('compliance.declarations.declare')}</Dialog.Trigger>}
        >
          <Suspense fallback={<Spinner label={t('compliance.declarations.loading')} />}>
            <DeclareForm
              declarableTags={data.declarableTags}
              maxBytes={data.proofMaxBytes}
              today={todayInParis(new Date())}
              onCancel={() => setOpen(false)}
              onDone={(text) => {
                setOpen(false);
                setTold({ tone: 'success', text });
              }}
            />
          </Suspense>
        </FormDialog>
      </div>
      <p className="text-sm text-neutral-800">{t('compliance.declarations.intro')}</p>
      <div role="status">{told && <FormAlert tone={told.tone}>{told.text}</FormAlert>}</div>
      {data.declarations.length === 0 ? (
        <p className="text-sm text-neutral-800">{t('compliance.declarations.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.declarations.map((d) => (
            <DeclarationItem key={d.id} declaration={d} locale={locale} onTold={setTold} />
          ))}
        </ul>
      )}
      <RegistrationForm registeredOn={data.registeredOn} />
    </section>
  );
}

function DeclarationItem({ declaration: d, locale, onTold }: { declaration: DeclarationView; locale: Locale; onTold(told: { tone: 'success' | 'error'; text: string }): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const withdraw = async () => {
    try {
      const answer = await api.call(withdrawDeclaration, { params: { id: d.id } });
      await revalidator.revalidate().catch(() => undefined);
      onTold({ tone: 'success', text: answer.message });
    } catch (caught) {
      onTold({ tone: 'error', text: mapApiErrors(caught, [], t('errors.anErrorOccurred')).form ?? '' });
    }
  };
  return (
    <li className="flex flex-col gap-1 border-t border-neutral-200 pt-3 text-sm text-neutral-900" data-testid="declaration" data-status={d.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{d.title}</p>
        <p className={`rounded-full border px-3 py-0.5 font-bold ${STATUS_CLASS[d.status]}`}>{t(`compliance.declarations.status.${d.status}`)}</p>
      </div>
      <p>{t('compliance.declarations.item', { provider: d.provider, date: formatDay(d.completedOn, locale) ?? d.completedOn })}</p>
      <p className="text-neutral-800">{d.tags.map((tag) => t(`compliance.declarations.tag.${tag}`)).join(' · ')}</p>
      {d.decidedBy && d.decidedAt && (
        <p>{t('compliance.declarations.decided', { status: t(`compliance.declarations.status.${d.status}`), who: d.decidedBy, date: formatDate(d.decidedAt, locale) ?? '' })}</p>
      )}
      {d.refusalReason && <p>{t('compliance.declarations.reason', { reason: d.refusalReason })}</p>}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <a href={proofUrl('learner', d.id)} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
          {t('compliance.declarations.proof', { name: d.proofName })}
        </a>
        {d.status === 'pending' && (
          <ConfirmDialog
            trigger={t('compliance.declarations.withdraw')}
            triggerClassName={buttonClass('secondary')}
            title={t('compliance.declarations.withdrawTitle')}
            text={t('compliance.declarations.withdrawText', { title: d.title })}
            cancel={t('compliance.declarations.cancel')}
            confirm={t('compliance.declarations.withdrawConfirm')}
            onConfirm={() => void withdraw()}
          />
        )}
      </div>
    </li>
  );
}

function RegistrationForm({ registeredOn }: { registeredOn: string | null }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>();
  const [told, setTold] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('registeredOn') ?? '');
    setBusy(true);
    setError(undefined);
    setTold(null);
    try {
      const answer = await api.call(setOrdreRegistration, { body: { registeredOn: value || null } });
      await revalidator.revalidate().catch(() => undefined);
      setTold({ tone: 'success', text: answer.message });
    } catch (caught) {
      const mapped = mapApiErrors(caught, ['registeredOn'], t('errors.anErrorOccurred'));
      setError(mapped.fields.registeredOn);
      if (mapped.form) setTold({ tone: 'error', text: mapped.form });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3 border-t border-neutral-200 pt-3" data-testid="ordre-registration">
      <h4 className="font-semibold text-neutral-900">{t('compliance.declarations.registration.heading')}</h4>
      <div role="status">{told && <FormAlert tone={told.tone}>{told.text}</FormAlert>}</div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          type="date"
          name="registeredOn"
          defaultValue={registeredOn ?? ''}
          max={todayInParis(new Date())}
          label={t('compliance.declarations.registration.label')}
          hint={t('compliance.declarations.registration.hint')}
          error={error}
          className="flex-1"
        />
        <SubmitButton variant="secondary" loading={busy} loadingText={t('compliance.declarations.registration.saving')}>
          {t('compliance.declarations.registration.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
