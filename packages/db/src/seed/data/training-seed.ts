import type { DpcKind } from '@app/domain/compliance/rule-sets';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import type { PlatformCode } from './platforms-and-hosts.ts';
import type { ModuleTypeCode } from '../../schema/training-modules.ts';
import type { TrainingTypeCode } from '../../schema/trainings.ts';

/** Module type codes (spec §3), short name for the seed files. */
export const M = MODULE_TYPE;

/** [type code, module name, duration in minutes] */
export type ModuleSeed = [typeCode: ModuleTypeCode, name: string, minutes: number];

/** [local date YYYY-MM-DD, start HH:MM, end HH:MM] */
export type DaySeed = [date: string, start: string, end: string];

export interface SessionSeed {
  city: string | null;
  postalCode: string | null;
  marketingCity: string;
  /** One day = a single-date session; several = a multi-date session (session_dates rows). */
  days: DaySeed[];
  maxParticipants: number;
  currentParticipants: number;
}

export interface TrainingSeed {
  /** Offer slug, the same on every platform that offers the training. */
  slug: string;
  type: TrainingTypeCode;
  name: string;
  shortName?: string;
  description: string;
  points: number;
  credits?: number;
  /** dpc programmes only: the programme reference (its presence makes the dpc object exist, spec §4). */
  courseIdDpc?: string;
  /**
   * The kind of DPC action that number was registered as: what it counts for in the obligations (issue 19). The demo's
   * online programmes, whose four steps join continuing training and practice evaluation, are integrated programmes.
   */
  dpcActionKind?: DpcKind;
  providerName: string;
  modules: ModuleSeed[];
  skills: string[];
  knowledge: string[];
  authors: string[];
  trainers?: string[];
  priceHtCents: number;
  fundings: string[];
  tags: string[];
  rating: number | null;
  /** ISO instant; null = draft (offer not published). */
  publishedAt: string | null;
  faceToFace?: { name: string; virtualClass?: boolean; noWaitingList?: boolean; sessions: SessionSeed[] };
  /** Defaults to the platforms of the training's language. */
  platforms?: PlatformCode[];
}

/** The training's own picture (card, detail, dpc object); the web serves the files from `public/trainings/`. */
export const trainingPicture = (slug: string): string => `/trainings/${slug}.svg`;

export const FRENCH_PLATFORMS: PlatformCode[] = ['demo', 'mfo', 'mfa', 'mfm', 'totum'];
export const SPANISH_PLATFORMS: PlatformCode[] = ['cofares', 'farline', 'demo'];
