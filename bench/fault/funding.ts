// Funding files (issue 16's DPEC, issue 18): the demo pharmacy's owner opens a file for a new member of the team on a
// training the OPCO funds, then takes it through its states (submit, start, finance, sendReport, reimburse).
// Invariants: at most one file for the learner's training, none lost once acknowledged, its state never behind the
// last acknowledged action, its history a consistent chain (created first, each step leaving the state the previous
// one reached, the file's state the last one's). The owner retries as they would: the list tells whether the file
// exists (else it is opened again), the action in flight is sent again (a 409 when it had been taken), and the file
// is taken to its end: one file, reimbursed, six history lines.
import type { DpecFileView } from '@app/contracts/pharmacy/dpec';
import { newLearner, signedIn, type Browser, type FaultRun, type Flow, type Harness } from './harness.ts';

const OWNER = 'titulaire@demo.test';
const PHARMACY = 'DEMO-ETAB-0100';
const STEPS = ['submit', 'start', 'finance', 'sendReport', 'reimburse'] as const;
const STATES = ['created', 'submitted', 'in_progress', 'financed', 'report_sent', 'reimbursed'];
const DPEC = '/back/api/user/referent/dpec';

export default function fundingFlow(h: Harness): Flow {
  let offerId: number;
  const tag = Date.now().toString(36);

  return {
    async setup() {
      const [row] = await h.query<{ id: string }>(
        `select o.id from training_offers o join trainings t on t.id = o.training_id join platforms p on p.id = o.platform_id
         where p.code_name = 'demo' and o.is_published and not t.is_test and not t.obsolete and not t.outdated and not t.work_in_progress
           and 'OPCO' = any(o.fundings) and not 'DPC' = any(o.fundings) order by o.id limit 1`,
      );
      if (!row) throw new Error('no demo training the OPCO funds');
      offerId = Number(row.id);
    },

    async prepare(i) {
      const learner = await newLearner(h, `funding-${tag}-${i}`, { joins: PHARMACY, fn: 'Adjoint' });
      const owner = await signedIn(h.base, OWNER);
      const acked = { fileId: null as number | null, state: 'none' };
      let inFlight: string | null = null;

      const takeSteps = async (b: Browser, fileId: number, from: string, run: FaultRun) => {
        for (const action of STEPS.slice(STATES.indexOf(from))) {
          inFlight = action;
          const { state } = await b.call<{ state: string }>('POST', `${DPEC}/action`, { id: fileId, action, isSpanish: false });
          acked.state = state;
          inFlight = null;
          run.stage = action;
        }
      };

      const check = async (when: string, final: boolean) => {
        const files = await h.query<{ id: string; state: string }>(`select id, state from dpec_files where learner_id = $1 and offer_id = $2 order by id`, [learner.userId, offerId]);
        const at = `learner ${learner.userId} ${when}: acknowledged ${JSON.stringify(acked)}, files ${JSON.stringify(files)}`;
        if (files.length > 1) h.fail('funding file doubled', at);
        if (files.length === 0) {
          if (acked.fileId !== null || final) h.fail('acknowledged funding file lost', at);
          return;
        }
        const file = files[0];
        if (STATES.indexOf(file.state) < STATES.indexOf(acked.state)) h.fail('acknowledged action lost', at);
        const history = await h.query<{ action: string; from_state: string | null; to_state: string }>(
          `select action, from_state, to_state from dpec_file_events where file_id = $1 order by id`,
          [file.id],
        );
        const chained = history.every((e, n) => (n === 0 ? e.action === 'create' && e.from_state === null : e.from_state === history[n - 1].to_state && e.from_state !== e.to_state));
        if (!chained || history.at(-1)?.to_state !== file.state) h.fail('file history inconsistent', `${at}: ${JSON.stringify(history)}`);
        if (final && (file.state !== 'reimbursed' || history.length !== STATES.length)) h.fail('funding file not at its end', `${at}: ${history.length} history lines`);
      };

      const run: FaultRun = {
        stage: 'none',
        async drive() {
          const { id } = await owner.call<{ id: number }>('POST', `${DPEC}/add`, { apprenantId: learner.userId, trainingId: offerId });
          acked.fileId = id;
          acked.state = 'created';
          run.stage = 'add';
          await takeSteps(owner, id, 'created', run);
        },
        crashed: () => check('after the fault', false),
        async retry() {
          try {
            const b = await signedIn(h.base, OWNER);
            // The owner looks at the list: the file is there, or it is opened again.
            const listed = (await b.call<DpecFileView[]>('GET', DPEC)).find((f) => f.learner.id === learner.userId && f.training.id === offerId);
            const fileId = listed?.id ?? (await b.call<{ id: number }>('POST', `${DPEC}/add`, { apprenantId: learner.userId, trainingId: offerId })).id;
            // The action whose answer never came is sent again: taken already, it is refused and changes nothing.
            if (inFlight) {
              const again = await b.request('POST', `${DPEC}/action`, { json: { id: fileId, action: inFlight, isSpanish: false } });
              if (again.status !== 200 && again.status !== 409) h.fail('action retry failed', `file ${fileId}: ${again.status}`);
            }
            const { state } = await b.call<{ state: string }>('GET', `${DPEC}/${fileId}`);
            await takeSteps(b, fileId, state, { ...run });
          } catch (error) {
            h.fail('owner retry failed', String(error));
          }
        },
        end: () => check('at the end', true),
      };
      return run;
    },
  };
}
