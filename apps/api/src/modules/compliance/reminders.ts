import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { complianceReminders } from '@app/db/schema/compliance-reminders';
import { platformDomains } from '@app/db/schema/platform-domains';
import { platforms } from '@app/db/schema/platforms';
import { users } from '@app/db/schema/users';
import { evaluateCompliance } from '@app/domain/compliance/evaluate';
import { reminderMilestone } from '@app/domain/compliance/reminders';
import type { RuleSet } from '@app/domain/compliance/rule-sets';
import { todayInParis } from '@app/domain/identity/session-user';
import { defaultLocaleOf, langOf, TIME_ZONE } from '@app/domain/platform/locales';
import { mainHostIn } from '@app/domain/platform/platform-hosts';
import { buildPath } from '@app/domain/platform/routes';
import type { JobQueue } from '../../jobs/queue.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { notify } from '../../realtime/notify.ts';
import { actionsOf, learnerActions, ruleSetsOf } from './compliance-actions.ts';
import { complianceCountry } from './load-compliance.ts';
import './reminder-messages.ts';

export interface ReminderDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  broadcaster: Broadcaster;
}

const REMINDER_JOB = 'compliance-reminders';

/** Learners evaluated per batch: one statement reads the completed trainings of the whole batch. */
const BATCH = 500;

/**
 * The daily reminders of continuing-education obligations (issue 19 part 3; docs/decisions.md "Issue 19 part 3 —
 * reminders"): on each platform whose country has rule sets, its pharmacists (users with a function) are evaluated
 * per batch as their card evaluates them, and each obligation not met that reached a milestone (`reminderMilestone`)
 * is reminded by e-mail and notification in the platform's language. The milestone is written first, with its unique
 * key, so that it is sent at most once per learner, obligation and period even when the job runs twice. Answers how
 * many reminders were sent.
 */
export async function sendComplianceReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const today = todayInParis(now);
  let sent = 0;
  const rulesOf = new Map<RuleSet['country'], RuleSet[]>();
  for (const platform of await db.select().from(platforms).orderBy(asc(platforms.id))) {
    const lang = langOf(platform.defaultLocale);
    const country = complianceCountry(platform);
    if (!rulesOf.has(country)) rulesOf.set(country, await ruleSetsOf(db, country));
    const ruleSets = rulesOf.get(country)!;
    if (ruleSets.length === 0) continue;
    const hosts = await db.select({ host: platformDomains.host, locale: platformDomains.locale }).from(platformDomains).where(eq(platformDomains.platformId, platform.id));
    // A job has no request: the link is on the platform's main host in its language.
    const link = `https://${mainHostIn(hosts, lang) ?? hosts[0]?.host ?? ''}${buildPath('profile-index', lang)}`;
    for (let after = 0; ; ) {
      const batch = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.platformId, platform.id), isNotNull(users.function), gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(BATCH);
      if (batch.length === 0) break;
      after = batch.at(-1)!.id;
      const actions = await learnerActions(db, ruleSets, platform.id, batch.map((u) => u.id));
      const due = batch.flatMap((user) => {
        const { actions: theirs, registeredOn } = actionsOf(actions, user.id);
        return evaluateCompliance(ruleSets, theirs, today, registeredOn).flatMap((result) => {
          const milestone = reminderMilestone(result);
          return milestone === null ? [] : [{ user, result, milestone }];
        });
      });
      if (due.length === 0) continue;
      const written = await db
        .insert(complianceReminders)
        .values(due.map(({ user, result, milestone }) => ({ userId: user.id, code: result.code, periodEnd: result.period.end, milestone })))
        .onConflictDoNothing()
        .returning({ userId: complianceReminders.userId, code: complianceReminders.code });
      const fresh = new Set(written.map((w) => `${w.userId} ${w.code}`));
      for (const { user, result, milestone } of due.filter((d) => fresh.has(`${d.user.id} ${d.result.code}`))) {
        const day = (date: string) => new Intl.DateTimeFormat(defaultLocaleOf(lang), { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(`${date}T12:00:00Z`));
        const params = {
          firstName: user.firstName,
          obligation: translate(lang, `mail.compliance.obligation.${result.obligation}`),
          start: day(result.period.start),
          end: day(result.period.end),
          days: String(result.daysLeft),
          link,
          platform: platform.name,
        };
        await deps.mailer.send({ platformId: platform.id, to: user.email, subject: translate(lang, 'mail.compliance.reminder.subject', params), text: translate(lang, 'mail.compliance.reminder.text', params) });
        await notify(db, { userId: user.id, platformId: platform.id }, { kind: 'complianceDue', obligation: result.obligation, periodEnd: result.period.end, milestone }, deps.broadcaster);
        sent += 1;
      }
    }
  }
  return sent;
}

/** Registers the daily reminders on this process's queue (run once across instances), early in the morning in Paris. */
export async function workComplianceReminders(deps: ReminderDeps): Promise<void> {
  await deps.jobs.work(REMINDER_JOB, async () => {
    await sendComplianceReminders(deps);
  });
  await deps.jobs.schedule(REMINDER_JOB, '17 5 * * *');
}

