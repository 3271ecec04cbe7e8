import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import type { Db } from '@app/db/client';
import { moduleContents, type ModuleContent, type ScormVersion } from '@app/db/schema/module-contents';
import { trainingModules } from '@app/db/schema/training-modules';
import {
  SCORM_MAX_ENTRIES,
  SCORM_MAX_UNPACKED_BYTES,
  SCORM_MAX_ZIP_BYTES,
  packageEntryPath,
  type ScormPackageProblem,
} from '@app/domain/learning/scorm-package';
import { AppError } from '../../errors/app-error.ts';
import { parseScormManifest, ScormPackageError } from './scorm-manifest.ts';

export interface ScormLimits {
  zipBytes: number;
  unpackedBytes: number;
  entries: number;
}

export const SCORM_LIMITS: ScormLimits = { zipBytes: SCORM_MAX_ZIP_BYTES, unpackedBytes: SCORM_MAX_UNPACKED_BYTES, entries: SCORM_MAX_ENTRIES };

/** The folder of an imported package in the content store (`DATA_DIR/content`). */
export function scormFolder(contentDir: string, storageKey: string): string {
  return path.join(contentDir, storageKey);
}

const MANIFEST = 'imsmanifest.xml';
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MB = 1024 * 1024;

/** A refusal naming the problem (422): the command prints it, the back-office upload will show it beside the file. */
function refused(problem: ScormPackageProblem, params: Record<string, string> = {}): AppError {
  return new AppError('VALIDATION_FAILED', `scorm.${problem}`, { problem, ...params }, params);
}

interface PackageEntry {
  entry: yauzl.Entry;
  path: string;
}

const openZip = (zip: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // Names are decoded here, not by yauzl, so that an escaping name is our refusal rather than its error.
    yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true } as yauzl.Options, (error, file) =>
      error ? reject(refused('notAZip')) : resolve(file),
    ),
  );

/** Every entry of the zip, checked: inside the folder, no links, within the count and the unpacked size. */
async function listEntries(zip: yauzl.ZipFile, limits: ScormLimits): Promise<PackageEntry[]> {
  const entries: PackageEntry[] = [];
  let total = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', () => reject(refused('notAZip')));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      const raw = entry.fileName as unknown as Buffer;
      // Bit 11: the name is UTF-8; older tools wrote CP437, whose ASCII part is what a web package uses.
      const name = raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');
      const safe = packageEntryPath(name);
      if (!safe) return reject(refused('pathEscapes', { path: name }));
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return reject(refused('symlink', { path: name }));
      total += entry.uncompressedSize;
      if (total > limits.unpackedBytes) return reject(refused('tooBig', { limit: String(Math.floor(limits.unpackedBytes / MB)) }));
      if (entries.length >= limits.entries) return reject(refused('tooManyFiles', { limit: String(limits.entries) }));
      if (!name.endsWith('/')) entries.push({ entry, path: safe });
      zip.readEntry();
    });
    zip.readEntry();
  });
}

const readStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(refused('notAZip')) : resolve(stream))));

async function readText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await readStream(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function readManifest(zip: yauzl.ZipFile, entry: yauzl.Entry) {
  const xml = await readText(zip, entry);
  try {
    return parseScormManifest(xml);
  } catch (error) {
    if (error instanceof ScormPackageError) throw refused(error.problem, { path: MANIFEST });
    throw error;
  }
}

/** Writes the entries under `folder`, counting real bytes: a header that lies about its size still stops at the limit. */
async function unpack(zip: yauzl.ZipFile, entries: PackageEntry[], folder: string, limits: ScormLimits): Promise<number> {
  let written = 0;
  for (const { entry, path: relative } of entries) {
    const target = path.join(folder, relative);
    await mkdir(path.dirname(target), { recursive: true });
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        done(written > limits.unpackedBytes ? refused('tooBig', { limit: String(Math.floor(limits.unpackedBytes / MB)) }) : null, chunk);
      },
    });
    await pipeline(await readStream(zip, entry), counter, createWriteStream(target, { flags: 'wx' }));
  }
  return written;
}

/** A package unpacked into the content store: what a module_contents row records of it. */
export type UnpackedScorm = { kind: 'scorm'; storageKey: string; bytes: number; scormVersion: ScormVersion; scormEntry: string; mimeType: null };

/**
 * Checks a SCORM 1.2 or 2004 package (size, entries inside the folder, no links), reads its manifest (version, the
 * first SCO's launch file, present) and unpacks it into `storageKey` of the content store. A refusal is a 422 naming
 * the problem; nothing is left behind.
 */
export async function unpackScormPackage(contentDir: string, storageKey: string, zip: Buffer, limits: ScormLimits = SCORM_LIMITS): Promise<UnpackedScorm> {
  if (zip.length > limits.zipBytes) throw refused('tooBig', { limit: String(Math.floor(limits.zipBytes / MB)) });
  if (!ZIP_MAGIC.some((magic) => zip.subarray(0, 4).equals(magic))) throw refused('notAZip');

  const file = await openZip(zip);
  const staging = scormFolder(contentDir, `scorm/.staging-${randomUUID()}`);
  try {
    const entries = await listEntries(file, limits);
    const manifestEntry = entries.find((e) => e.path === MANIFEST);
    if (!manifestEntry) throw refused('noManifest');
    const manifest = await readManifest(file, manifestEntry.entry);
    if (!entries.some((e) => e.path === manifest.launchFile)) throw refused('launchFileMissing', { path: manifest.launchFile });
    await mkdir(staging, { recursive: true });
    const bytes = await unpack(file, entries, staging, limits);
    await rename(staging, scormFolder(contentDir, storageKey));
    return { kind: 'scorm', storageKey, bytes, scormVersion: manifest.version, scormEntry: manifest.entry, mimeType: null };
  } finally {
    await rm(staging, { recursive: true, force: true });
    file.close();
  }
}

/**
 * Imports a package as the content of a module (issue "Learning I", part 4), unpacked into a new folder of the
 * content store and recorded in module_contents, replacing the module's previous package — whose folder goes unless
 * another module still plays it (the demo's modules share one).
 */
export async function importScormPackage(db: Db, contentDir: string, moduleId: number, zip: Buffer, limits: ScormLimits = SCORM_LIMITS): Promise<ModuleContent> {
  const [module] = await db.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.id, moduleId));
  if (!module) throw new AppError('NOT_FOUND', 'errors.moduleNotFound');
  const unpacked = await unpackScormPackage(contentDir, `scorm/${moduleId}-${randomUUID()}`, zip, limits);
  try {
    const values = { ...unpacked, updatedAt: new Date() };
    const [previous] = await db.select({ storageKey: moduleContents.storageKey }).from(moduleContents).where(eq(moduleContents.moduleId, moduleId));
    const [content] = await db.insert(moduleContents).values({ moduleId, ...values }).onConflictDoUpdate({ target: moduleContents.moduleId, set: values }).returning();
    const old = previous?.storageKey;
    if (old?.startsWith('scorm/')) {
      const [shared] = await db.select({ id: moduleContents.moduleId }).from(moduleContents).where(eq(moduleContents.storageKey, old)).limit(1);
      if (!shared) await rm(scormFolder(contentDir, old), { recursive: true, force: true });
    }
    return content;
  } catch (error) {
    await rm(scormFolder(contentDir, unpacked.storageKey), { recursive: true, force: true });
    throw error;
  }
}
