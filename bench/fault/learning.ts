// Learning progress (issue 18): a learner enrolled in a SCORM training launches its first module and, step by step,
// the runtime commits its location (the last step completes the module) and the learning view sends a heartbeat.
// The module's previous heartbeat is set 20 s back when the run is prepared, so heartbeats credit real seconds.
// Invariants: every commit and heartbeat the server acknowledged (2xx) is in the database after the fault (the saved
// location never goes back, their tracking events are there); the time credited never exceeds the time that passed
// since that previous heartbeat (never credited twice) and equals the heartbeat events' seconds; the learner's
// tracking chain verifies (verifyTracking). The learner then resumes from the saved location to the end.
import { verifyTracking } from '@app/api/modules/learning/verify-tracking';
import { newLearner, retried, signedIn, type Browser, type FaultRun, type Flow, type Harness } from './harness.ts';

const STEPS = 4;

export default function learningFlow(h: Harness): Flow {
  let training: { trainingId: number; offerId: number; moduleId: number };
  const tag = Date.now().toString(36);

  return {
    async setup() {
      const [row] = await h.query<{ training_id: string; offer_id: string; module_id: string }>(
        `select o.training_id, o.id as offer_id, m.id as module_id
         from training_offers o join platforms p on p.id = o.platform_id
         join lateral (select id from training_modules where training_id = o.training_id order by position, id limit 1) m on true
         join module_contents c on c.module_id = m.id and c.kind = 'scorm' and c.scorm_version = '1.2'
         where p.code_name = 'demo' order by o.id limit 1`,
      );
      if (!row) throw new Error('no demo training opening on a SCORM 1.2 module');
      training = { trainingId: Number(row.training_id), offerId: Number(row.offer_id), moduleId: Number(row.module_id) };
    },

    async prepare(i) {
      const learner = await newLearner(h, `learning-${tag}-${i}`, { account: 'individual' });
      const [enrolment] = await h.query<{ id: string }>(
        `insert into enrolments (platform_id, user_id, account_id, training_id, offer_id) values ($1, $2, $3, $4, $5) returning id`,
        [learner.platformId, learner.userId, learner.accountId, training.trainingId, training.offerId],
      );
      const enrolmentId = Number(enrolment.id);
      const [{ since }] = await h.query<{ since: Date }>(
        `insert into module_progress (enrolment_id, module_id, last_heartbeat_at) values ($1, $2, now() - interval '20 seconds') returning last_heartbeat_at as since`,
        [enrolmentId, training.moduleId],
      );
      const b = await signedIn(h.base, learner.email);
      const acked = { commits: 0, heartbeats: 0 };
      const flowUrl = `/back/api/course/currentFlow/${enrolmentId}`;

      const step = async (browser: Browser, k: number, run: FaultRun) => {
        const cmi: Record<string, string> = { 'cmi.core.lesson_location': `page-${k}`, 'cmi.suspend_data': `step=${k}` };
        if (k === STEPS) cmi['cmi.core.lesson_status'] = 'completed';
        await browser.call('POST', flowUrl, { moduleId: training.moduleId, cmi, sessionEnded: k === STEPS });
        acked.commits = Math.max(acked.commits, k);
        run.stage = `commit ${k}`;
        await browser.call('POST', '/back/api/user/tracking/heartbeat', { courseTrackingId: enrolmentId, moduleId: training.moduleId });
        acked.heartbeats++;
        run.stage = `heartbeat ${k}`;
      };

      /** Checks what the acknowledged calls left in the database; answers the saved step. */
      const check = async (when: string): Promise<number> => {
        const [s] = await h.query<{ location: string | null; status: string; module_seconds: number; enrolment_seconds: number; commits: number; heartbeats: number; heartbeat_seconds: number; elapsed: number }>(
          `select p.cmi->>'cmi.core.lesson_location' as location, p.status, p.seconds_spent as module_seconds, e.seconds_spent as enrolment_seconds,
             (select count(*)::int from tracking_events where enrolment_id = e.id and kind = 'commit') as commits,
             (select count(*)::int from tracking_events where enrolment_id = e.id and kind = 'heartbeat') as heartbeats,
             (select coalesce(sum(seconds), 0)::int from tracking_events where enrolment_id = e.id and kind = 'heartbeat') as heartbeat_seconds,
             floor(extract(epoch from now() - $2::timestamptz))::int as elapsed
           from enrolments e join module_progress p on p.enrolment_id = e.id and p.module_id = $3 where e.id = $1`,
          [enrolmentId, since, training.moduleId],
        );
        const saved = Number(s.location?.replace('page-', '') ?? 0);
        const at = `enrolment ${enrolmentId} ${when}: acknowledged ${JSON.stringify(acked)}, ${JSON.stringify(s)}`;
        if (saved < acked.commits) h.fail('acknowledged commit lost (progress went back)', at);
        if (s.commits < acked.commits) h.fail('acknowledged commit missing from the tracking chain', at);
        if (s.heartbeats < acked.heartbeats) h.fail('acknowledged heartbeat lost', at);
        if (s.enrolment_seconds > s.elapsed) h.fail('heartbeat time credited twice (more than the time sent)', at);
        if (s.enrolment_seconds !== s.heartbeat_seconds || s.module_seconds !== s.heartbeat_seconds) h.fail('credited time and heartbeat events disagree', at);
        const { broken } = await retried(() => verifyTracking(h.db, learner.userId));
        if (broken.length > 0) h.fail('tracking chain broken', `${at}: ${JSON.stringify(broken)}`);
        return saved;
      };

      const run: FaultRun = {
        stage: 'none',
        async drive() {
          await b.call('GET', `${flowUrl}?moduleId=${training.moduleId}`);
          run.stage = 'launched';
          for (let k = 1; k <= STEPS; k++) await step(b, k, run);
        },
        async crashed() {
          await check('after the fault');
        },
        async retry() {
          // The learner opens the module again: the player resumes from the saved location.
          const launch = await b.call<{ cmi: Record<string, string> }>('GET', `${flowUrl}?moduleId=${training.moduleId}`);
          const from = Number(launch.cmi['cmi.core.lesson_location']?.replace('page-', '') ?? 0);
          const resumed: FaultRun = { ...run };
          try {
            for (let k = from + 1; k <= STEPS; k++) await step(b, k, resumed);
          } catch (error) {
            h.fail('learner retry failed', String(error));
          }
        },
        async end() {
          const saved = await check('at the end');
          const [p] = await h.query<{ status: string }>(`select status from module_progress where enrolment_id = $1 and module_id = $2`, [enrolmentId, training.moduleId]);
          if (saved !== STEPS || p.status !== 'completed') h.fail('progress incomplete at the end', `enrolment ${enrolmentId}: page ${saved}, ${p.status}`);
        },
      };
      return run;
    },
  };
}
