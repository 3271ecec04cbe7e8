import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { attestations } from '@app/db/schema/attestations';
import { holderInitials, normalizeAttestationCode } from '@app/domain/learning/attestation';
import type { DataOf } from '@app/contracts/contract';
import type { verifyAttestation as verifyContract } from '@app/contracts/learning/attestation';
import { AppError } from '../../errors/app-error.ts';

/**
 * The public check of a verification code, from any platform's host (the code is unique everywhere): what the
 * attestation states about the training, its dates and the issuing platform, and the holder's initials only — no
 * name, e-mail, time or points. An unknown code is a 404: not genuine.
 */
export async function verifyAttestation(db: Db, typedCode: string): Promise<DataOf<typeof verifyContract>> {
  const code = normalizeAttestationCode(typedCode);
  const [found] = await db.select().from(attestations).where(eq(attestations.code, code));
  if (!found) throw new AppError('NOT_FOUND', 'attestation.notGenuine');
  const { snapshot } = found;
  return {
    genuine: true,
    code,
    holder: holderInitials(snapshot.learnerName),
    trainingName: snapshot.trainingName,
    trainingType: snapshot.trainingType,
    platformName: snapshot.platformName,
    completedAt: snapshot.completedAt,
    issuedAt: found.issuedAt.toISOString(),
  };
}
