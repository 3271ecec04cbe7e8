/**
 * Reminders before a continuing-education period ends (issue 19 part 3; docs/decisions.md "Issue 19 part 3 —
 * reminders"): an obligation not met is reminded at each milestone, in days before the period's last day.
 */
import type { ComplianceStatus } from './evaluate.ts';

/** A year, six months, three months and one month before the period's end. */
export const REMINDER_MILESTONES = [365, 180, 90, 30] as const;
export type ReminderMilestone = (typeof REMINDER_MILESTONES)[number];

/**
 * The milestone an obligation has reached, to remind once: the closest one not after `daysLeft` (a day the daily job
 * missed does not send the milestones passed meanwhile, only the latest); none once it is met or before the first.
 */
export function reminderMilestone(obligation: { status: ComplianceStatus; daysLeft: number }): ReminderMilestone | null {
  if (obligation.status === 'met' || obligation.daysLeft < 1) return null;
  return [...REMINDER_MILESTONES].reverse().find((m) => obligation.daysLeft <= m) ?? null;
}
