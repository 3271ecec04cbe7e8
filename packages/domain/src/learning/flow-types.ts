/** Which learning flow serves a training (spec §4 "Training flow type"). */
import { resolveTrainingType, type TrainingType, type TrainingFlowType, assertTrainingFlowType } from '../catalogue/training-types.ts';

/**
 * The flow type of a training. Decision (docs/decisions.md): e-learning → formation; a dpc programme → dpc (epp when
 * it is an EPP); video and pdf → their own flow; a podcast or quiz training is a sequence of self-paced modules →
 * module; face-to-face, virtual class and webinar (live) → faceToFaceOnly / virtualClass; mixt → mixt. Anything
 * else raises "not implemented current flow type" (spec §4).
 */
export function flowTypeOf(training: { type: TrainingType | string; isVirtual?: boolean | null; hasDpc?: boolean | null; isEpp?: boolean | null }): TrainingFlowType {
  const resolved = resolveTrainingType({ ...training, type: training.type as TrainingType });
  const flow = resolved === 'dpc' && training.isEpp ? 'epp' : FLOW_OF_TYPE[resolved] ?? resolved;
  assertTrainingFlowType(flow);
  return flow;
}

const FLOW_OF_TYPE: Partial<Record<string, TrainingFlowType>> = {
  podcast: 'module',
  quiz: 'module',
  webinar: 'virtualClass',
};

/** Flows the generic current flow serves (modules only); DPC programmes (dpc, epp) have their own call, the live ones their bookings. */
export const SELF_PACED_FLOWS = ['formation', 'module', 'video', 'pdf'] as const satisfies readonly TrainingFlowType[];
export type SelfPacedFlow = (typeof SELF_PACED_FLOWS)[number];

export function isSelfPacedFlow(flow: TrainingFlowType): flow is SelfPacedFlow {
  return (SELF_PACED_FLOWS as readonly string[]).includes(flow);
}

/** The training types the generic `/api/user/{type}/subscribe` serves in this release. */
export const SUBSCRIBABLE_TYPES = ['formation', 'video', 'pdf', 'podcast', 'quiz'] as const satisfies readonly TrainingType[];
export type SubscribableType = (typeof SUBSCRIBABLE_TYPES)[number];

/** Live flows served with their sessions' bookings (issue 12): the current flow carries a `live` part. */
export const LIVE_FLOWS = ['faceToFaceOnly', 'virtualClass'] as const satisfies readonly TrainingFlowType[];

export function isLiveFlow(flow: TrainingFlowType): flow is (typeof LIVE_FLOWS)[number] {
  return (LIVE_FLOWS as readonly string[]).includes(flow);
}

/** The training types enrolled by booking a session (`course/subscribe/{id} {sessions}`, `faceToFaceOnly/subscribe`). */
export const BOOKABLE_TYPES = ['faceToFaceOnly', 'virtualClass', 'webinar'] as const satisfies readonly TrainingType[];
export type BookableType = (typeof BOOKABLE_TYPES)[number];

/**
 * The training types enrolled online, each through its own call: the generic ones, DPC programmes (`dpc/subscribe`),
 * the live ones by booking a session and blended ones (`mixt/subscribe`, sessions optional).
 */
export const ENROLLABLE_TYPES = [...SUBSCRIBABLE_TYPES, 'dpc', ...BOOKABLE_TYPES, 'mixt'] as const satisfies readonly TrainingType[];
export type EnrollableType = (typeof ENROLLABLE_TYPES)[number];

export function isBookableType(type: string): type is BookableType {
  return (BOOKABLE_TYPES as readonly string[]).includes(type);
}

/** The training types with sessions a learner books: the live ones and the blended (mixt) ones, whose live part has them. */
export function hasSessionsToBook(type: string): boolean {
  return type === 'mixt' || isBookableType(type);
}
