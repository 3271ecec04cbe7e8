import { Suspense } from 'react';
import { redirect, useLoaderData, useOutlet, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { getCourse, type Course } from '@app/contracts/catalogue/course';
import { checkFormation, type EnrolmentState } from '@app/contracts/learning/enrolment';
import { ENROLLABLE_TYPES, hasSessionsToBook } from '@app/domain/learning/flow-types';
import { formatDuration } from '@app/domain/catalogue/duration';
import { buildPath } from '@app/domain/platform/routes';
import { OBJECTIVE_KNOWLEDGE, OBJECTIVE_SKILL, type TrainingType } from '@app/domain/catalogue/training-types';
import { CourseBadges, useTypeBadge } from '../../components/catalogue/course-badges.tsx';
import { FaceToFaceSessions } from '../../components/catalogue/face-to-face-sessions.tsx';
import { ExpertLine } from '../../components/catalogue/expert-card.tsx';
import { AskQuestion, DetailTitle, Fact, Paragraphs, Section } from '../../components/catalogue/detail-parts.tsx';
import { ModuleIcon } from '../../components/catalogue/module-icon.tsx';
import { ShopSlot } from '../../components/shop/shop-slots.tsx';
import { lazyExport } from '../../components/lazy-export.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Rating } from '../../components/ui/rating.tsx';
import { courseJsonLd } from './course-jsonld.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { pageTitleText, rootOrigin } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { CardGrid, PageBody } from '../../components/ui/layout.tsx';
import { getSessionUser } from '../../lib/session.server.ts';

// The related trainings are below the fold: their cards load with the page, not before it is interactive.
const TrainingCard = lazyExport(() => import('../../components/catalogue/training-card.tsx'), 'TrainingCard');
// The enrolment box hydrates once its code and the learning texts arrive; the server renders it in the page at once.
const EnrolmentBox = lazyExport(() => import('../../components/learning/enrolment-box-with-texts.ts').then((m) => m.load()), 'EnrolmentBox');
// Only a signed-in learner books a session: the booking code and its texts come after the page, in its place.
const SessionBooking = lazyExport(
  () => import('../../components/learning/enrolment-box-with-texts.ts').then((m) => m.withLearningTexts(() => import('../../components/learning/session-booking.tsx'))),
  'SessionBooking',
);

/**
 * Training detail (spec §2 `/:trainingType/:slug`, issue "Catalogue" part 4): the course detail call.
 * An invalid type is a 404 "Page Not Found" (validate rule); an unknown slug the 404 screen; an existing slug under
 * another type is moved (301) to its own type's path. The main button follows the signed-in learner's enrolment
 * (`checkFormation`) for the types followed online; in shop context the add-to-cart button (issue 14).
 */
export async function loader({ request, context, params, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const url = new URL(request.url);
  const slug = params.slug ?? '';
  const api = serverApi(request, context);
  const user = await getSessionUser(request, context);
  const type = params.trainingType ?? '';
  const followedOnline = (ENROLLABLE_TYPES as readonly string[]).includes(type);
  // Asked beside the course; a failure only hides the button (the page is the course's).
  const enrolment: Promise<EnrolmentState | null> =
    user && followedOnline
      ? api.call(checkFormation, { params: { a: type as (typeof ENROLLABLE_TYPES)[number], b: slug } }).then((r) => r.data, () => null)
      : Promise.resolve(null);
  let course: Course;
  try {
    ({ data: course } = await api.call(getCourse, { params: { slug } }));
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
  const path = buildPath('training-detail', here.lang, { trainingType: course.type, slug: course.slug });
  if (params.trainingType !== course.type || slug !== course.slug) throw redirect(path + url.search, 301);
  return {
    course,
    enrolment: await enrolment,
    signedIn: user !== null,
    followedOnline,
    lang: here.lang,
    locale: here.locale,
    elearningColour: here.platform.theme.elearning_color,
    canonicalPath: path,
    // Structured data for search engines, built here: its code never reaches the browser.
    jsonLd: courseJsonLd(course, { url: `${url.origin}${path}`, origin: url.origin, locale: here.locale }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const { course, canonicalPath, jsonLd } = loaded;
  const origin = rootOrigin(matches);
  const canonical = `${origin}${canonicalPath}`;
  const description = course.seo_description || course.short_name || course.description.slice(0, 160) || course.name;
  const title = pageTitleText(matches, course.seo_title || course.name);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: course.seo_title || course.name },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: canonical },
    ...(course.illustration ? [{ property: 'og:image', content: new URL(course.illustration, origin || 'http://localhost').toString() }] : []),
    { 'script:ld+json': jsonLd },
  ];
};

/** The detail page, or its `learn` child (the learning view) in its place. */
export default function TrainingDetail() {
  const outlet = useOutlet();
  return outlet ?? <DetailPage />;
}

function DetailPage() {
  const { course, enrolment, signedIn, followedOnline, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const badge = useTypeBadge(course, lang, elearningColour);
  const record = course.dossier_resource;
  const fundings = course.fundings_labels;
  const skills = course.objectives.filter((o) => o.type === OBJECTIVE_SKILL);
  const knowledge = course.objectives.filter((o) => o.type === OBJECTIVE_KNOWLEDGE);
  const modules = [...course.modules].sort((a, b) => a.position - b.position);
  const { faceToFaces, agreements } = record;
  const { provider_certifications: certifications, reviews, related } = course;
  const updated = formatDate(course.content_last_updated_at, locale);
  const free = course.priceHT <= 0;
  const external = course.external_platform_url || null;
  const register = record.customRegisterLink || null;
  const cantStart = !course.can_start ? record.cantStartMessage || t('training.cantStart') : null;

  return (
    <PageBody as="article">
      <header className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase" style={badge.style} data-testid="type-badge">
              {badge.label}
            </span>
            <CourseBadges course={course} />
          </div>
          <DetailTitle courseId={course.id} name={course.name} />
          {course.provider_name && (
            <p className="flex items-center gap-2 text-neutral-700">
              {course.logo_small_provider && <img src={course.logo_small_provider} alt="" width={28} height={28} className="size-7 rounded" />}
              {t('catalogue.provider', { provider: course.provider_name })}
            </p>
          )}
          <div className="overflow-hidden rounded-xl bg-neutral-100">
            {course.video_url ? (
              <video controls preload="none" poster={course.illustration ?? undefined} className="aspect-video w-full" aria-label={t('training.video', { name: course.name })}>
                <source src={course.video_url} />
              </video>
            ) : (
              course.illustration && (
                <img src={course.illustration} alt="" width={960} height={540} className="aspect-video w-full object-cover" />
              )
            )}
          </div>
        </div>

        <aside aria-label={t('training.keyFacts')} className="rounded-xl border border-neutral-200 bg-neutral-50 p-5">
          <dl className="divide-y divide-neutral-200">
            <Fact label={t('catalogue.duration')}>
              <span className="flex items-center gap-1.5">
                <Icon name="clock" size={18} />
                {formatDuration(course.durations.total)}
              </span>
              {course.durations.elearning ? (
                <span className="block text-sm font-normal text-neutral-700">{t('catalogue.elearningPart', { duration: formatDuration(course.durations.elearning) })}</span>
              ) : null}
              {course.durations.faceToFace ? (
                <span className="block text-sm font-normal text-neutral-700">{t('catalogue.faceToFacePart', { duration: formatDuration(course.durations.faceToFace) })}</span>
              ) : null}
            </Fact>
            <Fact label={t('catalogue.price')}>
              {free ? (
                t('catalogue.free')
              ) : (
                <>
                  <span className="block" data-testid="price-ht">{t('catalogue.priceExclTax', { price: formatPrice(course.priceHT, locale) })}</span>
                  <span className="block text-sm font-normal text-neutral-700" data-testid="price-ttc">
                    {t('training.priceInclTax', { price: formatPrice(course.price, locale) })}
                  </span>
                </>
              )}
            </Fact>
            {fundings.length > 0 && (
              <Fact label={t('catalogue.fundings')}>
                <ul className="flex flex-wrap gap-1">
                  {fundings.map((f) => (
                    <li key={f} className="rounded border border-neutral-400 bg-white px-2 py-0.5 text-sm">
                      {f}
                    </li>
                  ))}
                </ul>
              </Fact>
            )}
            {course.points ? <Fact label={t('training.points')}>{t('training.pointsValue', { count: course.points })}</Fact> : null}
            {course.rating !== null && (
              <Fact label={t('training.rating')}>
                <span className="flex items-center gap-2">
                  <Rating value={course.rating} label={t('catalogue.rating', { value: course.rating, max: 5 })} />
                  <span className="text-sm font-normal text-neutral-700">
                    {course.rating.toLocaleString(locale)} / 5
                    {course.reviews_count ? ` · ${t('training.reviewsCount', { count: course.reviews_count })}` : ''}
                  </span>
                </span>
              </Fact>
            )}
            {course.availableFunctions.length > 0 && (
              <Fact label={t('training.audience')}>
                {course.availableFunctions.map((f) => t(`catalogue.functionValue.${f}`, { defaultValue: f })).join(', ')}
              </Fact>
            )}
            {course.course_id_dpc && <Fact label={t('training.dpcNumber')}>{course.course_id_dpc}</Fact>}
          </dl>
          {!external && !register && <ShopSlot lang={lang} course={course} className="mt-4 grid" />}
          {!external && !register && followedOnline && (
            <div className="mt-4 flex flex-col">
              <Suspense fallback={null}>
                <EnrolmentBox state={enrolment} signedIn={signedIn} lang={lang} type={course.type as TrainingType} />
              </Suspense>
            </div>
          )}
          {(cantStart || external || register) && (
            <div className="mt-4 flex flex-col gap-3">
              {cantStart && (
                <p role="note" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-neutral-900" data-testid="cant-start">
                  <Icon name="info" size={20} className="shrink-0" />
                  {cantStart}
                </p>
              )}
              {external && (
                <a href={external} rel="noopener noreferrer" className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-neutral-900 px-4 font-semibold text-white hover:bg-neutral-700">
                  {t('training.externalPlatform')}
                  <Icon name="external" size={18} label={t('training.externalSite')} />
                </a>
              )}
              {register && (
                <a href={register} rel="noopener noreferrer" className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-neutral-900 px-4 font-semibold text-neutral-900 hover:bg-neutral-100">
                  {t('training.customRegister')}
                  <Icon name="external" size={18} label={t('training.externalSite')} />
                </a>
              )}
            </div>
          )}
        </aside>
      </header>

      <div className="mt-8 flex max-w-4xl flex-col gap-8">
        {course.description && (
          <Section id="training-description" title={t('training.description')}>
            <Paragraphs text={course.description} />
          </Section>
        )}

        {course.objectives.length > 0 && (
          <Section id="training-objectives" title={t('training.objectives')}>
            <div className="grid gap-6 sm:grid-cols-2">
              {[
                { key: 'skills', items: skills, title: t('training.objectiveSkills') },
                { key: 'knowledge', items: knowledge, title: t('training.objectiveKnowledge') },
              ]
                .filter((g) => g.items.length > 0)
                .map((g) => (
                  <div key={g.key}>
                    <h3 className="mb-2 font-semibold text-neutral-900">{g.title}</h3>
                    <ul className="list-disc space-y-1 pl-5 text-neutral-800">
                      {g.items.map((o, i) => (
                        <li key={i}>{o.text}</li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          </Section>
        )}

        {modules.length > 0 && (
          <Section id="training-programme" title={t('training.programme')}>
            <ol className="space-y-2">
              {modules.map((m, i) => (
                <li key={m.id} className="flex items-center gap-3 rounded-lg border border-neutral-200 p-3">
                  <ModuleIcon code={m.type_code} />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-neutral-700">{t('training.moduleNumber', { number: i + 1 })}</p>
                    <p className="font-medium break-words text-neutral-900">{m.name}</p>
                  </div>
                  <span className="shrink-0 text-sm font-semibold text-neutral-800">{formatDuration(m.duration)}</span>
                </li>
              ))}
            </ol>
          </Section>
        )}

        {faceToFaces.length > 0 && (
          <Section id="training-sessions" title={t('training.sessions.title')}>
            <div className="space-y-6">
              {signedIn && hasSessionsToBook(course.type) ? (
                <Suspense fallback={faceToFaces.map((f2f) => <FaceToFaceSessions key={f2f.id} f2f={f2f} locale={locale} />)}>
                  <SessionBooking faceToFaces={faceToFaces} courseId={course.id} trainingId={record.id} locale={locale} />
                </Suspense>
              ) : (
                faceToFaces.map((f2f) => <FaceToFaceSessions key={f2f.id} f2f={f2f} locale={locale} />)
              )}
            </div>
          </Section>
        )}

        {(course.authors.length > 0 || course.trainers.length > 0) && (
          <Section id="training-experts" title={t('training.experts')}>
            <div className="grid gap-6 sm:grid-cols-2">
              {[
                { key: 'authors', list: course.authors, title: t('training.authors') },
                { key: 'trainers', list: course.trainers, title: t('training.trainers') },
              ]
                .filter((g) => g.list.length > 0)
                .map((g) => (
                  <div key={g.key}>
                    <h3 className="mb-3 font-semibold text-neutral-900">{g.title}</h3>
                    <ul className="space-y-3">
                      {g.list.map((e) => (
                        <li key={e.slug}>
                          <ExpertLine expert={e} lang={lang} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          </Section>
        )}

        {(course.rating !== null || reviews.length > 0) && (
          <Section id="training-reviews" title={t('training.reviews')}>
            {reviews.length === 0 ? (
              <p className="text-neutral-700">{t('training.noReviews')}</p>
            ) : (
              <ul className="space-y-4">
                {reviews.map((r, i) => (
                  <li key={i} className="rounded-lg border border-neutral-200 p-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-semibold text-neutral-900">{r.authorName}</p>
                      <Rating value={r.rating} label={t('catalogue.rating', { value: r.rating, max: 5 })} />
                    </div>
                    {r.comment && <p className="mt-2 text-neutral-800">{r.comment}</p>}
                    <p className="mt-2 text-xs text-neutral-600">
                      <time dateTime={r.createdAt}>{formatDate(r.createdAt, locale)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        )}

        {(agreements.length > 0 || certifications.length > 0) && (
          <Section id="training-agreements" title={t('training.agreements')}>
            <ul className="flex flex-wrap gap-2">
              {[...agreements.map((a) => a.name), ...certifications.map((c) => c.name)]
                .filter((name, i, all) => all.indexOf(name) === i)
                .map((name) => (
                  <li key={name} className="rounded-lg border border-neutral-300 bg-neutral-50 px-3 py-1 text-sm font-medium">
                    {name}
                  </li>
                ))}
            </ul>
          </Section>
        )}

        {(course.additional_information || record.moreInfos) && (
          <Section id="training-more" title={t('training.moreInfo')}>
            {course.additional_information && <Paragraphs text={course.additional_information} />}
            {record.moreInfos && <Paragraphs text={record.moreInfos} />}
          </Section>
        )}

        {course.legal_notice && (
          <Section id="training-legal" title={t('training.legalNotice')}>
            <p className="text-sm text-neutral-700">{course.legal_notice}</p>
          </Section>
        )}

        {signedIn && <AskQuestion courseId={course.id} lang={lang} />}

        {updated && (
          <p className="text-sm text-neutral-700" data-testid="content-updated">
            <time dateTime={course.content_last_updated_at ?? undefined}>{t('training.contentUpdated', { date: updated })}</time>
          </p>
        )}
      </div>

      {related.length > 0 && (
        <section aria-labelledby="training-related" className="mt-10 border-t border-neutral-200 pt-6">
          <h2 id="training-related" className="mb-4 text-xl font-bold text-neutral-900">
            {t('training.related')}
          </h2>
          <Suspense fallback={null}>
            <CardGrid>
              {related.map((c) => (
                <li key={c.id}>
                  <TrainingCard course={c} lang={lang} locale={locale} elearningColour={elearningColour} headingLevel={3} />
                </li>
              ))}
            </CardGrid>
          </Suspense>
        </section>
      )}
    </PageBody>
  );
}
