// Booking (issue 12's seats, issue 18): three learners book at once the two seats of a fresh session of the demo's
// free webinar (no contract needed). Invariants: a learner holds at most one live booking (confirmed, waiting or
// offered) per session; the seats taken never exceed the capacity and equal the confirmed bookings; after the
// learners whose answer did not come retry, each holds exactly one booking: two confirmed, one waiting.
import { newLearner, signedIn, type FaultRun, type Flow, type Harness } from './harness.ts';

const FREE_WEBINAR = 'nouvelles-missions-pharmacien-2027';
const SEATS = 2;
const LEARNERS = 3;

export default function bookingFlow(h: Harness): Flow {
  let course: { offerId: number; faceToFaceId: number };
  const tag = Date.now().toString(36);

  return {
    async setup() {
      const [row] = await h.query<{ offer_id: string; f2f_id: string }>(
        `select o.id as offer_id, f.id as f2f_id from training_offers o join platforms p on p.id = o.platform_id
         join face_to_faces f on f.training_id = o.training_id where p.code_name = 'demo' and o.slug = $1`,
        [FREE_WEBINAR],
      );
      if (!row) throw new Error(`no ${FREE_WEBINAR} on the demo platform`);
      course = { offerId: Number(row.offer_id), faceToFaceId: Number(row.f2f_id) };
    },

    async prepare(i) {
      const [session] = await h.query<{ id: string }>(
        `insert into face_to_face_sessions (face_to_face_id, name, marketing_city, start_date, start_time, end_time, max_participants)
         values ($1, $2, 'Webinaire', '2027-06-01', '12:30', '13:30', $3) returning id`,
        [course.faceToFaceId, `Fault ${tag} ${i}`, SEATS],
      );
      const sessionId = Number(session.id);
      const learners = await Promise.all(
        Array.from({ length: LEARNERS }, async (_, n) => {
          const learner = await newLearner(h, `booking-${tag}-${i}-${n}`);
          return { ...learner, browser: await signedIn(h.base, learner.email), acked: false };
        }),
      );
      const subscribe = (l: (typeof learners)[number]) =>
        l.browser.request('POST', `/back/api/course/subscribe/${course.offerId}`, { json: { sessions: [sessionId] } });

      const check = async (when: string, final: boolean) => {
        const [s] = await h.query<{ max: number; current: number; confirmed: number; waiting: number; live_per_user: number[] }>(
          `select f.max_participants as max, f.current_participants as current,
             (select count(*)::int from session_bookings where session_id = f.id and status = 'confirmed') as confirmed,
             (select count(*)::int from session_bookings where session_id = f.id and status in ('waiting', 'offered')) as waiting,
             array(select count(b.id)::int from unnest($2::bigint[]) with ordinality u(id, n) left join session_bookings b on b.user_id = u.id
                   and b.session_id = f.id and b.status in ('confirmed', 'waiting', 'offered') group by u.n order by u.n) as live_per_user
           from face_to_face_sessions f where f.id = $1`,
          [sessionId, learners.map((l) => l.userId)],
        );
        const at = `session ${sessionId} ${when}: ${JSON.stringify(s)}, acknowledged ${learners.filter((l) => l.acked).length}`;
        if (s.live_per_user.some((n) => n > 1)) h.fail('learner booked twice in a session', at);
        if (s.current > s.max) h.fail('seats taken beyond capacity', at);
        if (s.current !== s.confirmed) h.fail('seats taken differ from confirmed bookings', at);
        learners.forEach((l, n) => {
          if (l.acked && s.live_per_user[n] === 0) h.fail('acknowledged booking lost', at);
        });
        if (final && (s.live_per_user.some((n) => n !== 1) || s.confirmed !== SEATS || s.waiting !== LEARNERS - SEATS)) h.fail('bookings wrong at the end', at);
      };

      const run: FaultRun = {
        stage: 'none',
        async drive() {
          await Promise.all(
            learners.map(async (l) => {
              const res = await subscribe(l);
              if (res.status !== 200) throw new Error(`subscribe: ${res.status}`);
              l.acked = true;
              run.stage = `${learners.filter((x) => x.acked).length} booked`;
            }),
          );
        },
        crashed: () => check('after the fault', false),
        async retry() {
          // Whoever got no answer books again: already booked is a refusal (409) that changes nothing.
          for (const l of learners.filter((x) => !x.acked)) {
            const res = await subscribe(l);
            const reason = res.status === 409 ? ((await res.json()) as { data: { reason: string } }).data.reason : null;
            if (res.status !== 200 && reason !== 'alreadyBooked') h.fail('booking retry refused', `session ${sessionId}: ${res.status} ${reason}`);
          }
        },
        end: () => check('at the end', true),
      };
      return run;
    },
  };
}
