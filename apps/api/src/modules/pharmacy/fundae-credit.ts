import { and, eq } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { FundaeInputsInput, getFundae } from '@app/contracts/pharmacy/fundae';
import type { Db } from '@app/db/client';
import { fundaeCreditInputs } from '@app/db/schema/fundae-credit-inputs';
import { todayInParis } from '@app/domain/identity/session-user';
import { fundaeCredit, usesFundaeCredit, type FundaeCredit, type FundaeInputs } from '@app/domain/pharmacy/fundae';
import { listDpec } from './dpec-view.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/** The year asked, else this year in Europe/Paris. */
export function yearOrThis(year: number | undefined): number {
  return year ?? Number(todayInParis(new Date()).slice(0, 4));
}

/** The pharmacy's FUNDAE files opened in the year (Europe/Paris), newest first, with whether each uses the credit. */
export async function fundaeFilesOfYear(db: Db, caller: PharmacyCaller, year: number) {
  const files = await listDpec(db, caller);
  return files
    .filter((file) => file.funder === 'FUNDAE' && todayInParis(new Date(file.createdAt)).startsWith(`${year}-`))
    .map((file) => ({ ...file, usesCredit: usesFundaeCredit(file.state) }));
}

/** What the owner gave for a year's credit; null until then. */
export async function fundaeInputsOf(db: Db, caller: PharmacyCaller, year: number): Promise<FundaeInputs | null> {
  const [row] = await db
    .select({ contributionsCents: fundaeCreditInputs.contributionsCents, averageWorkforce: fundaeCreditInputs.averageWorkforce })
    .from(fundaeCreditInputs)
    .where(and(eq(fundaeCreditInputs.accountId, caller.account.id), eq(fundaeCreditInputs.year, year)));
  return row ?? null;
}

/** `dpec/fundae` (GET): the credit of the year from the owner's inputs, what the year's FUNDAE files use, what is left. */
export async function fundaeOverview(db: Db, caller: PharmacyCaller, askedYear?: number): Promise<DataOf<typeof getFundae>> {
  const year = yearOrThis(askedYear);
  const [inputs, files] = await Promise.all([fundaeInputsOf(db, caller, year), fundaeFilesOfYear(db, caller, year)]);
  return { year, inputs, credit: inputs && fundaeCredit(inputs, files), files };
}

/** `dpec/fundae` (PUT): saves the year's contributions and average workforce (once per year, replaced when saved again). */
export async function saveFundaeInputs(db: Db, caller: PharmacyCaller, input: FundaeInputsInput): Promise<{ year: number; credit: FundaeCredit }> {
  const values = { contributionsCents: Math.round(input.contributions * 100), averageWorkforce: input.averageWorkforce };
  await db
    .insert(fundaeCreditInputs)
    .values({ accountId: caller.account.id, year: input.year, ...values, updatedBy: caller.user.id })
    .onConflictDoUpdate({ target: [fundaeCreditInputs.accountId, fundaeCreditInputs.year], set: { ...values, updatedBy: caller.user.id, updatedAt: new Date() } });
  return { year: input.year, credit: fundaeCredit(values, await fundaeFilesOfYear(db, caller, input.year)) };
}
