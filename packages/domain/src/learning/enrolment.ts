/** May this learner enrol in this training? The rules of spec §4 (contract, shop context, read-only, functions). */
import { displayFunction, isContractInvalid, type ContractType, type UserFunction } from '../identity/session-user.ts';

/** Why an enrolment is refused; each reason has a translated explanation and what to do (`learning.refused.*`). */
export const ENROLMENT_REFUSALS = ['readOnly', 'contractInvalid', 'shopContext', 'functionNotAvailable', 'notOnSpace', 'cantStart', 'typeNotServed'] as const;
export type EnrolmentRefusal = (typeof ENROLMENT_REFUSALS)[number];

export interface EnrolmentLearner {
  contractType: ContractType | null;
  contractValidDate: string | null;
  function: UserFunction | null;
  isIndividualAccount: boolean;
}

export interface EnrolmentTraining {
  noContractRequired: boolean;
  free: boolean;
  /** Empty = every function may follow it. */
  availableFunctions: readonly string[];
  availableOnSpace: boolean;
  canStart: boolean;
}

export type EnrolmentDecision = { allow: true } | { allow: false; reason: EnrolmentRefusal };

/**
 * Decides an enrolment (spec §4). Read-only accounts never enrol. A shop contract buys trainings in the shop, so it
 * enrols only in free ones. A training with `NoContractRequired` or `free` needs no valid contract; any other needs
 * one (missing or passed valid date = invalid). `availableFunctions` restricts by the learner's displayed function
 * (an individual Adjoint counts as Pharmacien, spec §3). `today` is YYYY-MM-DD in Europe/Paris.
 */
export function decideEnrolment(learner: EnrolmentLearner, training: EnrolmentTraining, today: string): EnrolmentDecision {
  const refuse = (reason: EnrolmentRefusal): EnrolmentDecision => ({ allow: false, reason });
  if (learner.contractType === 'read-only') return refuse('readOnly');
  if (!training.canStart) return refuse('cantStart');
  if (!training.availableOnSpace) return refuse('notOnSpace');
  if (learner.contractType === 'shop' && !training.free) return refuse('shopContext');
  const contractNeeded = !training.noContractRequired && !training.free;
  if (contractNeeded && learner.contractType !== 'shop' && isContractInvalid(learner.contractValidDate, today)) return refuse('contractInvalid');
  if (training.availableFunctions.length > 0) {
    const fn = displayFunction(learner);
    if (!fn || !training.availableFunctions.includes(fn)) return refuse('functionNotAvailable');
  }
  return { allow: true };
}
