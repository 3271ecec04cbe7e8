/**
 * The evidence pack of a funding file (issue 16 part 4): what the PDF sent to the funder states, from the facts the
 * platform recorded for the learner's enrolment in the file's training — attendance per session date, the time really
 * spent with the tracking chain's verification, quiz scores and the attestation — and what is still missing before the
 * funder can be sent a complete pack (docs/decisions.md "Funding files (DPEC)").
 */

/** The learner's attendance on one day of a booked session: `present` as marked by the trainer (null: not marked). */
export interface AttendanceFact {
  date: string;
  session: string;
  present: boolean | null;
  /** The learner joined the virtual class from the platform that day. */
  joined: boolean;
}

/** Where a learner's tracking chain breaks (the first event that fails), or null when every event verifies. */
export interface ChainFact {
  events: number;
  broken: { eventId: number; problem: 'hashMismatch' | 'brokenLink' } | null;
}

export interface EvidenceFacts {
  /** The learner's enrolment in the file's training under the pharmacy's account; null when they never enrolled. */
  enrolment: { status: 'active' | 'completed' | 'unsubscribed' } | null;
  attendance: readonly AttendanceFact[];
  /** The seconds credited by the enrolment's tracking events. */
  trackedSeconds: number;
  chain: ChainFact;
  /** Scores in percent (knowledge checks out of 10 are given ×10 by the caller); null when not answered. */
  scores: readonly { score: number | null }[];
  hasAttestation: boolean;
}

/** What the funder will find missing or doubtful, in the order the pack lists them (`pharmacy.dpec.evidence.gaps.*`). */
export const EVIDENCE_GAPS = ['notEnrolled', 'notCompleted', 'noTrackedTime', 'chainBroken', 'absent', 'attendanceUnmarked', 'noScore', 'unansweredQuiz', 'noAttestation'] as const;
export type EvidenceGap = (typeof EVIDENCE_GAPS)[number];

export interface EvidenceSummary {
  trackedSeconds: number;
  /** The tracked time verifies when the learner's whole chain does (a break anywhere makes every total doubtful). */
  timeVerified: boolean;
  attendance: { days: number; present: number; absent: number; unmarked: number };
  /** The mean of the answered scores, one decimal; null when none was answered. */
  meanScore: number | null;
  gaps: EvidenceGap[];
  /** Nothing missing: the pack can go to the funder as it is. */
  complete: boolean;
}

/** A day counts as attended when the trainer marked the learner present, or, unmarked, when they joined the class. */
const attended = (day: AttendanceFact) => day.present === true || (day.present === null && day.joined);

export function summariseEvidence(facts: EvidenceFacts): EvidenceSummary {
  const present = facts.attendance.filter(attended).length;
  const absent = facts.attendance.filter((d) => d.present === false).length;
  const unmarked = facts.attendance.filter((d) => d.present === null && !d.joined).length;
  const answered = facts.scores.flatMap((s) => (s.score === null ? [] : [s.score]));
  const meanScore = answered.length ? Math.round((answered.reduce((a, b) => a + b, 0) / answered.length) * 10) / 10 : null;
  const timeVerified = facts.chain.broken === null;
  const missing: Record<EvidenceGap, boolean> = {
    notEnrolled: facts.enrolment === null,
    notCompleted: facts.enrolment !== null && facts.enrolment.status !== 'completed',
    noTrackedTime: facts.enrolment !== null && facts.trackedSeconds === 0,
    chainBroken: !timeVerified,
    absent: absent > 0,
    attendanceUnmarked: unmarked > 0,
    noScore: facts.enrolment !== null && answered.length === 0,
    // Some answered, some not: a quiz of the training is still to be taken.
    unansweredQuiz: answered.length > 0 && answered.length < facts.scores.length,
    noAttestation: !facts.hasAttestation,
  };
  const gaps = EVIDENCE_GAPS.filter((gap) => missing[gap]);
  return { trackedSeconds: facts.trackedSeconds, timeVerified, attendance: { days: facts.attendance.length, present, absent, unmarked }, meanScore, gaps, complete: gaps.length === 0 };
}
