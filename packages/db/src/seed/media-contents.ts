import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { enrolments } from '../schema/enrolments.ts';
import { memberships } from '../schema/memberships.ts';
import { moduleContents, type ModuleContentKind } from '../schema/module-contents.ts';
import { platforms } from '../schema/platforms.ts';
import { trainingModules } from '../schema/training-modules.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainings, type TrainingLang } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { DEMO_MEDIA, DEMO_VIDEO_QUESTIONS, MEDIA_LEARNER } from './data/media-contents.ts';

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
 * Seed step (issue 11 part 5): the content of every demo video, podcast and pdf module, the questions of each video
 * training's first step, and the media learner's enrolments. Its marker is a media content row.
 */
export async function seedMediaContents(tx: Tx): Promise<boolean> {
  const marker = await tx.select({ id: moduleContents.moduleId }).from(moduleContents).where(inArray(moduleContents.kind, [...KIND_OF_CODE.values()])).limit(1);
  if (marker.length > 0) return false;
  const modules = await tx
    .select({ id: trainingModules.id, trainingId: trainingModules.trainingId, typeCode: trainingModules.typeCode, lang: trainings.lang })
    .from(trainingModules)
    .innerJoin(trainings, eq(trainings.id, trainingModules.trainingId))
    .where(inArray(trainingModules.typeCode, [...KIND_OF_CODE.keys()]))
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
  await enrolMediaLearner(tx);
  return true;
}

async function enrolMediaLearner(tx: Tx): Promise<void> {
  const [learner] = await tx
    .select({ userId: users.id, platformId: platforms.id, accountId: memberships.accountId })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platformId))
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(users.email, MEDIA_LEARNER.email), eq(platforms.codeName, MEDIA_LEARNER.platform)))
    .limit(1);
  if (!learner) return;
  const offers = await tx
    .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId })
    .from(trainingOffers)
    .where(and(eq(trainingOffers.platformId, learner.platformId), inArray(trainingOffers.slug, [...MEDIA_LEARNER.slugs])));
  if (offers.length === 0) return;
  await tx.insert(enrolments).values(offers.map((o) => ({ ...learner, trainingId: o.trainingId, offerId: o.id })));
}
