/** Moving an activity of a collective plan on its timeline (issue 16 part 1): by months or by days, local Paris days. */

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A local day moved by whole months (the day of month kept, or the month's last day when shorter) and then by days. */
export function shiftDay(day: string, by: { months?: number; days?: number }): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + (by.months ?? 0), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return dayOf(target.getTime() + (by.days ?? 0) * DAY_MS);
}

export interface ActivityDays {
  startDate: string;
  finishDate: string;
}

/** The activity moved as a whole: its start by the step, its finish after it by the same number of days as before. */
export function moveActivity(activity: ActivityDays, by: { months?: number; days?: number }): ActivityDays {
  const startDate = shiftDay(activity.startDate, by);
  return { startDate, finishDate: dayOf(utc(startDate) + (utc(activity.finishDate) - utc(activity.startDate))) };
}

/** True when the activity lies within the plan's own days (the API refuses it otherwise). */
export function withinPlan(activity: ActivityDays, plan: { startDate: string; endDate: string }): boolean {
  return activity.startDate >= plan.startDate && activity.finishDate <= plan.endDate && activity.finishDate >= activity.startDate;
}
