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

/** Flows this release runs end to end; the live ones (face to face, virtual class, mixt, dpc, epp) come later. */
export const SELF_PACED_FLOWS = ['formation', 'module', 'video', 'pdf'] as const satisfies readonly TrainingFlowType[];
export type SelfPacedFlow = (typeof SELF_PACED_FLOWS)[number];

export function isSelfPacedFlow(flow: TrainingFlowType): flow is SelfPacedFlow {
  return (SELF_PACED_FLOWS as readonly string[]).includes(flow);
}

/** The training types the generic `/api/user/{type}/subscribe` serves in this release. */
export const SUBSCRIBABLE_TYPES = ['formation', 'video', 'pdf', 'podcast', 'quiz'] as const satisfies readonly TrainingType[];
export type SubscribableType = (typeof SUBSCRIBABLE_TYPES)[number];
