import { describe, expect, it } from 'vitest';
import { summariseEvidence, type EvidenceFacts } from './evidence-pack.ts';

const complete: EvidenceFacts = {
  enrolment: { status: 'completed' },
  attendance: [
    { date: '2026-03-02', session: 'Paris', present: true, joined: false },
    { date: '2026-03-03', session: 'Paris', present: null, joined: true },
  ],
  trackedSeconds: 5400,
  chain: { events: 12, broken: null },
  scores: [{ score: 80 }, { score: 65 }],
  hasAttestation: true,
};

describe('the evidence pack of a funding file', () => {
  it('is complete when the learner finished, attended, was tracked on a chain that verifies, answered and got the attestation', () => {
    expect(summariseEvidence(complete)).toEqual({
      trackedSeconds: 5400,
      timeVerified: true,
      attendance: { days: 2, present: 2, absent: 0, unmarked: 0 },
      meanScore: 72.5,
      gaps: [],
      complete: true,
    });
  });

  it('says the tracked time is not verified when the chain breaks anywhere', () => {
    const summary = summariseEvidence({ ...complete, chain: { events: 12, broken: { eventId: 7, problem: 'hashMismatch' } } });
    expect(summary).toMatchObject({ timeVerified: false, gaps: ['chainBroken'], complete: false });
  });

  it('counts an absence and a day neither marked nor joined, and a training without dated session has no attendance to give', () => {
    const days = [
      { date: '2026-03-02', session: 'Paris', present: false, joined: true },
      { date: '2026-03-03', session: 'Paris', present: null, joined: false },
    ];
    expect(summariseEvidence({ ...complete, attendance: days })).toMatchObject({ attendance: { days: 2, present: 0, absent: 1, unmarked: 1 }, gaps: ['absent', 'attendanceUnmarked'] });
    expect(summariseEvidence({ ...complete, attendance: [] })).toMatchObject({ attendance: { days: 0, present: 0, absent: 0, unmarked: 0 }, complete: true });
  });

  it('lists what a learner who never enrolled leaves missing, without counting a score or time they could not have', () => {
    const summary = summariseEvidence({ enrolment: null, attendance: [], trackedSeconds: 0, chain: { events: 0, broken: null }, scores: [], hasAttestation: false });
    expect(summary).toMatchObject({ meanScore: null, gaps: ['notEnrolled', 'noAttestation'], complete: false });
  });

  it('asks for a quiz of the training still unanswered when others were', () => {
    expect(summariseEvidence({ ...complete, scores: [{ score: 80 }, { score: null }] })).toMatchObject({ meanScore: 80, gaps: ['unansweredQuiz'] });
  });

  it('lists an unfinished enrolment with no tracked time and no score', () => {
    const summary = summariseEvidence({ ...complete, enrolment: { status: 'active' }, trackedSeconds: 0, scores: [{ score: null }], hasAttestation: false });
    expect(summary.gaps).toEqual(['notCompleted', 'noTrackedTime', 'noScore', 'noAttestation']);
  });
});
