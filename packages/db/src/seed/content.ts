import { sanitizeRichText } from '@app/domain/content/rich-text';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { billboards } from '../schema/billboards.ts';
import { customPages } from '../schema/custom-pages.ts';
import { documents } from '../schema/documents.ts';
import { faqQuestions } from '../schema/faq-questions.ts';
import { faqSections } from '../schema/faq-sections.ts';
import { feedbackTokens } from '../schema/feedback-tokens.ts';
import { groupements } from '../schema/groupements.ts';
import { loginImages } from '../schema/login-images.ts';
import { newsArticles } from '../schema/news-articles.ts';
import { platforms } from '../schema/platforms.ts';
import { trainingOffers } from '../schema/training-offers.ts';
import { trainings } from '../schema/trainings.ts';
import { users } from '../schema/users.ts';
import { hashToken } from '../tokens.ts';
import { CONTENT_ES } from './data/content-es.ts';
import { CONTENT_FR } from './data/content-fr.ts';
import { type ContentSeed, DEMO_FEEDBACK, platformContactEmail } from './data/content-types.ts';
import type { PlatformCode } from './data/platforms-and-hosts.ts';
import { FRENCH_PLATFORMS, SPANISH_PLATFORMS } from './data/training-seed.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Step 5 (content of migration 0005): FAQ, news, custom pages, documents, groupements, billboards and login images of
 * every platform in its languages, the platforms' contact addresses, and the demo feedback token. Its marker is the
 * demo platform's FAQ (any section); it returns false when the marker exists or when the demo platform does not exist
 * (the foundation step not having run). The feedback token is skipped when its training is missing (a database of
 * an older version seeded partially).
 */
export async function seedContent(tx: Tx): Promise<boolean> {
  const platformRows = await tx.select({ id: platforms.id, codeName: platforms.codeName, name: platforms.name }).from(platforms);
  const demo = platformRows.find((p) => p.codeName === DEMO_FEEDBACK.platform);
  if (!demo) return false;
  const marker = await tx.select({ id: faqSections.id }).from(faqSections).where(eq(faqSections.platformId, demo.id)).limit(1);
  if (marker.length > 0) return false;

  for (const p of platformRows) {
    await tx.update(platforms).set({ contactEmail: platformContactEmail(p.codeName) }).where(eq(platforms.id, p.id));
    const code = p.codeName as PlatformCode;
    if (FRENCH_PLATFORMS.includes(code)) await insertContent(tx, p.id, p.name, code, 'fr', CONTENT_FR);
    if (SPANISH_PLATFORMS.includes(code)) await insertContent(tx, p.id, p.name, code, 'es', CONTENT_ES);
  }

  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.platformId, demo.id), eq(users.email, DEMO_FEEDBACK.email)));
  const [training] = await tx
    .select({ id: trainings.id })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(eq(trainingOffers.platformId, demo.id), eq(trainingOffers.slug, DEMO_FEEDBACK.trainingSlug), eq(trainings.lang, DEMO_FEEDBACK.lang)));
  if (!training) return true;
  await tx.insert(feedbackTokens).values({
    tokenHash: hashToken(DEMO_FEEDBACK.token),
    platformId: demo.id,
    userId: user?.id ?? null,
    trainingId: training.id,
    expiresAt: DEMO_FEEDBACK.expiresAt,
  });
  return true;
}

async function insertContent(tx: Tx, platformId: number, platformName: string, codeName: string, lang: 'fr' | 'es', c: ContentSeed) {
  const named = (text: string) => text.replaceAll('{platform}', platformName);
  const rich = (html: string) => sanitizeRichText(named(html));

  for (const [i, section] of c.faq.entries()) {
    const [row] = await tx
      .insert(faqSections)
      .values({ platformId, lang, kind: section.kind, title: named(section.title), order: i + 1, isVisible: section.visible ?? true })
      .returning({ id: faqSections.id });
    await tx.insert(faqQuestions).values(
      section.questions.map((q, j) => ({
        sectionId: row.id,
        question: named(q.question),
        answerHtml: rich(q.answerHtml),
        order: j + 1,
        isVisible: q.visible ?? true,
      })),
    );
  }
  await tx.insert(newsArticles).values(
    c.news.map((n) => ({
      platformId,
      lang,
      slug: n.slug,
      title: named(n.title),
      excerpt: named(n.excerpt),
      bodyHtml: rich(n.bodyHtml),
      illustration: n.illustration,
      publishedAt: n.publishedAt ? new Date(n.publishedAt) : null,
    })),
  );
  await tx.insert(customPages).values(
    c.customPages.map((p) => ({
      platformId,
      lang,
      slug: p.slug,
      title: named(p.title),
      bodyHtml: rich(p.bodyHtml),
      startDate: p.startDate,
      endDate: p.endDate,
      options: p.options,
    })),
  );
  await tx
    .insert(documents)
    .values(c.documents.map((d, i) => ({ platformId, lang, path: d.path, title: named(d.title), bodyHtml: rich(d.bodyHtml), order: i + 1 })));
  await tx.insert(groupements).values(c.groupements.map((g, i) => ({ platformId, lang, ...g, order: i + 1 })));
  await tx.insert(billboards).values(
    c.billboards.map((b, i) => ({
      platformId,
      lang,
      title: named(b.title),
      text: named(b.text),
      link: b.link,
      illustration: b.illustration,
      order: i + 1,
      isVisible: b.visible ?? true,
    })),
  );
  // Each brand has its own login picture: `{code}` in the path is the platform's code name.
  const illustration = c.loginImage.illustration.replaceAll('{code}', codeName);
  await tx.insert(loginImages).values({ platformId, lang, ...c.loginImage, illustration });
}
