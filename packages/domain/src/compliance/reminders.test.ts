import { describe, expect, it } from 'vitest';
import { reminderMilestone } from './reminders.ts';

describe('reminderMilestone', () => {
  it('is none before a year is left, then the closest milestone reached', () => {
    expect(reminderMilestone({ status: 'missing', daysLeft: 366 })).toBeNull();
    expect(reminderMilestone({ status: 'atRisk', daysLeft: 365 })).toBe(365);
    expect(reminderMilestone({ status: 'atRisk', daysLeft: 181 })).toBe(365);
    expect(reminderMilestone({ status: 'atRisk', daysLeft: 180 })).toBe(180);
    expect(reminderMilestone({ status: 'atRisk', daysLeft: 90 })).toBe(90);
    expect(reminderMilestone({ status: 'atRisk', daysLeft: 31 })).toBe(90);
    expect(reminderMilestone({ status: 'atRisk', daysLeft: 30 })).toBe(30);
    expect(reminderMilestone({ status: 'atRisk', daysLeft: 1 })).toBe(30);
  });

  it('is none for an obligation met, whatever is left', () => {
    expect(reminderMilestone({ status: 'met', daysLeft: 30 })).toBeNull();
    expect(reminderMilestone({ status: 'met', daysLeft: 200 })).toBeNull();
  });
});
