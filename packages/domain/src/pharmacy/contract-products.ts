/**
 * The pharmacy contract ladder (issue 15 part 3, spec §7 getContract / updateToNextContractProduct): each product
 * covers a team up to a size for a year, at a price excluding VAT in integer cents; the next product is the one above.
 * Labels are translated by code (`pharmacy.contract.products.<code>`).
 */
export const CONTRACT_PRODUCTS = [
  { code: 'essentiel', maxLearners: 5, priceHtCents: 59_000, trainingPlan: false },
  { code: 'equipe', maxLearners: 15, priceHtCents: 99_000, trainingPlan: true },
  { code: 'integral', maxLearners: null, priceHtCents: 149_000, trainingPlan: true },
] as const satisfies readonly { code: string; maxLearners: number | null; priceHtCents: number; trainingPlan: boolean }[];

export type ContractProduct = (typeof CONTRACT_PRODUCTS)[number];
export type ContractProductCode = ContractProduct['code'];
export const CONTRACT_PRODUCT_CODES = CONTRACT_PRODUCTS.map((p) => p.code) as [ContractProductCode, ...ContractProductCode[]];

/** A contract lasts a year: from its first day to the day before the same date a year later. */
export const CONTRACT_MONTHS = 12;

export function contractProduct(code: string): ContractProduct | null {
  return CONTRACT_PRODUCTS.find((p) => p.code === code) ?? null;
}

/** The product above this one, null at the top of the ladder (or for an unknown code). */
export function nextContractProduct(code: string): ContractProduct | null {
  const i = CONTRACT_PRODUCTS.findIndex((p) => p.code === code);
  return i < 0 ? null : (CONTRACT_PRODUCTS[i + 1] ?? null);
}

/** Whether a team of `activeLearners` may take one more learner under this product (null max = no limit). */
export function teamHasRoom(code: string, activeLearners: number): boolean {
  const product = contractProduct(code);
  return product !== null && (product.maxLearners === null || activeLearners < product.maxLearners);
}
