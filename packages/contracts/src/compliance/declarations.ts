import { z } from 'zod';
import { DECLARATION_STATUSES, PROOF_MAX_BYTES, PROOF_TYPES } from '@app/domain/compliance/declarations';
import { ACTION_TAGS } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { defineContract, fileBytes } from '../contract.ts';
import { API_PREFIX, pathOf } from '../contract-path.ts';

/**
 * Issue 19 part 2: actions done elsewhere that a pharmacist declares with a proof (a PDF, PNG or JPEG by its bytes, at
 * most PROOF_MAX_BYTES), verified or refused by the owner or a referent of their pharmacy or by an administrator of the
 * platform; and the pharmacist's registration date with the Ordre. Another learner's or another pharmacy's id is a 404;
 * a decision on a declaration already decided (or its withdrawal) is a 409.
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.strictObject({ id });
const day = z.iso.date();
const notFuture = (value: string) => value <= todayInParis(new Date());
const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const DECLARATION_TITLE_MAX = 200;
export const REFUSAL_REASON_MAX = 500;

/** The form's fields beside the `file` part; `tags` repeated once per tag chosen (among the declarable ones). */
export const declarationFields = z.strictObject({
  title: text(DECLARATION_TITLE_MAX),
  provider: text(DECLARATION_TITLE_MAX),
  completedOn: z.string().min(1, 'validation.required').pipe(day.refine(notFuture, 'compliance.declarations.errors.future')),
  tags: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(ACTION_TAGS)).min(1, 'compliance.declarations.errors.tags')),
});

/** A declared action as its author sees it: what they declared, the proof, and the decision once taken. */
export const declarationSchema = z.object({
  id: z.number(),
  title: z.string(),
  provider: z.string(),
  completedOn: day,
  tags: z.array(z.enum(ACTION_TAGS)),
  proofName: z.string(),
  proofType: z.enum(PROOF_TYPES),
  proofSize: z.number(),
  status: z.enum(DECLARATION_STATUSES),
  /** Who decided (a name) and when; with the reason of a refusal. */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
});
export type DeclarationView = z.infer<typeof declarationSchema>;

/** A declaration awaiting a decision, with whose it is. */
export const declarationToVerifySchema = declarationSchema.extend({ learner: z.object({ id: z.number(), name: z.string(), email: z.string() }) });
export type DeclarationToVerify = z.infer<typeof declarationToVerifySchema>;

/** The learner's declarations, newest completed first, with the tags they may declare and the proof's limit. */
export const listDeclarations = defineContract({
  method: 'GET',
  path: '/api/user/compliance/declarations',
  changesState: false,
  data: z.object({
    declarations: z.array(declarationSchema),
    /** Empty where no obligation applies (no rule set: the Spanish platforms), and declaring is then refused (404). */
    declarableTags: z.array(z.enum(ACTION_TAGS)),
    proofMaxBytes: z.number(),
    /** The registration date with the Ordre, null while unknown. */
    registeredOn: day.nullable(),
  }),
  errors: [401],
});

/** Multipart: the fields of `declarationFields` and one `file` part (422 beside the field at fault, 400 for a body cut short). */
export const declareAction = defineContract({
  method: 'POST',
  path: '/api/user/compliance/declarations',
  changesState: true,
  upload: true,
  body: z.instanceof(FormData),
  data: declarationSchema,
  errors: [401, 404],
  summary: `Declares an action done elsewhere with its proof (a PDF, PNG or JPEG up to ${PROOF_MAX_BYTES / 1024 / 1024} MB), pending until verified`,
});

/** Withdraws a declaration still pending (409 once decided). */
export const withdrawDeclaration = defineContract({
  method: 'DELETE',
  path: '/api/user/compliance/declarations/:id',
  changesState: true,
  params: idParams,
  data: z.object({ id: z.number() }),
  errors: [401, 404, 409],
});

export const getDeclarationProof = defineContract({
  method: 'GET',
  path: '/api/user/compliance/declarations/:id/proof',
  changesState: false,
  params: idParams,
  file: true,
  data: fileBytes,
  errors: [401, 404],
});

/** The registration date with the Ordre (null forgets it): a day not in the future. */
export const setOrdreRegistration = defineContract({
  method: 'PUT',
  path: '/api/user/compliance/registration',
  changesState: true,
  body: z.strictObject({ registeredOn: day.refine(notFuture, 'compliance.declarations.errors.registrationFuture').nullable() }),
  data: z.object({ registeredOn: day.nullable() }),
  errors: [401],
});

/** The decision: verified, or refused with the reason the learner will read. */
export const declarationDecision = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('verified') }),
  z.strictObject({ decision: z.literal('refused'), reason: text(REFUSAL_REASON_MAX) }),
]);
export type DeclarationDecision = z.infer<typeof declarationDecision>;

const toVerify = z.object({ declarations: z.array(declarationToVerifySchema) });

/** The pending declarations of the pharmacy's active learners (the owner or a referent of the account in use), oldest first. */
export const listTeamDeclarations = defineContract({
  method: 'GET',
  path: '/api/user/referent/compliance/declarations',
  changesState: false,
  data: toVerify,
  errors: [401, 403],
});

export const getTeamDeclarationProof = defineContract({
  method: 'GET',
  path: '/api/user/referent/compliance/declarations/:id/proof',
  changesState: false,
  params: idParams,
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
});

export const decideTeamDeclaration = defineContract({
  method: 'POST',
  path: '/api/user/referent/compliance/declarations/:id/decision',
  changesState: true,
  params: idParams,
  body: declarationDecision,
  data: declarationToVerifySchema,
  errors: [401, 403, 404, 409],
});

/** The pending declarations of the platform's users (an administrator), oldest first. */
export const listAdminDeclarations = defineContract({
  method: 'GET',
  path: '/api/admin/compliance/declarations',
  changesState: false,
  data: toVerify,
  errors: [401, 403],
});

export const getAdminDeclarationProof = defineContract({
  method: 'GET',
  path: '/api/admin/compliance/declarations/:id/proof',
  changesState: false,
  params: idParams,
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
});

export const decideAdminDeclaration = defineContract({
  method: 'POST',
  path: '/api/admin/compliance/declarations/:id/decision',
  changesState: true,
  params: idParams,
  body: declarationDecision,
  data: declarationToVerifySchema,
  errors: [401, 403, 404, 409],
});

/** Where a proof is opened, by whom: its author, the pharmacy or the back-office. */
export const proofUrl = (who: 'learner' | 'pharmacy' | 'admin', declarationId: number) =>
  `${API_PREFIX}${pathOf({ learner: getDeclarationProof, pharmacy: getTeamDeclarationProof, admin: getAdminDeclarationProof }[who], { id: declarationId })}`;
