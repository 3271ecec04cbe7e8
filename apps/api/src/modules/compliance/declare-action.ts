import type { z } from 'zod';
import type { declarationFields, DeclarationView } from '@app/contracts/compliance/declarations';
import type { Db } from '@app/db/client';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { checkProof, declarableTags, PROOF_MAX_BYTES } from '@app/domain/compliance/declarations';
import type { RuleSet } from '@app/domain/compliance/rule-sets';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import { fileRefusal, type FileMessages, type UploadedForm } from '../../http/upload-form.ts';
import { declarationColumns, declarationView } from './declaration-view.ts';

export const PROOF_MESSAGES: FileMessages = {
  missing: 'compliance.declarations.errors.fileMissing',
  empty: 'compliance.declarations.errors.fileEmpty',
  type: 'compliance.declarations.errors.fileType',
  tooBig: 'compliance.declarations.errors.fileTooBig',
};

/**
 * `POST /api/user/compliance/declarations`: keeps an action the learner did elsewhere, pending until the owner, a
 * referent or an administrator verifies its proof. Where no rule set applies there is nothing to declare (404); a tag
 * the rule sets do not ask for is refused beside `tags`, a proof that is not a PDF, PNG or JPEG by its bytes or over
 * the limit beside `file` (422).
 */
export async function declareAction(
  db: Db,
  learner: { userId: number; platformId: number },
  ruleSets: readonly RuleSet[],
  lang: Lang,
  form: UploadedForm<z.output<typeof declarationFields>>,
): Promise<DeclarationView> {
  const allowed = declarableTags(ruleSets);
  if (allowed.length === 0) throw new AppError('NOT_FOUND', 'compliance.declarations.errors.noObligation');
  const { fields, file } = form;
  if (fields.tags.some((tag) => !allowed.includes(tag))) {
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { tags: [translate(lang, 'compliance.declarations.errors.tags')] } });
  }
  if (!file) throw fileRefusal(lang, PROOF_MESSAGES, 'missing', PROOF_MAX_BYTES);
  const checked = checkProof(file.bytes);
  if (!checked.ok) throw fileRefusal(lang, PROOF_MESSAGES, checked.problem, PROOF_MAX_BYTES);
  const [row] = await db
    .insert(complianceDeclarations)
    .values({
      platformId: learner.platformId,
      userId: learner.userId,
      title: fields.title,
      provider: fields.provider,
      completedOn: fields.completedOn,
      tags: [...new Set(fields.tags)],
      proofName: file.name.slice(0, 200),
      proofType: checked.type,
      proofSize: file.bytes.length,
      proof: file.bytes,
    })
    .returning(declarationColumns);
  return declarationView(row);
}
