import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ContractView, PharmacyData } from '@app/contracts/pharmacy/contract';
import * as api from '@app/contracts/pharmacy/contract';
import { pathOf, API_PREFIX } from '@app/contracts/contract-path';
import type { Db } from '@app/db/client';
import { accountContracts, contractSignatures, type AccountContract, type ContractSignature } from '@app/db/schema/account-contracts';
import { accounts, type Account } from '@app/db/schema/accounts';
import { platforms, type PlatformSeller } from '@app/db/schema/platforms';
import { contractProduct, nextContractProduct, type ContractProductCode } from '@app/domain/pharmacy/contract-products';
import { contractPrice, contractState } from '@app/domain/pharmacy/contract-rules';
import type { Lang } from '@app/domain/platform/locales';
import { centsToEuros } from '@app/domain/shop/prices';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { productLabel, renderContractPdf, sha256Hex, type ContractParties } from './contract-document.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

type Reader = Pick<Db, 'select'>;

export const contractNotFound = () => new AppError('NOT_FOUND', 'pharmacy.contract.errors.notFound');

/** The pharmacy's current contract: the newest one not superseded (a draft of the next product before the signed one). */
export async function currentContract(db: Reader, accountId: number): Promise<AccountContract | null> {
  const [row] = await db
    .select()
    .from(accountContracts)
    .where(and(eq(accountContracts.accountId, accountId), isNull(accountContracts.supersededAt)))
    .orderBy(desc(accountContracts.createdAt), desc(accountContracts.id))
    .limit(1);
  return row ?? null;
}

/** One of the caller's pharmacy's contracts (404 for any other id, another pharmacy's included). */
export async function ownContract(db: Reader, caller: PharmacyCaller, id: number): Promise<AccountContract> {
  const [row] = await db.select().from(accountContracts).where(and(eq(accountContracts.id, id), eq(accountContracts.accountId, caller.account.id)));
  if (!row) throw contractNotFound();
  return row;
}

/** The platform's seller; a platform that does not sell yet still names itself as the provider. */
export async function sellerOf(db: Reader, platformId: number): Promise<PlatformSeller> {
  const [platform] = await db.select({ name: platforms.name, seller: platforms.seller }).from(platforms).where(eq(platforms.id, platformId));
  return platform.seller ?? { name: platform.name, address: [], companyId: '', vatNumber: '', chequePayee: platform.name };
}

/** The contract, its parties as they are now. */
export async function partiesOf(db: Reader, contract: AccountContract): Promise<ContractParties> {
  const [pharmacy] = await db.select().from(accounts).where(eq(accounts.id, contract.accountId));
  return { contract, pharmacy, seller: await sellerOf(db, pharmacy.platformId) };
}

/** The document as it is now and its SHA-256: what a signer reads, and what their signature names. */
export async function currentDocument(db: Reader, contract: AccountContract): Promise<{ pdf: Buffer; hash: string; parties: ContractParties }> {
  const parties = await partiesOf(db, contract);
  const pdf = await renderContractPdf(parties);
  return { pdf, hash: sha256Hex(pdf), parties };
}

/** The text the signer accepts, in their language, naming the product, the pharmacy and the document's hash. */
export function consentText(lang: Lang, contract: AccountContract, pharmacyName: string, hash: string): string {
  return translate(lang, 'pharmacy.contract.consent', { product: productLabel(lang, contract.product), pharmacy: pharmacyName, hash });
}

const priceView = (htCents: number, vatRateBp: number) => {
  const price = contractPrice(htCents, vatRateBp);
  return { ht: centsToEuros(price.htCents), vat: centsToEuros(price.vatCents), ttc: centsToEuros(price.ttcCents), vatRate: vatRateBp / 100 };
};

const fileUrl = (contract: Parameters<typeof pathOf>[0], id: number) => `${API_PREFIX}${pathOf(contract, { id })}`;

export function pharmacyData(account: Account): PharmacyData {
  return { name: account.name, address: account.address, postalCode: account.postalCode, city: account.city, phone: account.phone, email: account.email, taxId: account.taxId };
}

function signatureView(signature: Omit<ContractSignature, 'id' | 'userId' | 'lang' | 'signedPdf'>): NonNullable<ContractView['signature']> {
  return {
    signerName: signature.signerName,
    signerEmail: signature.signerEmail,
    signerRole: signature.signerRole === 'referent' ? 'referent' : 'owner',
    signedAt: signature.signedAt.toISOString(),
    ip: signature.ip,
    userAgent: signature.userAgent,
    documentHash: signature.documentSha256,
    consentText: signature.consentText,
    signedPdfHash: signature.signedPdfSha256,
    signedPdfUrl: fileUrl(api.downloadSignedContract, signature.contractId),
  };
}

export async function contractView(db: Reader, caller: PharmacyCaller, contract: AccountContract): Promise<ContractView> {
  const { hash, parties } = await currentDocument(db, contract);
  const [signature] = await db
    .select({
      contractId: contractSignatures.contractId,
      signerName: contractSignatures.signerName,
      signerEmail: contractSignatures.signerEmail,
      signerRole: contractSignatures.signerRole,
      signedAt: contractSignatures.signedAt,
      ip: contractSignatures.ip,
      userAgent: contractSignatures.userAgent,
      documentSha256: contractSignatures.documentSha256,
      consentText: contractSignatures.consentText,
      signedPdfSha256: contractSignatures.signedPdfSha256,
    })
    .from(contractSignatures)
    .where(eq(contractSignatures.contractId, contract.id));
  const product = contractProduct(contract.product)!;
  const next = nextContractProduct(contract.product);
  return {
    id: contract.id,
    product: { code: product.code, maxLearners: product.maxLearners, trainingPlan: product.trainingPlan },
    period: { start: contract.periodStart, end: contract.periodEnd },
    price: priceView(contract.priceHtCents, contract.vatRateBp),
    state: contractState(contract),
    signedAt: contract.signedAt?.toISOString() ?? null,
    paidAt: contract.paidAt?.toISOString() ?? null,
    replacesContractId: contract.replacesContractId,
    nextProduct: next ? { code: next.code as ContractProductCode, price: priceView(next.priceHtCents, contract.vatRateBp) } : null,
    documentHash: hash,
    documentUrl: fileUrl(api.downloadContractDocument, contract.id),
    consentText: consentText(caller.lang, contract, parties.pharmacy.name, hash),
    signature: signature ? signatureView(signature) : null,
  };
}

/** The answer of the contract calls: the current contract and the pharmacy's data. */
export async function contractAnswer(db: Reader, caller: PharmacyCaller) {
  const contract = await currentContract(db, caller.account.id);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, caller.account.id));
  return { contract: contract ? await contractView(db, caller, contract) : null, pharmacy: pharmacyData(account) };
}
