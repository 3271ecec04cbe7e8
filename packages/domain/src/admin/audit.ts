/**
 * The back-office's audit log (issue 17 part 10): every change an administrator makes is recorded with who, when, on
 * which platform, what, and the state before and after. The actions are named here, once; each later part adds its own.
 */
export const AUDIT_ACTIONS = [
  'maintenance.set',
  'redirectRule.create',
  'redirectRule.update',
  'redirectRule.delete',
  'faceToFace.session.create',
  'faceToFace.session.update',
  'faceToFace.session.cancel',
  'faceToFace.session.attendance',
  'cheque.record',
  'creditNote.issue',
  'faq.section.save',
  'faq.section.delete',
  'faq.question.save',
  'faq.question.delete',
  'faq.order',
  'billboard.save',
  'billboard.order',
  'catalogPdf.set',
  'loginImage.set',
  'customPage.save',
  'customPage.delete',
  'customPage.options',
  'complianceDeclaration.verify',
  'complianceDeclaration.refuse',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A recorded state: a flat or nested JSON object (null when the thing did not exist before, or no longer after). */
export type AuditState = { [key: string]: unknown } | null;

export interface AuditChange {
  /** The field's path, dot-separated for nested objects. */
  field: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two states, by field name (a stored state's keys come back in the database's order,
 * not the writer's): what the log shows for an entry. Nested objects are compared field by field; arrays and values as
 * a whole.
 */
export function auditChanges(before: AuditState, after: AuditState, prefix = ''): AuditChange[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].sort();
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const field = `${prefix}${key}`;
    const from = before?.[key];
    const to = after?.[key];
    if (isObject(from) && isObject(to)) {
      changes.push(...auditChanges(from, to, `${field}.`));
    } else if (JSON.stringify(from) !== JSON.stringify(to)) {
      changes.push({ field, before: from ?? null, after: to ?? null });
    }
  }
  return changes;
}
