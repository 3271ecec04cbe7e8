import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pharmacyDataForm, type PharmacyData, type pharmacyDataBody } from '@app/contracts/pharmacy/contract';
import type { Db } from '@app/db/client';
import { accounts } from '@app/db/schema/accounts';
import { compactTaxId } from '@app/domain/pharmacy/contract-rules';
import { normalisePhone } from '@app/domain/profile/mobile-phone';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { pharmacyData } from './contract-view.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/**
 * `editAccountDatas`: the pharmacy's own data, printed on its contract and invoices (docs/decisions.md "Contract and
 * signature"): its name, address, postal code, city, phone (optional, a landline allowed), e-mail and tax id, checked
 * with the rules of the platform's country, the same the page checks (`pharmacyDataForm`): 422 with every field in
 * error. The owner and the referents may edit it: both manage the pharmacy (spec §6). The phone is kept in E.164, the
 * tax id compacted. Changing the data changes the contract document, so a draft must be read again before signing.
 */
export async function editPharmacyData(db: Db, caller: PharmacyCaller, input: z.output<typeof pharmacyDataBody>): Promise<PharmacyData> {
  const parsed = pharmacyDataForm(caller.lang).safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(translate(caller.lang, issue.message as MessageKey));
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors });
  }
  const data = parsed.data;
  const [account] = await db
    .update(accounts)
    .set({
      name: data.name,
      address: data.address,
      postalCode: data.postalCode,
      city: data.city,
      phone: data.phone === '' ? null : normalisePhone(data.phone, caller.lang, 'any'),
      email: data.email,
      taxId: compactTaxId(data.taxId),
    })
    .where(eq(accounts.id, caller.account.id))
    .returning();
  return pharmacyData(account);
}
