import type { FinishedTraining } from './finished-training.ts';

/** The demo learner with a history to browse (seed step `seedHistoryDemo`; the profile's history and attestations tabs). */
export const HISTORY_LEARNER = 'lea.dubois@demo.test';

/** Two trainings finished in different years and of different types, with their scores. */
export const HISTORY_TRAININGS: FinishedTraining[] = [
  {
    email: HISTORY_LEARNER,
    offerSlug: 'accompagner-sevrage-tabagique',
    startedAt: new Date('2025-11-03T09:00:00Z'),
    completedAt: new Date('2025-11-20T16:45:00Z'),
    secondsPerModule: 1200,
    initialScore: 6.4,
    finalScore: 8.6,
  },
  {
    email: HISTORY_LEARNER,
    offerSlug: 'gestion-stupefiants-officine',
    startedAt: new Date('2026-09-14T07:30:00Z'),
    completedAt: new Date('2026-09-15T10:20:00Z'),
    secondsPerModule: 900,
    initialScore: 5,
    finalScore: 9.2,
  },
];

/** Who answers the demo's questions (a back-office user: answering is the back-office's). */
export const QUESTIONS_ANSWERER = 'admin@demo.test';

/** The learner's questions from training pages, oldest first; the last one still waits for its answer. */
export const HISTORY_QUESTIONS: { offerSlug: string; text: string; askedAt: Date; answer?: string; answeredAt?: Date }[] = [
  {
    offerSlug: 'accompagner-sevrage-tabagique',
    text: 'Peut-on associer deux formes de substituts nicotiniques chez un patient très dépendant ?',
    askedAt: new Date('2025-11-10T12:00:00Z'),
    answer: 'Oui : l’association d’un patch et d’une forme orale est recommandée en cas de forte dépendance. Adaptez les doses aux signes de sous- ou de surdosage.',
    answeredAt: new Date('2025-11-12T08:30:00Z'),
  },
  {
    offerSlug: 'gestion-stupefiants-officine',
    text: 'Combien de temps faut-il conserver le registre des stupéfiants ?',
    askedAt: new Date('2026-09-14T15:00:00Z'),
    answer: 'Dix ans à compter de sa dernière inscription, comme les ordonnanciers.',
    answeredAt: new Date('2026-09-16T09:10:00Z'),
  },
  {
    offerSlug: 'gestion-stupefiants-officine',
    text: 'Le registre peut-il être tenu sous forme électronique ?',
    askedAt: new Date('2026-09-17T08:00:00Z'),
  },
];
