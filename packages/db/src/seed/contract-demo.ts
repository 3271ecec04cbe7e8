import { eq, inArray } from 'drizzle-orm';
import { CONTRACT_MONTHS, contractProduct } from '@app/domain/pharmacy/contract-products';
import { contractPeriodEnd, contractVatRateBp } from '@app/domain/pharmacy/contract-rules';
import type { Db } from '../client.ts';
import { accountContracts } from '../schema/account-contracts.ts';
import { accounts } from '../schema/accounts.ts';
import { DEMO_CONTRACTS, DEMO_PHARMACY_DATA } from './data/contract-demo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Step 16, the pharmacies' data and contracts (issue 15 part 3), guarded by any contract. */
export async function seedContractDemo(tx: Tx): Promise<boolean> {
  const [any] = await tx.select({ id: accountContracts.id }).from(accountContracts).limit(1);
  if (any) return false;
  const rows = await tx
    .select({ id: accounts.id, appId: accounts.appId })
    .from(accounts)
    .where(inArray(accounts.appId, DEMO_PHARMACY_DATA.map((p) => p.appId)));
  const idOf = new Map(rows.map((r) => [r.appId, r.id]));
  for (const { appId, ...data } of DEMO_PHARMACY_DATA) {
    const id = idOf.get(appId);
    if (id !== undefined) await tx.update(accounts).set(data).where(eq(accounts.id, id));
  }
  const values = DEMO_CONTRACTS.filter((c) => idOf.has(c.appId)).map((c) => ({
    accountId: idOf.get(c.appId)!,
    product: c.product,
    periodStart: c.periodStart,
    periodEnd: contractPeriodEnd(c.periodStart, CONTRACT_MONTHS),
    priceHtCents: contractProduct(c.product)!.priceHtCents,
    vatRateBp: contractVatRateBp(c.lang),
    lang: c.lang,
    createdAt: new Date(c.signedAt ?? '2026-11-01T09:00:00Z'),
    signedAt: c.signedAt ? new Date(c.signedAt) : null,
    paidAt: c.paidAt ? new Date(c.paidAt) : null,
  }));
  if (values.length === 0) return false;
  await tx.insert(accountContracts).values(values);
  return true;
}
