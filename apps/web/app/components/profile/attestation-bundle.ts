/** The attestations tab's rows: each PDF a learner can download, and what the bundle call asks for (issue 13 part 6). */
import type { AttestationItem } from '@app/contracts/learning/attestation';
import type { BundleItem } from '@app/contracts/profile/attestations';

export interface AttestationRow<A extends AttestationItem = AttestationItem> extends BundleItem {
  key: string;
  attestation: A;
}

/** Every attestation, and after it the DPC attestation of a training followed as a DPC programme. */
export function attestationRows<A extends AttestationItem>(attestations: readonly A[]): AttestationRow<A>[] {
  return attestations.flatMap((a) => {
    const kinds: BundleItem['kind'][] = a.dpcProgramme ? ['training', 'dpc'] : ['training'];
    return kinds.map((kind) => ({ key: `${kind}-${a.courseTrackingId}`, id: a.courseTrackingId, kind, attestation: a }));
  });
}

/** Saves a downloaded file as the browser saves a link's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
