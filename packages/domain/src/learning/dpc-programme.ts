/**
 * A DPC programme followed online (issue "Learning II" part 6, spec §3 `dpc`, `isEpp`/`eppType`): four steps in order
 * — pre-assessment, cognitive training (the e-learning modules), practice evaluation (EPP, proved by the practice
 * certificate), post-assessment — none of which can be skipped (docs/decisions.md "DPC programmes").
 */
import { checkUploadedFile, type UploadCheck } from '../platform/file-signatures.ts';
import { TIME_ZONE } from '../platform/locales.ts';

export const DPC_STEPS = ['preAssessment', 'cognitive', 'practice', 'postAssessment'] as const;
export type DpcStep = (typeof DPC_STEPS)[number];
export type DpcStepStatus = 'completed' | 'current' | 'locked';

/**
 * The programme's modules by step: its first module is the pre-assessment questionnaire, its last the
 * post-assessment one (the same questions, so the initial and final scores compare), the modules between are the
 * cognitive training. Null when the training has no room for both questionnaires: it is not a programme.
 */
export function dpcModulesByStep<M>(modules: readonly M[]): { preAssessment: M; cognitive: M[]; postAssessment: M } | null {
  if (modules.length < 2) return null;
  return { preAssessment: modules[0], cognitive: modules.slice(1, -1), postAssessment: modules[modules.length - 1] };
}

/** Each step's state: the steps done are completed, the first not done is current, the ones after it are locked. */
export function dpcStepStates(done: Readonly<Record<DpcStep, boolean>>): { step: DpcStep; status: DpcStepStatus }[] {
  const current = currentDpcStep(done);
  const currentIndex = current === null ? DPC_STEPS.length : DPC_STEPS.indexOf(current);
  return DPC_STEPS.map((step, index) => ({ step, status: done[step] ? 'completed' : index === currentIndex ? 'current' : 'locked' }));
}

/** The step the learner is at: the first not done (null once the programme is complete). */
export function currentDpcStep(done: Readonly<Record<DpcStep, boolean>>): DpcStep | null {
  return DPC_STEPS.find((step) => !done[step]) ?? null;
}

/**
 * Why a step cannot be completed by posting its data now (null: it can): it is done already, an earlier one is not
 * (a skip), or it completes by itself — the cognitive training completes with its modules, through their players.
 */
export function dpcStepRefusal(done: Readonly<Record<DpcStep, boolean>>, step: DpcStep): 'stepDone' | 'stepLocked' | 'stepByModules' | null {
  if (done[step]) return 'stepDone';
  if (currentDpcStep(done) !== step) return 'stepLocked';
  if (step === 'cognitive') return 'stepByModules';
  return null;
}

/** The practice certificate's limit, in bytes (a scanned page or a phone photo fits; docs/decisions.md). */
export const PRACTICE_CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

/** What a practice certificate may be: a PDF or a picture, recognised by its first bytes, never by its name. */
export const PRACTICE_CERTIFICATE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type PracticeCertificateType = (typeof PRACTICE_CERTIFICATE_TYPES)[number];

/** The certificate's type read from its bytes, or why it is refused: empty, too big, or not a PDF, PNG or JPEG. */
export function checkPracticeCertificate(bytes: Uint8Array): UploadCheck<PracticeCertificateType> {
  return checkUploadedFile(bytes, { maxBytes: PRACTICE_CERTIFICATE_MAX_BYTES, types: PRACTICE_CERTIFICATE_TYPES });
}

/** Spec §3 practice certificate data: `CertificateUploadedDate`, the upload's day in Europe/Paris as dd/MM/yyyy. */
export function certificateUploadedDate(uploadedAt: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(uploadedAt);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}
