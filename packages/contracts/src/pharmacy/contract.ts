import { z } from 'zod';
import { PHONE_MAX_LENGTH, normalisePhone } from '@app/domain/profile/mobile-phone';
import { CONTRACT_PRODUCT_CODES } from '@app/domain/pharmacy/contract-products';
import { CONTRACT_STATES, isPharmacyTaxId, isPostalCode } from '@app/domain/pharmacy/contract-rules';
import type { Lang } from '@app/domain/platform/locales';
import { defineContract, fileBytes } from '../contract.ts';
import { emailField } from '../identity/auth.ts';

/**
 * The pharmacy's contract (issue 15 part 3, spec §7 "Referent"): read it, move to the next product, sign it online
 * (a simple electronic signature with its evidence, sealed into a signed PDF), pay it through the shop's payment
 * provider; and the pharmacy's own data printed on it (editAccountDatas). Every call is the owner's or a referent's
 * of the account in use (403 otherwise); another pharmacy's contract is not found (404).
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** The pharmacy's own data, as printed on its contract and invoices. */
export const pharmacyDataSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** SIRET (France) or NIF/NIE/CIF (Spain). */
  taxId: z.string().nullable(),
});
export type PharmacyData = z.infer<typeof pharmacyDataSchema>;

const money = z.object({ ht: z.number(), vat: z.number(), ttc: z.number(), vatRate: z.number() });

/** The evidence of the signature, as stored when signing (spec: identity, time, IP, document hash, consent text). */
export const contractSignatureSchema = z.object({
  signerName: z.string(),
  signerEmail: z.string(),
  signerRole: z.enum(['owner', 'referent']),
  signedAt: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  documentHash: sha256,
  consentText: z.string(),
  /** The SHA-256 of the signed PDF as issued: a copy that hashes otherwise was changed. */
  signedPdfHash: sha256,
  signedPdfUrl: z.string(),
});

export const contractSchema = z.object({
  id: z.number().int(),
  product: z.object({ code: z.enum(CONTRACT_PRODUCT_CODES), maxLearners: z.number().nullable(), trainingPlan: z.boolean() }),
  /** Local days, yyyy-MM-dd. */
  period: z.object({ start: z.string(), end: z.string() }),
  price: money,
  state: z.enum(CONTRACT_STATES),
  signedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The signed contract this draft will replace once signed (moving to the next product of a signed contract). */
  replacesContractId: z.number().nullable(),
  /** The product above, null at the top of the ladder or once this contract is signed and a newer draft exists. */
  nextProduct: z.object({ code: z.enum(CONTRACT_PRODUCT_CODES), price: money }).nullable(),
  /** The SHA-256 of the contract document as it is now: the signer sends back the hash of what they read. */
  documentHash: sha256,
  documentUrl: z.string(),
  /** What the signer accepts by ticking the box, in their language (stored verbatim with the signature). */
  consentText: z.string(),
  /** Null until signed online (a contract signed on paper before has a date and no evidence). */
  signature: contractSignatureSchema.nullable(),
});
export type ContractView = z.infer<typeof contractSchema>;

const contractAnswer = z.object({ contract: contractSchema.nullable(), pharmacy: pharmacyDataSchema });

/** The current contract (the newest not superseded; null when the pharmacy has none) and the pharmacy's data. */
export const getContract = defineContract({
  method: 'GET',
  path: '/api/user/referent/getContract',
  changesState: false,
  data: contractAnswer,
  errors: [401, 403],
});

/**
 * Moves to the next product of the ladder: a draft is changed in place; a signed contract gets a new draft of the next
 * product that replaces it once signed. 404 without a contract, 422 at the top of the ladder.
 */
export const updateToNextContractProduct = defineContract({
  method: 'POST',
  path: '/api/user/referent/updateToNextContractProduct',
  changesState: true,
  data: contractAnswer,
  errors: [401, 403, 404, 422],
});

/** The signer's consent is explicit (the box ticked) and names the exact document read (its hash). */
export const signContractBody = z.strictObject({ documentHash: sha256, consent: z.literal(true, 'pharmacy.contract.errors.consent') });

/** Signs the draft: 409 when already signed, or when the document changed since it was read (its hash differs). */
export const signContract = defineContract({
  method: 'POST',
  path: '/api/user/referent/contract/sign/:id',
  changesState: true,
  params: z.strictObject({ id }),
  body: signContractBody,
  data: contractAnswer,
  errors: [401, 403, 404, 409],
});

/**
 * Starts the card payment of a signed, unpaid contract through the shop's payment provider: one pending order of kind
 * contract (the same while its price does not change), and where to enter the card. 409 unsigned or already paid.
 */
export const signContractSystemPay = defineContract({
  method: 'POST',
  path: '/api/user/referent/contract/signContractSystemPay/:id',
  changesState: true,
  params: z.strictObject({ id }),
  data: z.object({ provider: z.string(), formToken: z.string(), orderReference: z.string(), amount: z.number(), currency: z.string(), paymentUrl: z.string() }),
  errors: [401, 403, 404, 409, 503],
});

/** The contract document (unsigned) as PDF: the exact bytes whose hash `getContract` gives. */
export const downloadContractDocument = defineContract({
  method: 'GET',
  path: '/api/user/referent/contract/:id/document.pdf',
  changesState: false,
  params: z.strictObject({ id }),
  data: fileBytes,
  file: true,
  errors: [401, 403, 404],
});

/** The signed PDF (the document, the evidence page, the embedded original, the PDF signature); 404 before signing. */
export const downloadSignedContract = defineContract({
  method: 'GET',
  path: '/api/user/referent/contract/:id/signed.pdf',
  changesState: false,
  params: z.strictObject({ id }),
  data: fileBytes,
  file: true,
  errors: [401, 403, 404],
});

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const required = (max: number) => text(max).min(1, 'validation.required');

/** The pharmacy's data form: every field required but the phone; the country's rules need the platform's language. */
export const pharmacyDataFields = {
  name: required(120),
  address: required(200),
  postalCode: required(10),
  city: required(100),
  phone: z.string().trim().max(PHONE_MAX_LENGTH, 'validation.phone'),
  email: emailField,
  taxId: required(20),
};
export const pharmacyDataBody = z.strictObject(pharmacyDataFields);

/** The same form with the rules of the platform's country (the page checks what the API will). */
export const pharmacyDataForm = (lang: Lang) =>
  z.strictObject({
    ...pharmacyDataFields,
    postalCode: pharmacyDataFields.postalCode.refine((v) => isPostalCode(v, lang), 'pharmacy.contract.errors.postalCode'),
    phone: pharmacyDataFields.phone.refine((v) => v === '' || normalisePhone(v, lang, 'any') !== null, 'validation.phone'),
    taxId: pharmacyDataFields.taxId.refine((v) => isPharmacyTaxId(v, lang), lang === 'es' ? 'pharmacy.contract.errors.nif' : 'pharmacy.contract.errors.siret'),
  });

/** Saves the pharmacy's data (owner or referent): 422 with field errors in the caller's language. */
export const editAccountDatas = defineContract({
  method: 'POST',
  path: '/api/user/referent/editAccountDatas',
  changesState: true,
  body: pharmacyDataBody,
  data: pharmacyDataSchema,
  errors: [401, 403],
});
