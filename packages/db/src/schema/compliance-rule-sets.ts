import type { RuleSet } from '@app/domain/compliance/rule-sets';
import { bigint, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The continuing-education obligations as data (issue 19 part 1): one row per version of a rule set, written by a
 * migration with its legal source, never changed (a new version is a new row). `definition` is the whole rule set as
 * `ruleSetSchema` reads it; the columns beside it are for looking it up.
 */
export const complianceRuleSets = pgTable(
  'compliance_rule_sets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    version: integer('version').notNull(),
    country: text('country').$type<RuleSet['country']>().notNull(),
    definition: jsonb('definition').$type<RuleSet>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('compliance_rule_sets_code_version_uq').on(t.code, t.version)],
);
