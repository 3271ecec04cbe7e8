import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { accountContracts } from '@app/db/schema/account-contracts';
import { nextContractProduct } from '@app/domain/pharmacy/contract-products';
import { AppError } from '../../errors/app-error.ts';
import { currentContract } from './contract-view.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/**
 * `updateToNextContractProduct` (docs/decisions.md "Contract and signature"): the current contract moves one product
 * up the ladder at the new product's price, over the same period. A draft (nobody signed it) is changed in place; a
 * signed contract stays as signed and a new draft of the next product names it (`replaces_contract_id`), until that
 * draft is signed and supersedes it. 404 without a contract, 422 at the top. Answers the product now proposed.
 */
export async function moveToNextProduct(db: Db, caller: PharmacyCaller, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await currentContract(tx, caller.account.id);
    if (!current) throw new AppError('NOT_FOUND', 'pharmacy.contract.errors.noContract');
    // The contract row is locked: two clicks at once move one step, not two.
    const [locked] = await tx.select().from(accountContracts).where(eq(accountContracts.id, current.id)).for('update');
    if (locked.supersededAt !== null) throw new AppError('CONFLICT', 'pharmacy.contract.errors.superseded');
    const next = nextContractProduct(locked.product);
    if (!next) throw new AppError('VALIDATION_FAILED', 'pharmacy.contract.errors.top', { reason: 'top' });
    if (locked.signedAt === null) {
      await tx.update(accountContracts).set({ product: next.code, priceHtCents: next.priceHtCents }).where(and(eq(accountContracts.id, locked.id), isNull(accountContracts.signedAt)));
    } else {
      await tx.insert(accountContracts).values({
        accountId: locked.accountId,
        product: next.code,
        periodStart: locked.periodStart,
        periodEnd: locked.periodEnd,
        priceHtCents: next.priceHtCents,
        vatRateBp: locked.vatRateBp,
        lang: locked.lang,
        replacesContractId: locked.id,
        createdAt: now,
      });
    }
    return next.code;
  });
}
