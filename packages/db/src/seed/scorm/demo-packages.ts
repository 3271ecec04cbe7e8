import { fileURLToPath } from 'node:url';

/**
 * The demo SCORM packages, written for this project (issue "Learning I", part 4): their sources sit beside this file,
 * one folder each plus `shared/` (the page script and style both use), zipped and imported when the demo is seeded.
 */
export const SCORM_DEMO_SOURCES = fileURLToPath(new URL('.', import.meta.url));
export const SCORM_DEMO_SHARED = 'shared';

export interface ScormDemoPackage {
  folder: string;
  /** The offer slug of the training whose e-learning modules play it. */
  trainingSlug: string;
}

export const SCORM_DEMO_PACKAGES: readonly ScormDemoPackage[] = [
  // SCORM 1.2, in French.
  { folder: 'sevrage-tabagique-fr', trainingSlug: 'accompagner-sevrage-tabagique' },
  // SCORM 2004 4th edition, in Spanish.
  { folder: 'deshabituacion-tabaquica-es', trainingSlug: 'deshabituacion-tabaquica' },
];
