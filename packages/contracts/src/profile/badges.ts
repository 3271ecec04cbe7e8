import { z } from 'zod';
import { BADGE_IDS } from '@app/domain/profile/badges';
import { defineContract } from '../contract.ts';

/** A badge with its progress (@app/domain/profile/badges: the rules, docs/decisions.md "Badges"). */
export const badgeSchema = z.object({
  id: z.enum(BADGE_IDS),
  kind: z.enum(['firstTraining', 'dpcProgramme', 'points', 'streak']),
  target: z.number(),
  current: z.number(),
  /** ISO instant; null until earned. */
  earnedAt: z.string().nullable(),
});
export type BadgeView = z.infer<typeof badgeSchema>;

/** Spec §7 `GET /api/user/getBadges`: every badge of the signed-in learner, earned or with its progress. */
export const getBadges = defineContract({
  method: 'GET',
  path: '/api/user/getBadges',
  changesState: false,
  data: z.object({ badges: z.array(badgeSchema) }),
  errors: [401],
});
