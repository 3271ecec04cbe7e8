import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { accountContracts, contractSignatures } from '@app/db/schema/account-contracts';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { renderContractPdf, sha256Hex, type SignatureEvidence } from './contract-document.ts';
import { sealPdf } from './contract-seal.ts';
import { consentText, currentDocument, ownContract } from './contract-view.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

const alreadySigned = () => new AppError('CONFLICT', 'pharmacy.contract.errors.alreadySigned', { reason: 'alreadySigned' });

export interface SignInput {
  contractId: number;
  /** The SHA-256 of the document the signer read (getContract's documentHash). */
  documentHash: string;
  userAgent: string | null;
}

/**
 * `contract/sign/{id}`: a simple electronic signature. In one transaction, the contract row locked: a draft of the
 * caller's pharmacy (404 otherwise, 409 when signed or superseded), whose document today hashes to what the signer read
 * (409 `documentChanged` otherwise: they must read it again). The evidence (identity, role, time, IP, user agent, the
 * document's hash, the consent text verbatim) is printed on a last page of the signed copy, which carries the exact
 * document attached and is sealed with the platform's certificate; its SHA-256 is kept. A signature already stored
 * (two requests at once) is refused by the unique contract id: one signature, nothing else changes. Signing a draft
 * that replaces a signed contract supersedes that one.
 */
export async function signContract(db: Db, caller: PharmacyCaller, input: SignInput, sealP12: Buffer, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = await ownContract(tx, caller, input.contractId);
    const [contract] = await tx.select().from(accountContracts).where(eq(accountContracts.id, owned.id)).for('update');
    if (contract.signedAt !== null) throw alreadySigned();
    if (contract.supersededAt !== null) throw new AppError('CONFLICT', 'pharmacy.contract.errors.superseded', { reason: 'superseded' });
    const { pdf, hash, parties } = await currentDocument(tx, contract);
    if (hash !== input.documentHash) throw new AppError('CONFLICT', 'pharmacy.contract.errors.documentChanged', { reason: 'documentChanged', documentHash: hash });

    const evidence: SignatureEvidence = {
      signerName: `${caller.user.firstName} ${caller.user.lastName}`.trim(),
      signerEmail: caller.user.email,
      signerRole: caller.role,
      // The PDF's dates have a second's precision: the evidence says the same instant.
      signedAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
      ip: caller.ip,
      userAgent: input.userAgent,
      documentSha256: hash,
      consentText: consentText(caller.lang, contract, parties.pharmacy.name, hash),
      document: pdf,
    };
    const signedPdf = await sealPdf(await renderContractPdf(parties, evidence), sealP12, {
      reason: translate(contract.lang, 'pharmacy.contract.pdf.signer', { name: evidence.signerName, role: translate(contract.lang, `pharmacy.contract.role.${caller.role}`) }),
      name: parties.seller.name,
      location: parties.seller.address.at(-1) ?? parties.seller.name,
      contactInfo: evidence.signerEmail,
      signingTime: evidence.signedAt,
    });
    const [stored] = await tx
      .insert(contractSignatures)
      .values({
        contractId: contract.id,
        userId: caller.user.id,
        signerName: evidence.signerName,
        signerEmail: evidence.signerEmail,
        signerRole: evidence.signerRole,
        signedAt: evidence.signedAt,
        ip: evidence.ip,
        userAgent: evidence.userAgent,
        documentSha256: hash,
        consentText: evidence.consentText,
        lang: caller.lang,
        signedPdf,
        signedPdfSha256: sha256Hex(signedPdf),
      })
      .onConflictDoNothing({ target: contractSignatures.contractId })
      .returning({ id: contractSignatures.id });
    if (!stored) throw alreadySigned();
    await tx.update(accountContracts).set({ signedAt: evidence.signedAt }).where(eq(accountContracts.id, contract.id));
    if (contract.replacesContractId !== null) {
      await tx
        .update(accountContracts)
        .set({ supersededAt: evidence.signedAt })
        .where(and(eq(accountContracts.id, contract.replacesContractId), isNull(accountContracts.supersededAt)));
    }
  });
}
