import { eq } from 'drizzle-orm';
import type { LoginImage } from '@app/contracts/content/platform-content';
import type { Db } from '@app/db/client';
import { loginImages } from '@app/db/schema/login-images';
import type { Scope } from './scope.ts';

/** The login image of the language, else the French one (spec §3: lang default fr), else null. */
export async function loadLoginImage(db: Db, { platformId, lang }: Scope): Promise<LoginImage> {
  const rows = await db.select().from(loginImages).where(eq(loginImages.platformId, platformId));
  const r = rows.find((i) => i.lang === lang) ?? rows.find((i) => i.lang === 'fr');
  return r ? { illustration: r.illustration, bgColor: r.bgColor, isFullBg: r.isFullBg, lang: r.lang } : null;
}
