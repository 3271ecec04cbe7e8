/**
 * The declared actions awaiting a decision (issue 19 part 2), for the owner or a referent of a pharmacy (its learners'
 * ones, on the dashboard) or an administrator (the platform's, on the back-office index): who declared what, when,
 * what it brings, the proof to open, then verify it or refuse it with the reason the learner will read.
 */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from 'radix-ui';
import {
  decideAdminDeclaration,
  decideTeamDeclaration,
  proofUrl,
  REFUSAL_REASON_MAX,
  type DeclarationDecision,
  type DeclarationToVerify,
} from '@app/contracts/compliance/declarations';
import type { Locale } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate, formatDay } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { FormAlert, SubmitButton, TextAreaField } from '../ui/fields.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';

type Told = { tone: 'success' | 'error'; text: string };

export function DeclarationsToVerify({ declarations, by, locale }: { declarations: readonly DeclarationToVerify[]; by: 'pharmacy' | 'admin'; locale: Locale }) {
  const { t } = useTranslation();
  const [told, setTold] = useState<Told | null>(null);
  return (
    <section aria-labelledby="to-verify-heading" className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-5" data-testid="declarations-to-verify">
      <h2 id="to-verify-heading" className="text-lg font-semibold text-neutral-900">
        {t('compliance.declarations.verify.heading')}
      </h2>
      <p className="text-neutral-800">{t(by === 'admin' ? 'compliance.declarations.verify.adminIntro' : 'compliance.declarations.verify.intro')}</p>
      <div role="status">{told && <FormAlert tone={told.tone}>{told.text}</FormAlert>}</div>
      {declarations.length === 0 ? (
        <p className="text-neutral-800">{t('compliance.declarations.verify.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {declarations.map((d) => (
            <ToVerify key={d.id} declaration={d} by={by} locale={locale} onTold={setTold} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ToVerify({ declaration: d, by, locale, onTold }: { declaration: DeclarationToVerify; by: 'pharmacy' | 'admin'; locale: Locale; onTold(told: Told): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();

  /** Sends the decision; true once taken (the list is read again, the item leaves it). */
  const decide = async (body: DeclarationDecision): Promise<boolean> => {
    setBusy(true);
    try {
      const input = { params: { id: d.id }, body };
      const answer = by === 'admin' ? await api.call(decideAdminDeclaration, input) : await api.call(decideTeamDeclaration, input);
      onTold({ tone: 'success', text: answer.message });
      await revalidator.revalidate().catch(() => undefined);
      return true;
    } catch (caught) {
      const mapped = mapApiErrors(caught, ['reason'], t('errors.anErrorOccurred'));
      setReasonError(mapped.fields.reason);
      if (mapped.form) onTold({ tone: 'error', text: mapped.form });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const refuse = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    if (await decide({ decision: 'refused', reason })) setRefusing(false);
  };

  return (
    <li className="flex flex-col gap-1 border-t border-neutral-200 pt-3 text-sm text-neutral-900" data-testid="declaration-to-verify">
      <p className="font-semibold">{t('compliance.declarations.verify.who', { name: d.learner.name, email: d.learner.email })}</p>
      <p>
        <span className="font-semibold">{d.title}</span> — {t('compliance.declarations.item', { provider: d.provider, date: formatDay(d.completedOn, locale) ?? d.completedOn })} ·{' '}
        {t('compliance.declarations.verify.declaredOn', { date: formatDate(d.createdAt, locale) ?? '' })}
      </p>
      <p className="text-neutral-800">{d.tags.map((tag) => t(`compliance.declarations.tag.${tag}`)).join(' · ')}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <a href={proofUrl(by, d.id)} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
          {t('compliance.declarations.proof', { name: d.proofName })}
        </a>
        <Button onClick={() => void decide({ decision: 'verified' })} loading={busy && !refusing} loadingText={t('compliance.declarations.verify.sending')} disabled={busy}>
          {t('compliance.declarations.verify.accept')}
        </Button>
        <FormDialog
          open={refusing}
          onOpenChange={(open) => {
            setRefusing(open);
            setReasonError(undefined);
          }}
          testId="refuse-dialog"
          title={t('compliance.declarations.verify.refuseTitle', { title: d.title })}
          description={t('compliance.declarations.verify.refuseIntro', { name: d.learner.name })}
          trigger={
            <Dialog.Trigger className={buttonClass('secondary')} disabled={busy}>
              {t('compliance.declarations.verify.refuse')}
            </Dialog.Trigger>
          }
        >
          <form onSubmit={(event) => void refuse(event)} noValidate className="flex flex-col gap-4">
            <TextAreaField name="reason" label={t('compliance.declarations.verify.reason')} error={reasonError} required maxLength={REFUSAL_REASON_MAX} rows={4} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setRefusing(false)} disabled={busy}>
                {t('compliance.declarations.cancel')}
              </Button>
              <SubmitButton variant="danger" loading={busy} loadingText={t('compliance.declarations.verify.sending')}>
                {t('compliance.declarations.verify.refuseConfirm')}
              </SubmitButton>
            </div>
          </form>
        </FormDialog>
      </div>
    </li>
  );
}
