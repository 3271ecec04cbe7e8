/**
 * The contract's pure rules (issue 15 part 3): its state, its price with VAT, and the pharmacy's own data that the
 * contract and the invoices print (spec §7 editAccountDatas): the tax id is a SIRET in France, a NIF/NIE/CIF in Spain.
 */
import type { Lang } from '../platform/locales.ts';
import { VAT_RATES, vatCountry, vatOf } from '../shop/prices.ts';

export const CONTRACT_STATES = ['draft', 'signed', 'paid'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** Paid implies signed: a contract is paid only once signed (the payment call refuses an unsigned one). */
export function contractState(contract: { signedAt: Date | null; paidAt: Date | null }): ContractState {
  if (contract.paidAt) return 'paid';
  return contract.signedAt ? 'signed' : 'draft';
}

/** A contract is not a training: the standard VAT rate of the platform's country applies. */
export function contractVatRateBp(lang: Lang): number {
  return VAT_RATES[vatCountry(lang)][0];
}

/** Price excluding VAT, VAT and price including VAT, in cents. */
export function contractPrice(priceHtCents: number, vatRateBp: number): { htCents: number; vatCents: number; ttcCents: number } {
  const vatCents = vatOf(priceHtCents, vatRateBp);
  return { htCents: priceHtCents, vatCents, ttcCents: priceHtCents + vatCents };
}

/** The last day of a contract starting on `start` (yyyy-MM-dd) and lasting `months`: the day before the same date then. */
export function contractPeriodEnd(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number);
  const end = new Date(Date.UTC(y, m - 1 + months, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

/** Tax ids are compared without spaces, dots or dashes, in capitals. */
export function compactTaxId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** SIRET: 14 digits (SIREN + NIC) whose Luhn sum is valid, La Poste's establishments excepted (sum divisible by 5). */
export function isSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (value.startsWith('356000000')) return [...value].reduce((sum, c) => sum + Number(c), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let digit = Number(value[13 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * Spanish tax id: a NIF (8 digits + control letter), a NIE (X/Y/Z + 7 digits + letter) or a CIF (an entity's letter,
 * 7 digits and a control digit or letter, per the Orden EHA/451/2008 rules).
 */
export function isSpanishTaxId(value: string): boolean {
  const nif = /^(\d{8})([A-Z])$/.exec(value);
  if (nif) return NIF_LETTERS[Number(nif[1]) % 23] === nif[2];
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (nie) return NIF_LETTERS[Number(`${'XYZ'.indexOf(nie[1])}${nie[2]}`) % 23] === nie[3];
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!cif) return false;
  let sum = 0;
  [...cif[2]].forEach((c, i) => {
    const n = Number(c);
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  });
  const digit = (10 - (sum % 10)) % 10;
  const control = cif[3];
  // Entities of these letters carry a letter, those of A, B, E, H a digit, the others either.
  if ('PQRSNW'.includes(cif[1])) return control === 'JABCDEFGHI'[digit];
  if ('ABEH'.includes(cif[1])) return control === String(digit);
  return control === String(digit) || control === 'JABCDEFGHI'[digit];
}

/** The tax id of a pharmacy of this platform's language: SIRET in France, NIF/NIE/CIF in Spain (compacted first). */
export function isPharmacyTaxId(value: string, lang: Lang): boolean {
  const compact = compactTaxId(value);
  return lang === 'es' ? isSpanishTaxId(compact) : isSiret(compact);
}

/** French and Spanish postal codes are five digits (Spain: province 01–52). */
export function isPostalCode(value: string, lang: Lang): boolean {
  if (!/^\d{5}$/.test(value)) return false;
  if (lang === 'es') return Number(value.slice(0, 2)) >= 1 && Number(value.slice(0, 2)) <= 52;
  return true;
}
