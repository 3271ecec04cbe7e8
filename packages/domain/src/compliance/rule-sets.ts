/**
 * Continuing-education obligations as data (issue 19 part 1): each obligation is a series of versioned rule sets,
 * stored in the database (`compliance_rule_sets`), each with its legal source beside it, and decided by the pure
 * functions of `./evaluate.ts`. A change of the law is a new version (a row and a test), not a change of code.
 *
 * An action (a training completed here, or one done elsewhere and declared with its proof) carries tags: the kinds of
 * DPC action it is, whether it is within the priority orientations, and the blocks of the certification périodique it
 * serves. A rule is a set of paths; a path is met when each of its requirements is: at least `min` actions carrying
 * one of `tags`, or, with `distinct`, at least `min` different tags of `tags` among the actions.
 */
import { z } from 'zod';
import { TRAINING_TYPES } from '../catalogue/training-types.ts';

/** The three kinds of DPC action (CSP art. R4021-4) and the integrated programme that combines them. */
export const DPC_KINDS = ['cognitive', 'practiceEvaluation', 'riskManagement', 'integrated'] as const;
export type DpcKind = (typeof DPC_KINDS)[number];

/** The four blocks of the certification périodique (CSP art. L4022-2, ordonnance n° 2021-961). */
export const CERTIFICATION_BLOCKS = ['knowledge', 'practiceQuality', 'patientRelation', 'ownHealth'] as const;
export type CertificationBlock = (typeof CERTIFICATION_BLOCKS)[number];

/** What an action may be tagged with. `priority`: within the profession's priority orientations (ANDPC actions are). */
export const ACTION_TAGS = [...DPC_KINDS, 'priority', ...CERTIFICATION_BLOCKS] as const;
export type ActionTag = (typeof ACTION_TAGS)[number];

export const OBLIGATIONS = ['dpc', 'certification'] as const;
export type Obligation = (typeof OBLIGATIONS)[number];

const day = z.iso.date();
const tag = z.enum(ACTION_TAGS);

