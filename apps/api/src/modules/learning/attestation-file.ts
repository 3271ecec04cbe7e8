import { eq } from 'drizzle-orm';
import type { BundleItem } from '@app/contracts/profile/attestations';
import type { Db } from '@app/db/client';
import { platforms } from '@app/db/schema/platforms';
import { buildPath } from '@app/domain/platform/routes';
import { langOf, type Lang, type Locale } from '@app/domain/platform/locales';
import { findAttestation } from './attestation-list.ts';
import { renderAttestationPdf } from './attestation-pdf.ts';
import { dpcAttestation } from './dpc-attestation.ts';
import type { Learner } from './enrolment-record.ts';

/** Where the learner downloads from: the QR code opens the check on that host, in that host's language. */
export interface DownloadHost {
  origin: string;
  lang: Lang;
}

export type AttestationKind = BundleItem['kind'];

/** The host of a request, as the QR code needs it. */
export function downloadHost(request: { protocol: string; host: string; platformHost: { locale: Locale } }): DownloadHost {
  return { origin: `${request.protocol}://${request.host}`, lang: langOf(request.platformHost.locale) };
}

/**
 * One attestation PDF of the learner: that of an enrolment, or the DPC attestation of a completed programme (404 for
 * another learner's, or a kind the enrolment has not). `render` is separate so a bundle checks every id first.
 */
export async function attestationFile(db: Db, learner: Learner, courseTrackingId: number, kind: AttestationKind, host: DownloadHost) {
  const found =
    kind === 'dpc'
      ? await dpcAttestation(db, learner, courseTrackingId)
      : await findAttestation(db, learner, courseTrackingId).then(({ attestation, item }) => ({ attestation, fileName: item.fileName, dpc: undefined }));
  const { attestation: issued, fileName, dpc } = found;
  return {
    fileName,
    render: async () => {
      const [platform] = await db.select().from(platforms).where(eq(platforms.id, issued.platformId));
      const verifyPath = buildPath('attestation-verify', host.lang, { code: issued.code });
      return renderAttestationPdf(issued, { name: issued.snapshot.platformName, colour: platform.primaryColorDark }, `${host.origin}${verifyPath}`, dpc);
    },
  };
}
