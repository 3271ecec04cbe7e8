/** Response data of the content and forms API of issue 5 (apps/api modules content and forms). */

export interface FaqQuestion {
  id: number;
  question: string;
  /** Sanitised by the API (allow-listed tags only). */
  answerHtml: string;
  order: number;
}

export interface FaqSection {
  id: number;
  title: string;
  order: number;
  questions: FaqQuestion[];
}

/** `GET /back/api/faq?kind=general|bonificacion`. */
export interface Faq {
  sections: FaqSection[];
}

export interface NewsItem {
  slug: string;
  title: string;
  excerpt: string;
  illustration: string | null;
  publishedAt: string;
}

export interface NewsPage {
  items: NewsItem[];
  total: number;
  page: number;
  perPage: number;
}

export interface NewsArticle {
  slug: string;
  title: string;
  bodyHtml: string;
  illustration: string | null;
  publishedAt: string;
}

export interface CustomPage {
  slug: string;
  title: string;
  bodyHtml: string;
  startDate: string | null;
  endDate: string | null;
  options: CustomPageOptions | null;
}

/** Display options of a custom page (§3 "plus options"). */
export interface CustomPageOptions {
  noLayout?: boolean;
  /** An illustration shown above the text. */
  banner?: string | null;
  /** A call to action under the text. */
  cta?: { label: string; href: string } | null;
  noIndex?: boolean;
}

export interface DocPage {
  path: string;
  title: string;
  bodyHtml: string;
  children: { path: string; title: string }[];
}

export interface Groupement {
  id: number;
  name: string;
  description: string | null;
  logo: string | null;
  url: string | null;
}

export interface Billboard {
  id: number;
  title: string;
  text: string | null;
  link: string | null;
  illustration: string | null;
  order: number;
}

export interface LoginImage {
  illustration: string | null;
  bgColor: string | null;
  isFullBg: boolean;
  lang: string;
}

export interface FeedbackTarget {
  training: { name: string; type: string; slug: string };
  used: boolean;
}

/** Answer of the survey and contact writes. */
export interface Reference {
  reference: string;
}