const requirementSchema = z.strictObject({
  tags: z.array(tag).min(1),
  min: z.number().int().positive(),
  /** Count different tags among the actions rather than actions. */
  distinct: z.boolean().optional(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const ruleSetSchema = z.strictObject({
  /** The obligation and its country; versions of one obligation share the code. */
  code: z.string().regex(/^[a-z]{2}-[a-z-]+$/),
  version: z.number().int().positive(),
  country: z.enum(['FR', 'ES']),
  obligation: z.enum(OBLIGATIONS),
  /** The version applies to the periods starting on or after this day, until a later version's. */
  validFrom: day,
  /** The legal texts the rule is written from. */
  source: z.string().min(1),
  /**
   * The periods: consecutive runs of `years` from `anchor`; or, with `fromRegistration`, a cycle starting when the
   * professional registered (at the anchor at the earliest), the first one longer for those registered before the
   * anchor.
   */
  period: z.strictObject({
    anchor: day,
    years: z.number().int().positive(),
    fromRegistration: z.strictObject({ firstYearsIfRegisteredBefore: z.number().int().positive() }).optional(),
  }),
  /** Met when any path is. */
  paths: z.array(z.strictObject({ id: z.string().min(1), requirements: z.array(requirementSchema).min(1) })).min(1),
  /** Not met this close to the period's end: at risk. */
  riskWindowDays: z.number().int().nonnegative(),
  /** Which trainings completed here count, and as what: a training needs a DPC programme number when `dpcNumberRequired`. */
  trainings: z.strictObject({
    types: z.array(z.enum(TRAINING_TYPES)).min(1),
    dpcNumberRequired: z.boolean(),
    /** The tags a training gets from its DPC action kind. */
    tagsOfKind: z.partialRecord(z.enum(DPC_KINDS), z.array(tag)),
  }),
});
export type RuleSet = z.infer<typeof ruleSetSchema>;

const TRAINED_HERE = ['dpc', 'mixt', 'formation', 'faceToFaceOnly', 'virtualClass', 'webinar'] as const;

/** Both DPC versions' path of the ANDPC: two kinds of action, one within the priority orientations. */
const ANDPC_PATH: RuleSet['paths'][number] = {
  id: 'andpc',
  requirements: [
    { tags: ['cognitive', 'practiceEvaluation', 'riskManagement'], min: 2, distinct: true },
    { tags: ['priority'], min: 1 },
  ],
};

/** Both DPC versions' trainings: those with a DPC programme number, by the kind of action it was registered as. */
const DPC_TRAININGS: RuleSet['trainings'] = {
  types: [...TRAINED_HERE],
  dpcNumberRequired: true,
  tagsOfKind: {
    cognitive: ['cognitive', 'priority'],
    practiceEvaluation: ['practiceEvaluation', 'priority'],
    riskManagement: ['riskManagement', 'priority'],
    integrated: ['integrated', 'cognitive', 'practiceEvaluation', 'priority'],
  },
};

/**
 * The French rules in force, as first stored (docs/decisions.md "Continuing-education obligations" gives the
 * reading of each source). Spain has no legal continuing-education obligation for pharmacists: no rule set.
 */
export const FRENCH_RULE_SETS: readonly RuleSet[] = [
  {
    code: 'fr-dpc',
    version: 1,
    country: 'FR',
    obligation: 'dpc',
    validFrom: '2017-01-01',
    source:
      'Code de la santé publique, art. L4021-1 (loi n° 2016-41 du 26 janvier 2016) and R4021-4 (décret n° 2016-942 du 8 juillet 2016): over each three-year period, at least two of the three kinds of action (continuing training, evaluation and improvement of practice, risk management), one of them within the priority orientations, or an integrated programme.',
    period: { anchor: '2017-01-01', years: 3 },
    paths: [ANDPC_PATH],
    riskWindowDays: 365,
    trainings: DPC_TRAININGS,
  },
  {
    code: 'fr-dpc',
    version: 2,
    country: 'FR',
    obligation: 'dpc',
    validFrom: '2023-01-01',
    source:
      'Code de la santé publique, art. L4021-1, L4021-3 and R4021-4: the ANDPC path of version 1, or, from the 2023-2025 period on, the path of the Conseil national professionnel de la pharmacie (three actions: at least one of continuing training and one of practice evaluation or risk management, the third of either).',
    period: { anchor: '2017-01-01', years: 3 },
    paths: [
      ANDPC_PATH,
      {
        id: 'cnp',
        requirements: [
          { tags: ['cognitive'], min: 1 },
          { tags: ['practiceEvaluation', 'riskManagement'], min: 1 },
          { tags: ['cognitive', 'practiceEvaluation', 'riskManagement'], min: 3 },
        ],
      },
    ],
    riskWindowDays: 365,
    trainings: DPC_TRAININGS,
  },
  {
    code: 'fr-certification',
    version: 1,
    country: 'FR',
    obligation: 'certification',
    validFrom: '2023-01-01',
    source:
      'Code de la santé publique, art. L4022-1 to L4022-14 (ordonnance n° 2021-961 du 19 juillet 2021) and décret n° 2024-258 du 22 mars 2024: over each six-year cycle, at least two actions in each of the four blocks (update knowledge and skills, strengthen the quality of practice, improve the relation with patients, better take care of one’s own health); nine years for a first cycle of those registered before 1 January 2023.',
    period: { anchor: '2023-01-01', years: 6, fromRegistration: { firstYearsIfRegisteredBefore: 9 } },
    paths: [
      {
        id: 'blocks',
        requirements: CERTIFICATION_BLOCKS.map((block) => ({ tags: [block], min: 2 })),
      },
    ],
    riskWindowDays: 730,
    trainings: {
      types: [...TRAINED_HERE],
      dpcNumberRequired: true,
      // DPC actions count in the certification: continuing training updates knowledge, practice evaluation and risk
      // management strengthen the quality of practice.
      tagsOfKind: {
        cognitive: ['knowledge'],
        practiceEvaluation: ['practiceQuality'],
        riskManagement: ['practiceQuality'],
        integrated: ['knowledge', 'practiceQuality'],
      },
    },
  },
];
