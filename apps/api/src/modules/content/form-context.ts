import type { Db } from '@app/db/client';
import type { Platform } from '@app/db/schema/platforms';
import type { Lang } from '@app/domain/platform/locales';
import type { Mailer } from '../../mail/mailer.ts';

/** What the forms' use cases need. */
export interface FormDeps {
  db: Db;
  mailer: Mailer;
}

/** Who sends a form: on which platform, in which language, signed in or not. */
export interface FormSender {
  platform: Pick<Platform, 'id' | 'name' | 'contactEmail'>;
  lang: Lang;
  userId: number | null;
}

/** Where messages go when a platform has no contact address configured. */
const FALLBACK_CONTACT_EMAIL = 'contact@pharma-campus.test';

export const contactAddressOf = (platform: FormSender['platform']) => platform.contactEmail ?? FALLBACK_CONTACT_EMAIL;
