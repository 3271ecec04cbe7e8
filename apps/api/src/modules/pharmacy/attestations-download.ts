import type { Readable } from 'node:stream';
import type { BundleItem } from '@app/contracts/profile/attestations';
import type { Db } from '@app/db/client';
import { attestationFile, type AttestationKind, type DownloadHost } from '../learning/attestation-file.ts';
import { zipAttestations } from '../learning/attestation-bundle.ts';
import { attestationHolder, type Team } from './attestations-team.ts';

/** One attestation PDF of the team (404 unless the pharmacy's), drawn by the learning module as the learner gets it. */
export async function teamAttestationFile(db: Db, team: Team, enrolmentId: number, kind: AttestationKind, host: DownloadHost) {
  const { learner } = await attestationHolder(db, team, enrolmentId);
  return attestationFile(db, learner, enrolmentId, kind, host);
}

/** A folder name that is a name: no path separators nor control characters. */
const folder = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '-').trim() || '-';

/**
 * The selected attestations as one zip, a folder per learner: every id is checked before anything is sent (one not of
 * the team, or a DPC attestation the enrolment has not, is a 404), then the PDFs stream into the zip.
 */
export async function teamAttestationBundle(db: Db, team: Team, items: readonly BundleItem[], host: DownloadHost): Promise<Readable> {
  const unique = [...new Map(items.map((i) => [`${i.kind}:${i.id}`, i])).values()];
  const files = [];
  for (const item of unique) {
    const { learner, name } = await attestationHolder(db, team, item.id);
    const file = await attestationFile(db, learner, item.id, item.kind, host);
    files.push({ fileName: `${folder(name)}/${file.fileName}`, render: file.render });
  }
  return zipAttestations(files);
}
