/** Training types, module type codes and type resolution (spec §1, §3, §4). */

export const TRAINING_TYPES = [
  'dpc',
  'mixt',
  'formation',
  'faceToFaceOnly',
  'virtualClass',
  'pdf',
  'video',
  'podcast',
  'webinar',
  'quiz',
] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

/** Module type codes (spec §3). */
export const MODULE_TYPE = {
  elearning: 1,
  faceToFace: 2,
  virtualClass: 3,
  video: 4,
  podcast: 5,
  webinar: 6,
  quiz: 7,
  pdf: 9,
} as const;
export type ModuleTypeName = keyof typeof MODULE_TYPE;
export type ModuleTypeCode = (typeof MODULE_TYPE)[ModuleTypeName];

/** Objective types of a training (spec §3): 1 skill, 2 knowledge. */
export const OBJECTIVE_SKILL = 1;
export const OBJECTIVE_KNOWLEDGE = 2;
export type ObjectiveType = typeof OBJECTIVE_SKILL | typeof OBJECTIVE_KNOWLEDGE;

/** Course kinds that make up a mixed training's display type (spec §4). */
export type CourseKind = 'Elearning' | 'F2f' | 'VirtualClass';

/** Flow types accepted by the training flow (spec §4). */
export const TRAINING_FLOW_TYPES = [
  'module',
  'formation',
  'epp',
  'dpc',
  'faceToFaceOnly',
  'virtualClass',
  'mixt',
  'pdf',
  'video',
] as const;
export type TrainingFlowType = (typeof TRAINING_FLOW_TYPES)[number];

/** True when x is one of the ten training types; the rule of the trainingType route parameter (spec §2, §5). */
export function isTrainingType(x: string): x is TrainingType {
  return (TRAINING_TYPES as readonly string[]).includes(x);
}

/** True when code is a known module type code (spec §3). */
export function isModuleTypeCode(code: number): code is ModuleTypeCode {
  return (Object.values(MODULE_TYPE) as number[]).includes(code);
}

/** Resolved type: virtual faceToFaceOnly → virtualClass, dpc without a dpc object → formation (spec §4). */
export function resolveTrainingType(input: {
  type: TrainingType;
  isVirtual?: boolean | null;
  hasDpc?: boolean | null;
}): TrainingType {
  if (input.type === 'faceToFaceOnly' && input.isVirtual) return 'virtualClass';
  if (input.type === 'dpc' && !input.hasDpc) return 'formation';
  return input.type;
}

/** Display type of a mixed training: 'mixt' + successive course kinds, adjacent duplicates collapsed (spec §4). */
export function mixtDisplayType(courseKinds: readonly CourseKind[]): string {
  const collapsed = courseKinds.filter((kind, i) => i === 0 || courseKinds[i - 1] !== kind);
  return `mixt${collapsed.join('')}`;
}

/**
 * Course kind of a module type code, to build a mixed display type from modules (spec §3, §4).
 * Decision (spec silent): face to face → F2f, virtual class and webinar (live online) → VirtualClass,
 * every self-paced kind (elearning, video, podcast, quiz, pdf) → Elearning; unknown codes → null.
 */
export function courseKindOfModule(code: number): CourseKind | null {
  switch (code) {
    case MODULE_TYPE.faceToFace:
      return 'F2f';
    case MODULE_TYPE.virtualClass:
    case MODULE_TYPE.webinar:
      return 'VirtualClass';
    case MODULE_TYPE.elearning:
    case MODULE_TYPE.video:
    case MODULE_TYPE.podcast:
    case MODULE_TYPE.quiz:
    case MODULE_TYPE.pdf:
      return 'Elearning';
    default:
      return null;
  }
}

/** Catalogue `type_to_display`: the resolved type, or the mixed display type for mixt (spec §3 CatalogCourse, §4). */
export function typeToDisplay(input: {
  type: TrainingType;
  isVirtual?: boolean | null;
  hasDpc?: boolean | null;
  courseKinds?: readonly CourseKind[];
}): string {
  const resolved = resolveTrainingType(input);
  if (resolved === 'mixt') return mixtDisplayType(input.courseKinds ?? []);
  return resolved;
}

/** hasFaceToFace is true for types mixt, faceToFaceOnly and virtualClass (spec §3 Training). */
export function hasFaceToFace(type: TrainingType): boolean {
  return type === 'mixt' || type === 'faceToFaceOnly' || type === 'virtualClass';
}

/** Face to face, virtual class and webinar modules are followed live, in a session; every other kind is self-paced. */
export function isLiveModule(typeCode: number): boolean {
  return typeCode === MODULE_TYPE.webinar || typeCode === MODULE_TYPE.virtualClass || typeCode === MODULE_TYPE.faceToFace;
}

/** A course is live if any module is a webinar, virtual class or face to face (spec §4). */
export function isLiveCourse(moduleTypeCodes: readonly number[]): boolean {
  return moduleTypeCodes.some(isLiveModule);
}

/** Throws "not implemented current flow type" unless the flow type is supported (spec §4). */
export function assertTrainingFlowType(x: string): asserts x is TrainingFlowType {
  if (!(TRAINING_FLOW_TYPES as readonly string[]).includes(x)) {
    throw new Error('not implemented current flow type');
  }
}
