import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createRedirectRule, redirectRuleBody, updateRedirectRule, type RedirectRuleView } from '@app/contracts/admin/redirect-rules';
import { REDIRECT_STATUSES } from '@app/domain/admin/redirect-rules';
import { Button } from '../ui/button.tsx';
import { Choice, ChoiceGroup, FormAlert, SelectField, SubmitButton, TextField } from '../ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

const FIELDS = ['fromPath', 'target', 'toPath', 'toUrl', 'statusCode'] as const;

/**
 * Adds a redirect rule, or edits `rule`: its source, a local target (offered from the route table, `paths`) or an
 * external https one, and its status. Checked with the call's own body schema first; the API's refusals (a taken
 * source, a loop…) are shown beside their field.
 */
export function RedirectRuleForm({ rule, paths, onSaved, onCancel }: { rule: RedirectRuleView | null; paths: { path: string; name: string }[]; onSaved(message: string): Promise<void>; onCancel(): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const form = useRef<HTMLFormElement>(null);
  const [target, setTarget] = useState<'local' | 'external'>(rule?.toUrl ? 'external' : 'local');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Editing a rule brings its form to the keyboard and the eye.
  useEffect(() => {
    if (rule) form.current?.querySelector<HTMLElement>('[name="fromPath"]')?.focus();
  }, [rule]);

  function focusFirstError(fields: Record<string, string>) {
    const first = FIELDS.find((name) => fields[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const data = new FormData(event.currentTarget);
    const checked = redirectRuleBody.safeParse({
      fromPath: data.get('fromPath'),
      target,
      ...(target === 'local' ? { toPath: data.get('toPath') } : { toUrl: data.get('toUrl') }),
      statusCode: data.get('statusCode'),
    });
    if (!checked.success) {
      const fields = Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      setErrors(fields);
      focusFirstError(fields);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = rule ? await api.call(updateRedirectRule, { params: { id: rule.id }, body: checked.data }) : await api.call(createRedirectRule, { body: checked.data });
      if (!rule) form.current?.reset();
      await onSaved(t(rule ? 'admin.routes.saved' : 'admin.routes.created', { fromPath: answer.data.fromPath }));
    } catch (error) {
      const mapped = mapApiErrors(error, FIELDS, t('errors.anErrorOccurred'));
      setErrors(mapped.fields);
      setFailure(mapped.form);
      focusFirstError(mapped.fields);
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4" aria-labelledby="redirect-rule-form-heading" data-testid="redirect-rule-form">
      <h2 id="redirect-rule-form-heading" className="text-lg font-semibold text-neutral-900">
        {rule ? t('admin.routes.form.editHeading', { fromPath: rule.fromPath }) : t('admin.routes.form.addHeading')}
      </h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField label={t('admin.routes.form.fromPath')} hint={t('admin.routes.form.fromPathHint')} name="fromPath" defaultValue={rule?.fromPath ?? ''} error={errors.fromPath} required autoComplete="off" />
      <ChoiceGroup legend={t('admin.routes.form.target')} error={errors.target}>
        {(['local', 'external'] as const).map((kind) => (
          <Choice key={kind} type="radio" name="target" value={kind} label={t(`admin.routes.form.targets.${kind}`)} checked={target === kind} onChange={() => setTarget(kind)} />
        ))}
      </ChoiceGroup>
      {target === 'local' ? (
        <>
          <TextField label={t('admin.routes.form.toPath')} hint={t('admin.routes.form.toPathHint')} name="toPath" list="redirect-rule-paths" defaultValue={rule?.toPath ?? ''} error={errors.toPath} required autoComplete="off" />
          <datalist id="redirect-rule-paths">
            {paths.map((p) => (
              <option key={p.path} value={p.path} label={p.name} />
            ))}
          </datalist>
        </>
      ) : (
        <TextField label={t('admin.routes.form.toUrl')} hint={t('admin.routes.form.toUrlHint')} name="toUrl" type="url" inputMode="url" defaultValue={rule?.toUrl ?? ''} error={errors.toUrl} required autoComplete="off" />
      )}
      <SelectField label={t('admin.routes.form.statusCode')} name="statusCode" defaultValue={rule?.statusCode ?? 301} error={errors.statusCode}>
        {REDIRECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`admin.routes.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton loading={pending} loadingText={t('admin.routes.form.saving')}>
          {rule ? t('admin.routes.form.save') : t('admin.routes.form.add')}
        </SubmitButton>
        {rule && (
          <Button variant="secondary" onClick={onCancel}>
            {t('admin.routes.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
