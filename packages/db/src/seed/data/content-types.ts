import type { CustomPageOptions } from '../../schema/custom-pages.ts';
import type { FaqKind } from '../../schema/faq-sections.ts';

/**
 * Shapes of the demo content of issue 5 (FAQ, news, custom pages, documents, groupements, billboards, login image),
 * one set per language, given to every platform of that language. `{platform}` in a text is replaced by the
 * platform's name. HTML is passed through the rich-text sanitiser when seeded, like every write.
 */
export interface FaqSeed {
  kind: FaqKind;
  title: string;
  visible?: boolean;
  questions: Array<{ question: string; answerHtml: string; visible?: boolean }>;
}

export interface NewsSeed {
  slug: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  illustration: string;
  /** ISO instant; null = a draft, never shown. */
  publishedAt: string | null;
}

export interface CustomPageSeed {
  slug: string;
  title: string;
  bodyHtml: string;
  startDate: string | null;
  endDate: string | null;
  options: CustomPageOptions;
}

export interface DocumentSeed {
  path: string;
  title: string;
  bodyHtml: string;
}

export interface GroupementSeed {
  name: string;
  description: string;
  logo: string;
  url: string;
}

export interface BillboardSeed {
  title: string;
  text: string;
  link: string | null;
  illustration: string;
  visible?: boolean;
}

export interface LoginImageSeed {
  illustration: string;
  bgColor: string;
  isFullBg: boolean;
}

export interface ContentSeed {
  faq: FaqSeed[];
  news: NewsSeed[];
  customPages: CustomPageSeed[];
  documents: DocumentSeed[];
  groupements: GroupementSeed[];
  billboards: BillboardSeed[];
  loginImage: LoginImageSeed;
}

/** The fixed demo feedback link (HOSTS.md style): raw value, stored hashed. */
export const DEMO_FEEDBACK = {
  token: 'demo-feedback-2026',
  platform: 'demo',
  email: 'pharmacien@demo.test',
  trainingSlug: 'vaccination-antigrippale-officine',
  lang: 'fr',
  expiresAt: new Date('2030-12-31T23:00:00Z'),
} as const;

/** The address contact messages and advisor requests of a platform go to. */
export function platformContactEmail(codeName: string): string {
  return `contact@${codeName}.test`;
}
