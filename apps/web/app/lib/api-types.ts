/** Response data of the API calls the web uses (contract: apps/api `/back/api/...`). */
import type { Lang, Locale } from '@app/domain/locales';

export interface ApiEnvelope<T> {
  status: 'Success' | 'Error';
  message: string;
  data: T;
}

export interface PlatformTheme {
  primary_color: string | null;
  primary_color_dark: string | null;
  elearning_color: string | null;
}

/** `POST /back/api/platform/getByHostname` data. */
export interface Platform {
  id: number;
  code_name: string;
  name: string;
  short_name: string | null;
  is_convergence: boolean;
  theme: PlatformTheme;
  logo_url: string | null;
  favicon: string | null;
  hotjar_id: string | null;
  hotjar_sv: string | number | null;
  classes: string | null;
  css_variables: Record<string, string> | null;
  hostname: string;
  /** The platform's main host per language (alternate-language links). */
  hosts_by_lang: Partial<Record<Lang, string>>;
  locale: Locale;
  lang: Lang;
}

/** One course of `GET /back/api/catalog`. */
export interface CatalogCourse {
  id: number;
  name: string;
  slug: string;
  type: string;
  type_to_display: string;
  durations: { total: number; elearning?: number; faceToFace?: number };
  fundings: string[];
  illustration: string | null;
  last_update: string | null;
  logo_small_provider: string | null;
  provider_name: string | null;
  priceHT: number;
  published_at: string | null;
  rating: number | null;
  tags: string[];
  course_id_dpc: string | null;
  /** Catalogue issue additions (optional: older answers and the home's list may lack them). */
  isNew?: boolean;
  hasNewDates?: boolean;
  hasNewVersion?: boolean;
  isFirstAid?: boolean;
  /** Funding labels as shown (FUNDAE → BONIFICABLE when the training has credits, spec §9). */
  fundings_labels?: string[];
}

/** One value of a catalogue facet and the number of trainings it would give. */
export interface FacetValue {
  value: string | boolean;
  count: number;
}

export type CatalogFacets = Partial<Record<'type' | 'function' | 'funding' | 'tags' | 'duration' | 'free', FacetValue[]>>;

export interface CatalogPage {
  items: CatalogCourse[];
  total: number;
  page: number;
  perPage: number;
  /** `GET /back/api/catalog` only. */
  facets?: CatalogFacets;
  /** The sort applied (the query's, else the user's saved sortOption, else newest). */
  sort?: string;
}

/** An author or a trainer of a course. */
export interface CourseExpert {
  slug: string;
  name: string;
  title: string | null;
  avatar: string | null;
}

export interface CourseModule {
  id: number;
  position: number;
  type_code: number;
  name: string;
  /** Minutes. */
  duration: number;
}

export interface SessionDay {
  id: number;
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** A face-to-face (or virtual class) session, in the API's order (domain orderSessions). */
export interface FaceToFaceSession {
  id: number;
  name: string | null;
  city: string | null;
  marketingCity: string | null;
  postalCode: string | null;
  startDate: string;
  startTime: string | null;
  endTime: string | null;
  maxParticipants: number;
  currentParticipants: number;
  seatsAvailable: number;
  isFull: boolean;
  /** Its last day is before today (Europe/Paris). */
  isPast?: boolean;
  multiDates: boolean;
  sessionDates: SessionDay[];
}

export interface FaceToFace {
  id: number;
  name: string;
  virtualClass: boolean;
  noWaitingList: boolean;
  sessions: FaceToFaceSession[];
}

/** The Training record of a course (spec §3, camelCase); only the fields the detail screen reads are typed. */
export interface TrainingRecord {
  agreements?: { name: string }[];
  cantStartMessage?: string | null;
  customRegisterLink?: string | null;
  faceToFaces?: FaceToFace[];
  hasFaceToFace?: boolean;
  isLive?: boolean;
  isNew?: boolean;
  hasNewDates?: boolean;
  hasNewVersion?: boolean;
  credits?: number | null;
  moreInfos?: string | null;
  [field: string]: unknown;
}

export interface CourseReview {
  authorName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
}

/** `GET /back/api/catalog/course/:slug` data: the Course of spec §3 with its Training record. */
export interface CourseDetail {
  id: number;
  name: string;
  slug: string;
  type: string;
  type_to_display: string;
  short_name: string | null;
  description: string | null;
  durations: { total: number; elearning?: number; faceToFace?: number };
  fundings: string[];
  fundings_labels?: string[];
  illustration: string | null;
  video_url: string | null;
  logo_provider: string | null;
  logo_small_provider: string | null;
  provider_name: string | null;
  provider_id?: string | number | null;
  provider_certifications?: { name: string; logo?: string | null }[];
  priceHT: number;
  /** Price including VAT (euros). */
  price: number;
  vat_rate?: number | null;
  rating: number | null;
  reviews_count?: number;
  tags: string[];
  points: number | null;
  modules: CourseModule[];
  objectives: { type: 1 | 2; text: string }[];
  authors: CourseExpert[];
  trainers: CourseExpert[];
  can_start: boolean;
  legal_notice: string | null;
  seo_title: string | null;
  seo_description: string | null;
  additional_information: string | null;
  content_last_updated_at: string | null;
  external_platform_url: string | null;
  course_id_dpc: string | null;
  sessions_on_demand?: unknown;
  availableFunctions?: string[];
  isFirstAid?: boolean;
  isNew?: boolean;
  hasNewDates?: boolean;
  hasNewVersion?: boolean;
  dossier_resource: TrainingRecord;
  reviews?: CourseReview[];
  related?: CatalogCourse[];
}

/** `GET /back/api/catalog/search` data; `highlight` is the name with `<mark>` around matches, HTML-escaped. */
export interface SearchPage {
  items: (CatalogCourse & { highlight?: string })[];
  total: number;
  page: number;
  perPage: number;
  q: string;
}

export interface ExpertSummary {
  slug: string;
  name: string;
  title: string | null;
  avatar: string | null;
  trainingsCount: number;
}

export interface ExpertsPage {
  items: ExpertSummary[];
  total: number;
  page: number;
  perPage: number;
}

export interface ExpertDetail {
  slug: string;
  name: string;
  title: string | null;
  bio: string | null;
  avatar: string | null;
  trainings: CatalogCourse[];
}
