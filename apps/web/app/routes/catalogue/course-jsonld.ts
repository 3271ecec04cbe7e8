/** JSON-LD `Course` data of a training detail page (issue "Catalogue" part 7; schema.org Course). */
import type { Course } from '@app/contracts/catalogue/course';

/** Minutes → ISO 8601 duration (`PT1H30M`). */
export function isoDuration(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

function absolute(origin: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return new URL(path, origin).toString();
  } catch {
    return undefined;
  }
}

/** The schema.org Course object of a course; `url` is the canonical URL of the page. */
export function courseJsonLd(course: Course, { url, origin, locale }: { url: string; origin: string; locale: string }) {
  const provider = course.provider_name
    ? { '@type': 'Organization', name: course.provider_name, ...(course.logo_provider ? { logo: absolute(origin, course.logo_provider) } : {}) }
    : undefined;
  const sessions = course.dossier_resource.faceToFaces.flatMap((f2f) =>
    f2f.sessions.map((s) => ({
      '@type': 'CourseInstance',
      courseMode: f2f.virtualClass ? 'online' : 'onsite',
      startDate: s.startDate,
      ...(s.city || s.marketingCity
        ? { location: { '@type': 'Place', name: s.marketingCity || s.city, address: { '@type': 'PostalAddress', addressLocality: s.city ?? undefined, postalCode: s.postalCode ?? undefined } } }
        : {}),
    })),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.seo_description || course.description || course.name,
    url,
    inLanguage: locale,
    ...(course.course_id_dpc ? { courseCode: course.course_id_dpc } : {}),
    ...(provider ? { provider } : {}),
    ...(course.illustration ? { image: absolute(origin, course.illustration) } : {}),
    timeRequired: isoDuration(course.durations.total),
    ...(course.authors.length ? { author: course.authors.map((a) => ({ '@type': 'Person', name: a.name })) } : {}),
    offers: {
      '@type': 'Offer',
      category: course.priceHT > 0 ? 'Paid' : 'Free',
      price: course.price,
      priceCurrency: 'EUR',
      url,
    },
    ...(course.rating !== null && course.reviews_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: course.rating, bestRating: 5, ratingCount: course.reviews_count } }
      : {}),
    ...(sessions.length ? { hasCourseInstance: sessions } : {}),
  };
}
