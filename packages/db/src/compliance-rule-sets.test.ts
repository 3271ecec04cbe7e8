import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FRENCH_RULE_SETS, ruleSetSchema } from '@app/domain/compliance/rule-sets';
import { createDb } from './client.ts';
import { migrateDb } from './migrate.ts';
import { complianceRuleSets } from './schema/compliance-rule-sets.ts';

describe('the continuing-education rule sets as stored', () => {
  it('are the domain’s French rules, each version a row whose definition reads back whole', async () => {
    const handle = await createDb({});
    try {
      await migrateDb(handle);
      const rows = await handle.db.select().from(complianceRuleSets).orderBy(asc(complianceRuleSets.id));
      expect(rows.map((r) => ruleSetSchema.parse(r.definition))).toEqual(FRENCH_RULE_SETS);
      expect(rows.map((r) => [r.code, r.version, r.country])).toEqual(FRENCH_RULE_SETS.map((r) => [r.code, r.version, r.country]));
    } finally {
      await handle.close();
    }
  });
});
