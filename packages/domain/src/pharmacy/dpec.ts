/**
 * Funding files ("DPEC", demandes de prise en charge; issue 16 parts 2 and 3): the state machine a file follows from
 * its creation to its reimbursement, and the funder suggested for a learner's training (docs/decisions.md "Funding
 * files (DPEC)").
 *
 *   created ─submit→ submitted ─start→ in_progress ─finance→ financed ─sendReport→ report_sent ─reimburse→ reimbursed
 *   submitted, in_progress ─refuse→ refused;  created, submitted, in_progress ─cancel→ cancelled
 *
 * Every transition is a named action with its rule; an action not allowed from the file's state is refused with the
 * reason and changes nothing. Once financed a file can no longer be cancelled or refused: the funder has committed.
 */
import type { Funding } from '../catalogue/fundings.ts';
import { FUNDING_FUNCTIONS } from '../shop/cart.ts';
import { USER_FUNCTIONS, type UserFunction } from '../identity/session-user.ts';

export const DPEC_STATES = ['created', 'submitted', 'in_progress', 'financed', 'report_sent', 'reimbursed', 'refused', 'cancelled'] as const;
export type DpecState = (typeof DPEC_STATES)[number];

export const DPEC_ACTIONS = ['submit', 'start', 'finance', 'sendReport', 'reimburse', 'refuse', 'cancel'] as const;
export type DpecAction = (typeof DPEC_ACTIONS)[number];

/** Each action: the states it may leave and the state it leads to. */
export const DPEC_TRANSITIONS: Record<DpecAction, { from: readonly DpecState[]; to: DpecState }> = {
  /** The file is sent to the funder (a DPC file names its ANDPC session first). */
  submit: { from: ['created'], to: 'submitted' },
  /** The funder acknowledged the file and the training is under way. */
  start: { from: ['submitted'], to: 'in_progress' },
  /** The funder agreed to pay. */
  finance: { from: ['in_progress'], to: 'financed' },
  /** The end-of-training report (the evidence the funder asks for) was sent. */
  sendReport: { from: ['financed'], to: 'report_sent' },
  /** The funder paid: the file is closed. */
  reimburse: { from: ['report_sent'], to: 'reimbursed' },
  /** The funder turned the file down. */
  refuse: { from: ['submitted', 'in_progress'], to: 'refused' },
  /** The pharmacy withdrew the file before any financing. */
  cancel: { from: ['created', 'submitted', 'in_progress'], to: 'cancelled' },
};

/** States a file can no longer leave. */
export const DPEC_FINAL_STATES: readonly DpecState[] = ['reimbursed', 'refused', 'cancelled'];

/** The session of a file may still change until the funder starts handling it. */
export const DPEC_SESSION_EDITABLE_STATES: readonly DpecState[] = ['created', 'submitted'];

/** Why an action or a change is refused (`pharmacy.dpec.refusals.*` messages). */
export const DPEC_REFUSALS = ['notAllowedFromState', 'sessionRequired', 'sessionLocked', 'sessionNotForFunder'] as const;
export type DpecRefusal = (typeof DPEC_REFUSALS)[number];

export interface DpecFileFacts {
  state: DpecState;
  funder: Funding;
  hasSession: boolean;
}

export type DpecDecision = { ok: true; to: DpecState } | { ok: false; reason: DpecRefusal };

/** Whether an action may be taken on a file now, and the state it leads to. */
export function decideDpecAction(file: DpecFileFacts, action: DpecAction): DpecDecision {
  const transition = DPEC_TRANSITIONS[action];
  if (!transition.from.includes(file.state)) return { ok: false, reason: 'notAllowedFromState' };
  // The ANDPC registers a learner in one of the programme's sessions: a DPC file is sent with it.
  if (action === 'submit' && funderNeedsSession(file.funder) && !file.hasSession) return { ok: false, reason: 'sessionRequired' };
  return { ok: true, to: transition.to };
}

/** The actions a file offers from its state (its buttons), in the order of the file's life. */
export function allowedDpecActions(file: DpecFileFacts): DpecAction[] {
  return DPEC_ACTIONS.filter((action) => decideDpecAction(file, action).ok);
}

/** Only DPC files name a session: the ANDPC's session of the programme (the other funders pay a training as a whole). */
export function funderNeedsSession(funder: Funding): boolean {
  return funder === 'DPC';
}

