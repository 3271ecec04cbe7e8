import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '@app/db/client';
import { moduleContents } from '@app/db/schema/module-contents';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { SCORM_DEMO_PACKAGES, SCORM_DEMO_SHARED, SCORM_DEMO_SOURCES, type ScormDemoPackage } from '@app/db/seed/scorm/demo-packages';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { scormFolder, unpackScormPackage } from './scorm-import.ts';

async function filesUnder(root: string, prefix = ''): Promise<{ name: string; file: string }[]> {
  const found: { name: string; file: string }[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, name)));
    else if (!entry.name.endsWith('.ts')) found.push({ name, file: path.join(root, name) });
  }
  return found;
}

/**
 * A demo package's zip, built from its sources: its own folder at the root (with the runtime script of the package it
 * borrows it from), the shared files under `shared/`.
 */
export async function buildDemoScormZip({ folder, runtimeFrom }: ScormDemoPackage): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const runtime = runtimeFrom ? (await filesUnder(path.join(SCORM_DEMO_SOURCES, runtimeFrom))).filter(({ name }) => name.endsWith('.js')) : [];
  const files = [
    ...(await filesUnder(path.join(SCORM_DEMO_SOURCES, folder))),
    ...runtime,
    ...(await filesUnder(SCORM_DEMO_SOURCES, SCORM_DEMO_SHARED)),
  ];
  // A fixed date: the same sources give the same zip.
  for (const { name, file } of files) zip.addBuffer(await readFile(file), name, { mtime: new Date('2026-11-01T08:00:00Z') });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The e-learning modules a demo package plays, with the folder of their package (null: none yet): those of the
 * training its offer slug names, or else those of every training in its language.
 */
function elearningModules(db: Db, demo: ScormDemoPackage) {
  const ofTraining = demo.trainingSlug
    ? inArray(trainings.id, db.selectDistinct({ id: trainingOffers.trainingId }).from(trainingOffers).where(eq(trainingOffers.slug, demo.trainingSlug)))
    : undefined;
  return db
    .select({ id: trainingModules.id, storageKey: moduleContents.storageKey })
    .from(trainingModules)
    .innerJoin(trainings, eq(trainings.id, trainingModules.trainingId))
    .leftJoin(moduleContents, and(eq(moduleContents.moduleId, trainingModules.id), eq(moduleContents.kind, 'scorm')))
    .where(and(eq(trainings.lang, demo.lang), eq(trainingModules.typeCode, MODULE_TYPE.elearning), ofTraining));
}

/**
 * Attaches the demo packages to the e-learning modules of the demo: a training's own package first, then its
 * language's to every module still without one; each unpacked once and shared by all the modules it is attached to (a module's progress is its own; the package's files are the same). Idempotent:
 * when every module's folder is there, a restart costs a query per language; a new data folder (or a module added
 * since) gets one new copy, attached to the modules that lack one.
 */
export async function seedScormDemo(db: Db, contentDir: string): Promise<{ imported: number }> {
  let imported = 0;
  for (const demo of SCORM_DEMO_PACKAGES) {
    const modules = await elearningModules(db, demo);
    const keys = new Set(modules.map((m) => m.storageKey));
    const gone = new Set([...keys].filter((key) => !key || !existsSync(scormFolder(contentDir, key))));
    const missing = modules.filter((m) => gone.has(m.storageKey)).map((m) => m.id);
    if (missing.length === 0) continue;
    const unpacked = await unpackScormPackage(contentDir, `scorm/demo-${demo.lang}-${randomUUID()}`, await buildDemoScormZip(demo));
    const values = { ...unpacked, updatedAt: new Date() };
    for (let i = 0; i < missing.length; i += BATCH) {
      const rows = missing.slice(i, i + BATCH).map((moduleId) => ({ moduleId, ...values }));
      await db.insert(moduleContents).values(rows).onConflictDoUpdate({ target: moduleContents.moduleId, set: values });
    }
    imported += missing.length;
  }
  return { imported };
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;
