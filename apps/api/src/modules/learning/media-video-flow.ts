import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import type { ModuleProgress } from '@app/db/schema/module-progress';
import { users } from '@app/db/schema/users';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { getAudioStream, type MediaStep as MediaStepAnswer, type StepProgress } from '@app/contracts/learning/media';
import { clampPosition, reachedEnd, scoreStepQuiz, type StepAnswer } from '@app/domain/learning/media-steps';
import { AppError } from '../../errors/app-error.ts';
import type { EnrolmentRecord } from './enrolment-record.ts';
import { MEDIA_KINDS, finishesTraining, openStep, type MediaStep } from './media-step.ts';
import { recordProgress } from './progress.ts';

/** What the player of a media step needs: the module, its questions without their answers, the file and where to resume. */
export function describeStep({ record, entry, step }: MediaStep, volume: number): MediaStepAnswer {
  const content = entry.content!;
  return {
    courseTrackingId: record.enrolment.id,
    step,
    stepCount: record.modules.length,
    slug: record.offer.slug,
    module: {
      id: entry.module.id,
      name: entry.module.name,
      typeCode: entry.module.typeCode,
      status: entry.progress?.status ?? 'notStarted',
      kind: content.kind as 'video' | 'audio',
      mimeType: content.mimeType ?? 'application/octet-stream',
      durationSeconds: content.durationSeconds,
      questions: content.questions.map((q) => ({ id: q.id, text: q.text, choices: q.choices, atSecond: q.atSecond ?? null })),
    },
    mediaUrl: `${API_PREFIX}${pathOf(getAudioStream, { id: entry.module.id })}`,
    positionSeconds: entry.progress?.positionSeconds ?? 0,
    volume,
    score: entry.progress?.score ?? null,
  };
}

/**
 * The video quiz of a training (`/video/quiz/:slug`): its first media step with questions that the learner has not
 * completed, else its first with questions (to watch again); 404 when it has none.
 */
export function videoQuizStep(record: EnrolmentRecord): MediaStep {
  const withQuestions = record.modules
    .map((m, i) => ({ m, step: i + 1 }))
    .filter(({ m }) => m.content && MEDIA_KINDS.includes(m.content.kind) && m.content.questions.length > 0);
  const chosen = withQuestions.find(({ m }) => m.progress?.status !== 'completed') ?? withQuestions[0];
  if (!chosen) throw new AppError('NOT_FOUND', 'media.errors.noVideoQuiz');
  return openStep(record, chosen.step, MEDIA_KINDS);
}

function progressAnswer(located: MediaStep, progress: ModuleProgress): StepProgress {
  return {
    moduleId: progress.moduleId,
    status: progress.status,
    positionSeconds: progress.positionSeconds,
    score: progress.score,
    trainingCompleted: finishesTraining(located.record, progress.moduleId, progress.status === 'completed'),
  };
}

/**
 * Saves where the learner is (no time is credited here: time comes from the heartbeats of the learning view) and,
 * when given, their volume preference.
 */
export async function savePosition(db: Db, located: MediaStep, input: { positionSeconds: number; volume?: number }, currentVolume: number) {
  const positionSeconds = clampPosition(input.positionSeconds, located.entry.content!.durationSeconds);
  const progress = await recordProgress(db, located.record, located.entry.module.id, {
    kind: 'position',
    payload: { positionSeconds },
    set: { positionSeconds },
  });
  if (input.volume !== undefined && input.volume !== currentVolume) {
    await db.update(users).set({ volume: input.volume, updatedAt: new Date() }).where(eq(users.id, located.record.enrolment.userId));
  }
  return { ...progressAnswer(located, progress), volume: input.volume ?? currentVolume };
}

/**
 * Scores the answers given so far to a step's questions; the step completes when its quiz passes. Once completed, a
 * new try is scored for feedback but changes neither the kept score nor the state.
 */
export async function answerStepQuiz(db: Db, located: MediaStep, answers: readonly StepAnswer[]) {
  const { entry } = located;
  const questions = entry.content!.questions;
  if (questions.length === 0) throw new AppError('CONFLICT', 'media.errors.noQuiz');
  const { score, passed, results } = scoreStepQuiz(questions, answers);
  const done = entry.progress?.status === 'completed';
  const progress = await recordProgress(db, located.record, entry.module.id, {
    kind: 'quiz',
    payload: { answers: answers.map((a) => [a.questionId, a.choice]), score, passed },
    set: done ? {} : { score },
    complete: passed,
  });
  return { ...progressAnswer(located, progress), passed, results };
}

/**
 * Completes a media step at its end: a step with questions completes when its quiz passes (not here), one without when
 * its saved position is at the end (`reachedEnd`). Completing a completed step changes nothing.
 */
export async function completeMediaStep(db: Db, located: MediaStep): Promise<StepProgress> {
  const { entry } = located;
  if (entry.progress?.status !== 'completed') {
    if (entry.content!.questions.length > 0) throw new AppError('CONFLICT', 'media.errors.quizNotPassed');
    if (!reachedEnd(entry.progress?.positionSeconds ?? null, entry.content!.durationSeconds)) throw new AppError('CONFLICT', 'media.errors.notAtEnd');
  }
  return completeStep(db, located);
}

/** Completes a step where the learner stands at its end (the tracking event says so, then the completion), once. */
export async function completeStep(db: Db, located: MediaStep): Promise<StepProgress> {
  if (located.entry.progress?.status === 'completed') return progressAnswer(located, located.entry.progress);
  const progress = await recordProgress(db, located.record, located.entry.module.id, { kind: 'position', payload: { atEnd: true }, complete: true });
  return progressAnswer(located, progress);
}
