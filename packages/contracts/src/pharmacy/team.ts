import { z } from 'zod';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import { ATTRIBUTION_REFUSALS, TEAM_PAGE_SIZE, TEAM_STATUSES } from '@app/domain/pharmacy/team';
import { defineContract } from '../contract.ts';
import { emptyToUndefined } from '../query.ts';
import { createAccountFields, emailField } from '../identity/auth.ts';
import { pageOf } from '../page.ts';

/**
 * Spec §7 "Referent", the learners of the pharmacy in use (issue 15 part 2): the team's list (its path is ours,
 * docs/decisions.md), adding a learner, assigning trainings, e-mailing one, deactivating and reactivating. Every call
 * answers 401 to a guest and 403 to whoever does not manage the account in use; another pharmacy's ids are 404.
 */
const id = z.number().int().positive();

/** What the list's URL carries: search, filters and page. */
export const teamQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(TEAM_STATUSES).optional()),
  function: z.preprocess(emptyToUndefined, z.enum(USER_FUNCTIONS).optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

/** A member of the team (`id` = the membership, the contactId of toggleApprenantActive) or a pending invitation (`id` null). */
export const teamMemberSchema = z.object({
  id: id.nullable(),
  invitationId: id.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  function: z.enum(USER_FUNCTIONS).nullable(),
  role: z.enum(['learner', 'referent', 'owner']),
  status: z.enum(TEAM_STATUSES),
  /** Trainings followed under this pharmacy's account (enrolments not left). */
  enrolled: z.number(),
  completed: z.number(),
  inProgress: z.number(),
  /** A manager may switch this member: not themselves, not the owner, not an invitation. */
  canToggle: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamPageSchema = pageOf(teamMemberSchema);
export type TeamPage = z.infer<typeof teamPageSchema>;

export const listApprenants = defineContract({
  method: 'GET',
  path: '/api/user/referent/apprenants',
  changesState: false,
  query: z.strictObject(teamQuerySchema.shape),
  data: teamPageSchema,
  errors: [401, 403],
  summary: `The pharmacy's team, searched and filtered, ${TEAM_PAGE_SIZE} a page, with each one's progress.`,
});

/** A training the pharmacy may assign: an offer of the catalogue it sees, of a type followed online. */
export const assignableTrainingSchema = z.object({ id, name: z.string(), type: z.string() });
export type AssignableTraining = z.infer<typeof assignableTrainingSchema>;

export const listAssignableTrainings = defineContract({
  method: 'GET',
  path: '/api/user/referent/apprenants/formations',
  changesState: false,
  data: z.array(assignableTrainingSchema),
  errors: [401, 403],
  summary: 'The trainings of the catalogue the pharmacy may assign to its learners.',
});

export const addApprenantForm = z.strictObject({
  email: emailField,
  firstName: createAccountFields.firstName,
  lastName: createAccountFields.lastName,
  function: createAccountFields.function,
});
export type AddApprenantInput = z.infer<typeof addApprenantForm>;

export const addApprenant = defineContract({
  method: 'POST',
  path: '/api/user/referent/addApprenant',
  changesState: true,
  body: addApprenantForm,
  /** invited: a new person got an invitation; added: a user of the platform joined the team at once. */
  data: z.object({ outcome: z.enum(['invited', 'added']) }),
  errors: [401, 403, 422],
});

export const attributeApprenantsForm = z.strictObject({
  apprenantIds: z.array(id).min(1, 'pharmacy.team.validation.noLearner').max(500),
  /** Offer ids (the catalogue's course ids), as a learner enrols by them. */
  trainingIds: z.array(id).min(1, 'pharmacy.team.validation.noTraining').max(50),
});

export const attributionSchema = z.object({
  apprenantId: id,
  trainingId: id,
  outcome: z.enum(['enrolled', 'alreadyEnrolled', 'refused']),
  reason: z.enum(ATTRIBUTION_REFUSALS).nullable(),
});
export type Attribution = z.infer<typeof attributionSchema>;

export const attributeApprenants = defineContract({
  method: 'POST',
  path: '/api/user/referent/attributeApprenants',
  changesState: true,
  body: attributeApprenantsForm,
  data: z.array(attributionSchema),
  errors: [401, 403, 404, 422],
});

export const sendEmailForm = z.strictObject({
  subject: z.string().trim().min(1, 'validation.required').max(150, 'validation.tooLong'),
  message: z.string().trim().min(1, 'validation.required').max(5000, 'validation.tooLong'),
});

export const sendEmailToApprenant = defineContract({
  method: 'POST',
  path: '/api/user/referent/sendEmailToApprenant/:id',
  changesState: true,
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  body: sendEmailForm,
  data: z.null(),
  errors: [401, 403, 404, 422, 429],
});

export const toggleApprenantActive = defineContract({
  method: 'POST',
  path: '/api/user/referent/toggleApprenantActive',
  changesState: true,
  body: z.strictObject({ contactId: id, isActive: z.boolean() }),
  data: z.object({ contactId: id, isActive: z.boolean() }),
  errors: [401, 403, 404, 409],
});
