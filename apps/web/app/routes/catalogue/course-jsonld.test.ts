import { describe, expect, it } from 'vitest';
import type { Course } from '@app/contracts/catalogue/course';
import { courseJsonLd, isoDuration } from './course-jsonld.ts';

const course = {
  id: 1,
  name: 'Gestes et soins d’urgence',
  slug: 'afgsu',
  type: 'faceToFaceOnly',
  type_to_display: 'faceToFaceOnly',
  description: 'Trois jours.',
  seo_description: null,
  durations: { total: 1260 },
  illustration: '/illustrations/faceToFaceOnly.svg',
  provider_name: 'Pharmaskills',
  logo_provider: '/providers/pharmaskills.svg',
  priceHT: 690,
  price: 828,
  rating: 4.9,
  reviews_count: 3,
  authors: [{ slug: 'emilie-lambert', name: 'Émilie Lambert', title: null, avatar: null }],
  course_id_dpc: null,
  dossier_resource: {
    faceToFaces: [
      {
        id: 1,
        name: 'AFGSU',
        virtualClass: false,
        noWaitingList: false,
        sessions: [{ id: 1, startDate: '2027-01-18', city: 'Paris', marketingCity: 'Paris Bastille', postalCode: '75011' }],
      },
    ],
  },
} as unknown as Course;

describe('courseJsonLd', () => {
  it('describes the course with absolute URLs, its offer, rating and sessions', () => {
    const ld = courseJsonLd(course, { url: 'https://mfo.example/faceToFaceOnly/afgsu', origin: 'https://mfo.example', locale: 'fr-FR' });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Gestes et soins d’urgence',
      description: 'Trois jours.',
      image: 'https://mfo.example/illustrations/faceToFaceOnly.svg',
      provider: { '@type': 'Organization', name: 'Pharmaskills', logo: 'https://mfo.example/providers/pharmaskills.svg' },
      timeRequired: 'PT21H',
      offers: { '@type': 'Offer', price: 828, priceCurrency: 'EUR', category: 'Paid' },
      aggregateRating: { ratingValue: 4.9, ratingCount: 3, bestRating: 5 },
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'onsite', startDate: '2027-01-18' }],
    });
  });

  it('leaves out the rating without reviews', () => {
    const ld = courseJsonLd({ ...course, reviews_count: 0 }, { url: 'u', origin: 'https://x', locale: 'fr-FR' });
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});

describe('isoDuration', () => {
  it('writes minutes as ISO 8601', () => {
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(0)).toBe('PT0M');
  });
});
