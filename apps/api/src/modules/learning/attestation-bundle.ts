import { ZipFile } from 'yazl';
import type { Readable } from 'node:stream';
import type { BundleItem } from '@app/contracts/profile/attestations';
import type { Db } from '@app/db/client';
import { attestationFile, type DownloadHost } from './attestation-file.ts';
import type { Learner } from './enrolment-record.ts';

/** A name not yet in the zip: the same training finished twice on one day gets `-2`, `-3` before its extension. */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = name.replace(/(\.[^.]+)?$/, `-${n}$1`);
  taken.add(candidate);
  return candidate;
}

/** PDFs drawn one after the other into a zip, which streams out as it is written (names made unique). */
export function zipAttestations(files: readonly { fileName: string; render: () => Promise<Buffer> }[]): Readable {
  const zip = new ZipFile();
  const taken = new Set<string>();
  void (async () => {
    try {
      for (const file of files) zip.addBuffer(await file.render(), uniqueName(file.fileName, taken));
      zip.end();
    } catch (error) {
      (zip.outputStream as Readable).destroy(error as Error);
    }
  })();
  return zip.outputStream as Readable;
}

/**
 * The selected attestations as one zip (spec §7 `download`, docs/decisions.md): every id is checked first (another
 * learner's, or a DPC attestation of an enrolment that has none, is a 404 and nothing is sent), then zipped.
 */
export async function attestationBundle(db: Db, learner: Learner, items: readonly BundleItem[], host: DownloadHost): Promise<Readable> {
  const unique = [...new Map(items.map((i) => [`${i.kind}:${i.id}`, i])).values()];
  const files = [];
  for (const item of unique) files.push(await attestationFile(db, learner, item.id, item.kind, host));
  return zipAttestations(files);
}
