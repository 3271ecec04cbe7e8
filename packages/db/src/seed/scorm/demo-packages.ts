import { fileURLToPath } from 'node:url';
import type { TrainingLang } from '../../schema/trainings.ts';

/**
 * The demo SCORM packages, written for this project (issue "Learning I", part 4): their sources sit beside this file,
 * one folder each plus `shared/` (the page script and style both use), zipped and imported when the demo is seeded.
 */
export const SCORM_DEMO_SOURCES = fileURLToPath(new URL('.', import.meta.url));
export const SCORM_DEMO_SHARED = 'shared';

export interface ScormDemoPackage {
  folder: string;
  /** Every e-learning module of a training in this language plays it (one unpacked copy for all of them)… */
  lang: TrainingLang;
  /** …unless it is given to one training only: the one this offer slug names. */
  trainingSlug?: string;
  /** The package whose SCORM runtime script (its `*.js` at the root) this one plays with, when it has none of its own. */
  runtimeFrom?: string;
}

/** A training's own packages come first: a language's package then goes to every module still without one. */
export const SCORM_DEMO_PACKAGES: readonly ScormDemoPackage[] = [
  // The cognitive training of the DPC programmes (issue "Learning II" part 6): the French one, on the SCORM 1.2
  // runtime, and the Spanish accredited programme's, on the SCORM 2004 runtime.
  { folder: 'vaccination-antigrippale-fr', lang: 'fr', trainingSlug: 'vaccination-antigrippale-officine', runtimeFrom: 'sevrage-tabagique-fr' },
  { folder: 'diabetes-es', lang: 'es', trainingSlug: 'atencion-farmaceutica-diabetes', runtimeFrom: 'deshabituacion-tabaquica-es' },
  // SCORM 1.2, in French.
  { folder: 'sevrage-tabagique-fr', lang: 'fr' },
  // SCORM 2004 4th edition, in Spanish.
  { folder: 'deshabituacion-tabaquica-es', lang: 'es' },
];
