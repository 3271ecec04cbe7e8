/** Blended (mixt) trainings: their e-learning and live parts, in the order the training sets (spec §3, §4; issue 12). */
import { isLiveModule } from '../catalogue/training-types.ts';

export type MixtPartKind = 'elearning' | 'live';
export type ModuleStatus = 'notStarted' | 'inProgress' | 'completed';

/**
 * The parts of a mixt training in order: the e-learning part then the live part, or the reverse when
 * `faceToFaceFirst`; each part keeps its modules in their own order. An empty part is left out.
 */
export function mixtParts<M extends { typeCode: number }>(modules: readonly M[], faceToFaceFirst: boolean): { kind: MixtPartKind; modules: M[] }[] {
  const live = modules.filter((m) => isLiveModule(m.typeCode));
  const elearning = modules.filter((m) => !isLiveModule(m.typeCode));
  const parts: { kind: MixtPartKind; modules: M[] }[] = faceToFaceFirst
    ? [{ kind: 'live', modules: live }, { kind: 'elearning', modules: elearning }]
    : [{ kind: 'elearning', modules: elearning }, { kind: 'live', modules: live }];
  return parts.filter((p) => p.modules.length > 0);
}

/** A learner's booking in a session of the live part, with what attendance says of it. */
export interface LiveBookingFacts {
  status: 'confirmed' | 'waiting' | 'offered' | 'cancelled' | 'expired';
  /** The session's last day (YYYY-MM-DD, Europe/Paris). */
  lastDay: string;
  /** Marked present by the trainer, or joined the virtual class from the platform, on some day. */
  attended: boolean;
  /** Marked absent by the trainer on every day marked, with no join. */
  markedAbsent: boolean;
}

/**
 * The live module's status, derived from the learner's bookings (decision, docs/decisions.md): completed once a
 * confirmed booking's session was attended, or its last day is past without being marked absent; in progress while a
 * seat is held (confirmed, or offered from the waiting list); not started otherwise (a place on the waiting list
 * holds no seat yet).
 */
export function liveModuleStatus(bookings: readonly LiveBookingFacts[], today: string): ModuleStatus {
  const confirmed = bookings.filter((b) => b.status === 'confirmed');
  if (confirmed.some((b) => b.attended || (b.lastDay < today && !b.markedAbsent))) return 'completed';
  if (bookings.some((b) => b.status === 'confirmed' || b.status === 'offered')) return 'inProgress';
  return 'notStarted';
}

/**
 * The modules of a mixt enrolment in the order of its parts, each with its status (a live module's from
 * `liveStatus`) and lock: a module opens once every module before it is completed, so a later part opens when the
 * earlier one is done. A live module's lock only says its part's turn has not come: booking a session stays open
 * at any time, so a seat can be reserved early.
 */
export function mixtFlow<M extends { typeCode: number; status: ModuleStatus; locked: boolean }>(
  modules: readonly M[],
  faceToFaceFirst: boolean,
  liveStatus: ModuleStatus,
): { parts: { kind: MixtPartKind; status: ModuleStatus; modules: M[] }[]; modules: M[] } {
  let open = true;
  const parts = mixtParts(modules, faceToFaceFirst).map(({ kind, modules: own }) => {
    const withState = own.map((m) => {
      const status = isLiveModule(m.typeCode) ? liveStatus : m.status;
      const next = { ...m, status, locked: !open };
      if (status !== 'completed') open = false;
      return next;
    });
    return { kind, status: partStatus(withState.map((m) => m.status)), modules: withState };
  });
  return { parts, modules: parts.flatMap((p) => p.modules) };
}

function partStatus(statuses: readonly ModuleStatus[]): ModuleStatus {
  if (statuses.every((s) => s === 'completed')) return 'completed';
  return statuses.some((s) => s !== 'notStarted') ? 'inProgress' : 'notStarted';
}
