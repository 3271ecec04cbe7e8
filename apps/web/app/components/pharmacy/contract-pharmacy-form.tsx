/** The pharmacy's own data (spec §7 editAccountDatas), printed on its contract and invoices: a form of the contract tab. */
import type { z } from 'zod';
import { editAccountDatas, pharmacyDataForm, type PharmacyData } from '@app/contracts/pharmacy/contract';
import type { Lang } from '@app/domain/platform/locales';
import { formatPhone } from '@app/domain/profile/mobile-phone';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { useProfileForm } from '../profile/use-profile-form.ts';

export function ContractPharmacyForm({ pharmacy, lang, onSaved }: { pharmacy: PharmacyData; lang: Lang; onSaved(): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { form, submit, status, field } = useProfileForm<z.input<ReturnType<typeof pharmacyDataForm>>>(
    pharmacyDataForm(lang),
    {
      name: pharmacy.name,
      address: pharmacy.address ?? '',
      postalCode: pharmacy.postalCode ?? '',
      city: pharmacy.city ?? '',
      phone: pharmacy.phone ? formatPhone(pharmacy.phone) : '',
      email: pharmacy.email ?? '',
      taxId: pharmacy.taxId ?? '',
    },
    async (values) => {
      const answer = await api.call(editAccountDatas, { body: values });
      onSaved();
      return answer.message;
    },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby="contract-pharmacy-title" className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6" data-testid="contract-pharmacy">
      <div>
        <h2 id="contract-pharmacy-title" className="text-lg font-bold text-neutral-900">
          {t('pharmacy.contract.data.title')}
        </h2>
        <p className="mt-1 text-sm text-neutral-700">{t('pharmacy.contract.data.intro')}</p>
      </div>
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label={t('pharmacy.contract.data.name')} autoComplete="organization" error={errors.name?.message} {...field('name')} />
        <TextField className="sm:col-span-2" label={t('pharmacy.contract.data.address')} autoComplete="street-address" error={errors.address?.message} {...field('address')} />
        <TextField label={t('pharmacy.contract.data.postalCode')} autoComplete="postal-code" inputMode="numeric" error={errors.postalCode?.message} {...field('postalCode')} />
        <TextField label={t('pharmacy.contract.data.city')} autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
        <TextField label={t('pharmacy.contract.data.phone')} type="tel" autoComplete="tel" hint={t('pharmacy.contract.data.phoneHint')} error={errors.phone?.message} {...field('phone')} />
        <TextField label={t('pharmacy.contract.data.email')} type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
        <TextField label={t(lang === 'es' ? 'pharmacy.contract.data.nif' : 'pharmacy.contract.data.siret')} autoComplete="off" error={errors.taxId?.message} {...field('taxId')} />
        <div className="sm:col-span-2">
          <SubmitButton loading={isSubmitting} loadingText={t('pharmacy.contract.data.saving')}>
            {t('pharmacy.contract.data.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
