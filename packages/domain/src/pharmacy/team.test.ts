import { describe, expect, it } from 'vitest';
import { canToggleMember } from './team.ts';

describe('switching a team member', () => {
  it('is open for learners and referents, never for oneself nor the owner', () => {
    expect(canToggleMember({ userId: 2, role: 'learner' }, 1)).toBe(true);
    expect(canToggleMember({ userId: 2, role: 'referent' }, 1)).toBe(true);
    expect(canToggleMember({ userId: 1, role: 'learner' }, 1)).toBe(false);
    expect(canToggleMember({ userId: 2, role: 'owner' }, 1)).toBe(false);
  });
});