/** Whether a file's session may be set or changed now. */
export function decideDpecSession(file: Pick<DpecFileFacts, 'state' | 'funder'>): { ok: true } | { ok: false; reason: DpecRefusal } {
  if (!funderNeedsSession(file.funder)) return { ok: false, reason: 'sessionNotForFunder' };
  if (!DPEC_SESSION_EDITABLE_STATES.includes(file.state)) return { ok: false, reason: 'sessionLocked' };
  return { ok: true };
}

/** What each funder asks for (`pharmacy.dpec.documents.*` labels). */
export const DPEC_DOCUMENTS = {
  DPC: ['andpcRegistration', 'attendance', 'timeSpent', 'quizResults', 'attestation'],
  FIFPL: ['fundingRequest', 'trainingAgreement', 'invoice', 'paymentProof', 'attestation'],
  OPCO: ['fundingRequest', 'trainingAgreement', 'attendance', 'invoice', 'attestation'],
  FUNDAE: ['groupStartNotice', 'participants', 'attendance', 'costs', 'groupEndNotice'],
} as const satisfies Record<Funding, readonly string[]>;
export type DpecDocument = (typeof DPEC_DOCUMENTS)[Funding][number];

/** Funders in the order they are suggested: the one that pays the training organisation directly first. */
const FUNDER_PREFERENCE: readonly Funding[] = ['DPC', 'FIFPL', 'OPCO', 'FUNDAE'];

/** Why a funder is suggested, or why none is (`pharmacy.dpec.reasons.*` messages). */
export const DPEC_FUNDER_REASONS = ['dpcProgramme', 'selfEmployed', 'employee', 'spain', 'noFunderForFunction', 'noFunding'] as const;
export type DpecFunderReason = (typeof DPEC_FUNDER_REASONS)[number];

const REASON_OF: Record<Funding, DpecFunderReason> = { DPC: 'dpcProgramme', FIFPL: 'selfEmployed', OPCO: 'employee', FUNDAE: 'spain' };

export interface FunderSuggestion {
  /** The suggested funder, null when none funds this learner for this training. */
  funder: Funding | null;
  reason: DpecFunderReason;
  /** Every funder that may take the file, suggested one first. */
  candidates: Funding[];
}

/**
 * The funders that may take a learner's training: those among the training's fundings that pay for the learner's
 * function (FUNDING_FUNCTIONS). A learner whose function is unknown may only take the funders of every function.
 */
export function dpecFunders(offerFundings: readonly string[], learnerFunction: UserFunction | null): Funding[] {
  return FUNDER_PREFERENCE.filter((f) => {
    if (!offerFundings.includes(f)) return false;
    const paidFor = FUNDING_FUNCTIONS[f];
    return learnerFunction ? paidFor.includes(learnerFunction) : USER_FUNCTIONS.every((fn) => paidFor.includes(fn));
  });
}

/**
 * The funder suggested for a learner's training, and why: ANDPC for a DPC programme, else FIF-PL for a self-employed
 * pharmacist, OPCO for an employee, FUNDAE in Spain (issue 16 part 3).
 */
export function suggestDpecFunder(offerFundings: readonly string[], learnerFunction: UserFunction | null): FunderSuggestion {
  const candidates = dpecFunders(offerFundings, learnerFunction);
  const [funder] = candidates;
  if (funder) return { funder, reason: REASON_OF[funder], candidates };
  const anyFunding = FUNDER_PREFERENCE.some((f) => offerFundings.includes(f));
  return { funder: null, reason: anyFunding ? 'noFunderForFunction' : 'noFunding', candidates };
}

/** The reason a chosen funder is right for the file (shown beside it). */
export function dpecFunderReason(funder: Funding): DpecFunderReason {
  return REASON_OF[funder];
}

/**
 * The DPEC section's pages (spec §2) and the files each shows: the files under way (refused and cancelled ones closed
 * there too), then those financed, with their report sent, reimbursed.
 */
export const DPEC_PAGES = {
  'en-cours': ['created', 'submitted', 'in_progress', 'refused', 'cancelled'],
  financement: ['financed'],
  rapport: ['report_sent'],
  remboursement: ['reimbursed'],
} as const satisfies Record<string, readonly DpecState[]>;
export type DpecPage = keyof typeof DPEC_PAGES;

/** The page a file is listed on. */
export function dpecPageOf(state: DpecState): DpecPage {
  return (Object.keys(DPEC_PAGES) as DpecPage[]).find((page) => (DPEC_PAGES[page] as readonly DpecState[]).includes(state))!;
}
