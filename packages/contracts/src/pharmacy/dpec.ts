import { z } from 'zod';
import { FUNDINGS } from '@app/domain/catalogue/fundings';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import { DPEC_ACTIONS, DPEC_FUNDER_REASONS, DPEC_STATES } from '@app/domain/pharmacy/dpec';
import { defineContract } from '../contract.ts';
import { emptyToUndefined } from '../query.ts';

/**
 * Spec §7 "Referent", the funding files ("DPEC", issue 16 parts 2 and 3): the pharmacy's files, opening one for a
 * learner's training with its funder (`agrementId`: the funder's code, suggested when absent), taking an action on it
 * (POST `dpec/action`) and changing its ANDPC session (PUT `dpec/action`). Every call answers 401 to a guest and 403 to
 * whoever does not manage the account in use; another pharmacy's file, learner or session is 404; an action the
 * file's state does not allow is 409 with the reason. `dpec/:id`, `dpec/formations` and `dpec/funders` are ours (docs/decisions.md
 * "Funding files (DPEC)").
 */
const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive();

export const dpecLearnerSchema = z.object({ id, firstName: z.string(), lastName: z.string(), function: z.enum(USER_FUNCTIONS).nullable() });
export type DpecLearner = z.infer<typeof dpecLearnerSchema>;

export const dpcSessionSchema = z.object({ id, reference: z.string(), startsOn: z.string(), endsOn: z.string() });
export type DpecSession = z.infer<typeof dpcSessionSchema>;

export const dpecFileSchema = z.object({
  id,
  state: z.enum(DPEC_STATES),
  learner: dpecLearnerSchema,
  /** The offer of the catalogue (the id the team's training list gives). */
  training: z.object({ id, name: z.string(), type: z.enum(TRAINING_TYPES) }),
  funder: z.enum(FUNDINGS),
  funderReason: z.enum(DPEC_FUNDER_REASONS),
  session: dpcSessionSchema.nullable(),
  amountCents: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The actions the file's state allows now (its buttons). */
  actions: z.array(z.enum(DPEC_ACTIONS)),
});
export type DpecFileView = z.infer<typeof dpecFileSchema>;

export const listDpec = defineContract({
  method: 'GET',
  path: '/api/user/referent/dpec',
  changesState: false,
  query: z.strictObject({ state: z.preprocess(emptyToUndefined, z.enum(DPEC_STATES).optional()) }),
  data: z.array(dpecFileSchema),
  errors: [401, 403, 422],
  summary: 'The pharmacy’s funding files, newest first, optionally in one state.',
});

export const dpecEventSchema = z.object({
  action: z.enum([...DPEC_ACTIONS, 'create', 'changeSession']),
  fromState: z.enum(DPEC_STATES).nullable(),
  toState: z.enum(DPEC_STATES),
  note: z.string().nullable(),
  at: z.string(),
  /** Who did it; null once their account is gone. */
  by: z.string().nullable(),
});

export const dpecDetailSchema = dpecFileSchema.extend({
  /** What the funder asks for (`pharmacy.dpec.documents.*`). */
  documents: z.array(z.string()),
  history: z.array(dpecEventSchema),
});
export type DpecDetail = z.infer<typeof dpecDetailSchema>;

export const getDpec = defineContract({
  method: 'GET',
  path: '/api/user/referent/dpec/:id',
  changesState: false,
  params: z.strictObject({ id: idParam }),
  data: dpecDetailSchema,
  errors: [401, 403, 404],
  summary: 'One funding file: its funder’s documents and its history of actions.',
});

export const listDpecApprenants = defineContract({
  method: 'GET',
  path: '/api/user/referent/dpec/allApprenants',
  changesState: false,
  data: z.array(dpecLearnerSchema),
  errors: [401, 403],
  summary: 'The active learners of the pharmacy a funding file may be opened for.',
});

export const dpecTrainingSchema = z.object({ id, name: z.string(), type: z.enum(TRAINING_TYPES), fundings: z.array(z.enum(FUNDINGS)) });
export type DpecTraining = z.infer<typeof dpecTrainingSchema>;

export const listDpecTrainings = defineContract({
  method: 'GET',
  path: '/api/user/referent/dpec/formations',
  changesState: false,
  data: z.array(dpecTrainingSchema),
  errors: [401, 403],
  summary: 'The trainings of the catalogue the pharmacy sees that a funder takes, by name.',
});

export const dpecFunderOptionSchema = z.object({ funder: z.enum(FUNDINGS), reason: z.enum(DPEC_FUNDER_REASONS), documents: z.array(z.string()) });

export const dpecFunders = defineContract({
  method: 'GET',
  path: '/api/user/referent/dpec/funders',
  changesState: false,
  query: z.strictObject({ apprenantId: idParam, trainingId: idParam }),
  data: z.object({
    /** The suggested funder, null when none funds this learner for this training; the reason says why. */
    funder: z.enum(FUNDINGS).nullable(),
    reason: z.enum(DPEC_FUNDER_REASONS),
    candidates: z.array(dpecFunderOptionSchema),
    /** The training's ANDPC sessions not yet ended (a DPC file names one). */
    sessions: z.array(dpcSessionSchema),
  }),
  errors: [401, 403, 404, 422],
  summary: 'The funder suggested for a learner’s training, with its reason, the other possible funders and the DPC sessions.',
});

export const addDpecForm = z.strictObject({
  /** A user id of an active member of the team. */
  apprenantId: id,
  /** An offer id of the catalogue the pharmacy sees. */
  trainingId: id,
  /** The funder's code; the suggested one when absent. */
  agrementId: z.enum(FUNDINGS, 'pharmacy.dpec.validation.funder').optional(),
  /** An ANDPC session of the training (DPC files only). */
  sessionId: id.nullable().optional(),
});
export type AddDpecInput = z.infer<typeof addDpecForm>;

export const addDpec = defineContract({
  method: 'POST',
  path: '/api/user/referent/dpec/add',
  changesState: true,
  body: addDpecForm,
  data: z.object({ id, funder: z.enum(FUNDINGS), funderReason: z.enum(DPEC_FUNDER_REASONS) }),
  errors: [401, 403, 404, 422],
});

export const dpecActionForm = z.strictObject({
  id,
  action: z.enum(DPEC_ACTIONS, 'pharmacy.dpec.validation.action'),
  /** Sent by the spec's client; the answer's language is the platform's (the request's) all the same. */
  isSpanish: z.boolean().optional(),
});

export const dpecAction = defineContract({
  method: 'POST',
  path: '/api/user/referent/dpec/action',
  changesState: true,
  body: dpecActionForm,
  data: z.object({ id, state: z.enum(DPEC_STATES), actions: z.array(z.enum(DPEC_ACTIONS)) }),
  errors: [401, 403, 404, 409, 422],
  summary: 'Takes a named action on a funding file; refused with its reason (409) when the file’s state does not allow it.',
});

export const dpecSessionForm = z.strictObject({ dpecId: id, session: id.nullable() });

export const changeDpecSession = defineContract({
  method: 'PUT',
  path: '/api/user/referent/dpec/action',
  changesState: true,
  body: dpecSessionForm,
  data: z.object({ id }),
  errors: [401, 403, 404, 409, 422],
  summary: 'Sets or changes the ANDPC session of a DPC file until the funder starts handling it.',
});
