/** The demo learner who has just finished a training (seed step `seedFinishedTraining`): evaluation quiz and attestation. */
/** A demo learner's finished training: the course, the dates, the time in each module and, if any, the scores. */
export interface FinishedTraining {
  email: string;
  offerSlug: string;
  startedAt: Date;
  completedAt: Date;
  secondsPerModule: number;
  initialScore?: number;
  finalScore?: number;
}

export const FINISHED_TRAINING = {
  email: 'sarah.laurent@demo.test',
  offerSlug: 'nutrition-infantile-laits-diversification',
  startedAt: new Date('2026-10-05T08:30:00Z'),
  completedAt: new Date('2026-10-12T15:10:00Z'),
  /** Time really spent in each of its modules. */
  secondsPerModule: 1500,
} as const satisfies FinishedTraining;
