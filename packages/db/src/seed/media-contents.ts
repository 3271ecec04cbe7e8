import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { moduleContents, type ModuleContentKind } from '../schema/module-contents.ts';
import { trainingModules } from '../schema/training-modules.ts';
import { trainings, type TrainingLang } from '../schema/trainings.ts';
import { DEMO_MEDIA, DEMO_VIDEO_QUESTIONS } from './data/media-contents.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Storage keys under this prefix name the demo files shipped in DEMO_MEDIA_DIR (the content store reads them there). */
export const DEMO_MEDIA_PREFIX = 'demo/';
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));

const KIND_OF_CODE = new Map<number, Exclude<ModuleContentKind, 'scorm' | 'quiz'>>([
  [MODULE_TYPE.video, 'video'],
  [MODULE_TYPE.podcast, 'audio'],
  [MODULE_TYPE.pdf, 'pdf'],
]);

/**
 * Seed step (issue 11 part 5): the content of every demo video, podcast and pdf module, with the questions of each
 * video training's first step. Its marker is a media content row.
 */
export async function seedMediaContents(tx: Tx): Promise<boolean> {
  const marker = await tx.select({ id: moduleContents.moduleId }).from(moduleContents).where(inArray(moduleContents.kind, [...KIND_OF_CODE.values()])).limit(1);
  if (marker.length > 0) return false;
  const modules = await tx
    .select({ id: trainingModules.id, trainingId: trainingModules.trainingId, typeCode: trainingModules.typeCode, lang: trainings.lang })
    .from(trainingModules)
    .innerJoin(trainings, eq(trainings.id, trainingModules.trainingId))
    .where(inArray(trainingModules.typeCode, [MODULE_TYPE.video, MODULE_TYPE.podcast, MODULE_TYPE.pdf]))
    .orderBy(asc(trainingModules.trainingId), asc(trainingModules.position));
  if (modules.length === 0) return false;
  const questioned = new Set<number>();
  await tx.insert(moduleContents).values(
    modules.map((m) => {
      const kind = KIND_OF_CODE.get(m.typeCode) as 'video' | 'audio' | 'pdf';
      const media = DEMO_MEDIA[kind];
      const file = media[m.lang as TrainingLang];
      const firstVideo = kind === 'video' && !questioned.has(m.trainingId);
      if (firstVideo) questioned.add(m.trainingId);
      return {
        moduleId: m.id,
        kind,
        storageKey: `${DEMO_MEDIA_PREFIX}${file}`,
        mimeType: media.mimeType,
        bytes: statSync(`${DEMO_MEDIA_DIR}${file}`).size,
        durationSeconds: media.durationSeconds,
        questions: firstVideo ? DEMO_VIDEO_QUESTIONS[m.lang as TrainingLang] : [],
      };
    }),
  );
  return true;
}
