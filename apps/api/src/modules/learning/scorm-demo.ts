import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '@app/db/client';
import { moduleContents } from '@app/db/schema/module-contents';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { SCORM_DEMO_PACKAGES, SCORM_DEMO_SHARED, SCORM_DEMO_SOURCES } from '@app/db/seed/scorm/demo-packages';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { importScormPackage, scormFolder } from './scorm-import.ts';

async function filesUnder(root: string, prefix = ''): Promise<{ name: string; file: string }[]> {
  const found: { name: string; file: string }[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, name)));
    else if (!entry.name.endsWith('.ts')) found.push({ name, file: path.join(root, name) });
  }
  return found;
}

/** A demo package's zip, built from its sources: its own folder at the root, the shared files under `shared/`. */
export async function buildDemoScormZip(folder: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const files = [
    ...(await filesUnder(path.join(SCORM_DEMO_SOURCES, folder))),
    ...(await filesUnder(SCORM_DEMO_SOURCES, SCORM_DEMO_SHARED)),
  ];
  // A fixed date: the same sources give the same zip.
  for (const { name, file } of files) zip.addBuffer(await readFile(file), name, { mtime: new Date('2026-11-01T08:00:00Z') });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The e-learning modules of the trainings an offer slug names (one training may be offered on several platforms). */
async function elearningModules(db: Db, slug: string) {
  const trainings = db.selectDistinct({ id: trainingOffers.trainingId }).from(trainingOffers).where(eq(trainingOffers.slug, slug));
  return db
    .select({ id: trainingModules.id, storageKey: moduleContents.storageKey })
    .from(trainingModules)
    .leftJoin(moduleContents, and(eq(moduleContents.moduleId, trainingModules.id), eq(moduleContents.kind, 'scorm')))
    .where(and(inArray(trainingModules.trainingId, trainings), eq(trainingModules.typeCode, MODULE_TYPE.elearning)))
    .orderBy(asc(trainingModules.id));
}

/**
 * Attaches the demo packages to the e-learning modules of their trainings, through the same import as any package.
 * Idempotent: a module whose package is recorded and unpacked is left alone, so a restart costs a few queries; a new
 * data folder (or a database seeded before this step) gets the packages again.
 */
export async function seedScormDemo(db: Db, contentDir: string): Promise<{ imported: number }> {
  let imported = 0;
  for (const demo of SCORM_DEMO_PACKAGES) {
    const missing = (await elearningModules(db, demo.trainingSlug)).filter((m) => !m.storageKey || !existsSync(scormFolder(contentDir, m.storageKey)));
    if (missing.length === 0) continue;
    const zip = await buildDemoScormZip(demo.folder);
    for (const module of missing) await importScormPackage(db, contentDir, module.id, zip);
    imported += missing.length;
  }
  return { imported };
}
