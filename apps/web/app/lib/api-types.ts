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
}

export interface CatalogPage {
  items: CatalogCourse[];
  total: number;
  page: number;
  perPage: number;
}
