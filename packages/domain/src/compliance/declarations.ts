/**
 * Actions done elsewhere that a pharmacist declares with a proof (issue 19 part 2): what they may be tagged with, the
 * proof file, and who may decide on them. A declared action counts once verified (`./evaluate.ts`).
 */
import { checkUploadedFile, type UploadCheck } from '../platform/file-signatures.ts';
import { ACTION_TAGS, type ActionTag, type RuleSet } from './rule-sets.ts';

export const DECLARATION_STATUSES = ['pending', 'verified', 'refused'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

/** The proof's limit, in bytes: a scanned attestation or a phone photo fits (docs/decisions.md). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** What a proof may be: a PDF or a picture, recognised by its first bytes, never by its name. */
export const PROOF_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];

/** The proof's type read from its bytes, or why it is refused: empty, too big, or not a PDF, PNG or JPEG. */
export function checkProof(bytes: Uint8Array): UploadCheck<ProofType> {
  return checkUploadedFile(bytes, { maxBytes: PROOF_MAX_BYTES, types: PROOF_TYPES });
}

/**
 * The tags a declared action may bring: those the rule sets ask for, in the order of ACTION_TAGS. An integrated
 * programme is declared as the kinds it combines (no rule asks for `integrated` itself).
 */
export function declarableTags(ruleSets: readonly RuleSet[]): ActionTag[] {
  const asked = new Set(ruleSets.flatMap((r) => r.paths.flatMap((p) => p.requirements.flatMap((q) => q.tags))));
  return ACTION_TAGS.filter((tag) => asked.has(tag));
}

/** A decision is taken once: only a pending declaration may be verified, refused or withdrawn. */
export const isUndecided = (status: DeclarationStatus) => status === 'pending';
