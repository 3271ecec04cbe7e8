import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import { searchCatalog } from '@app/contracts/catalogue/search';
import { buildTestApp, dataOf, failureOf, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { host, ...headers } });
const course = (host: string, slug: string, headers: Record<string, string> = {}) =>
  get(host, `/back/api/catalog/course/${encodeURIComponent(slug)}`, headers);
const search = (host: string, query: string) => get(host, `/back/api/catalog/search${query}`);
const courseOf = async (host: string, slug: string, headers: Record<string, string> = {}) => dataOf(await course(host, slug, headers), getCourse);
const searchOf = async (host: string, query: string) => dataOf(await search(host, query), searchCatalog);

describe('GET /back/api/catalog/course/:slug', () => {
  it('gives a face-to-face training with its sessions in display order and the seats left (cofares, Spanish)', async () => {
    const data = await courseOf('cofares.localhost', 'primeros-auxilios-farmacia');
    expect(data).toMatchObject({
      slug: 'primeros-auxilios-farmacia',
      type: 'faceToFaceOnly',
      type_to_display: 'faceToFaceOnly',
      name: 'Taller de primeros auxilios en la farmacia',
      short_name: 'Primeros auxilios',
      priceHT: 260,
      price: 314.6,
      vat_rate: 21,
      currency: 'EUR',
      durations: { total: 480, faceToFace: 480 },
      fundings: ['FUNDAE'],
      fundings_labels: ['FUNDAE'],
      rating: 4.8,
      reviews_count: 2,
      is_published: true,
      can_start: true,
      sessions_on_demand: true,
      authors: [{ slug: 'carmen-ruiz', name: expect.any(String), avatar: '/experts/carmen-ruiz.svg' }],
      trainers: [{ slug: 'carmen-ruiz' }],
      modules: [{ position: 1, type_code: 2, name: 'Taller práctico', duration: 480 }],
    });
    expect(data.objectives).toEqual([
      { type: 1, text: 'Realizar una RCP básica con DEA' },
      { type: 1, text: 'Realizar la maniobra de Heimlich' },
      { type: 2, text: 'Conocer la cadena de supervivencia' },
    ]);
    // Newest review first.
    expect(data.reviews.map((r) => r.authorName)).toEqual(['David R.', 'Ana P.']);

    const dossier = data.dossier_resource;
    expect(dossier).toMatchObject({
      lang: 'es',
      type: 'faceToFaceOnly',
      hasFaceToFace: true,
      isLive: true,
      f2fOnly: true,
      hasNewDates: true,
      sessionOnDemandMinParticipants: 6,
      objectiveSkills: ['Realizar una RCP básica con DEA', 'Realizar la maniobra de Heimlich'],
      objectiveKnowledge: ['Conocer la cadena de supervivencia'],
      ratings: { average: 5, count: 2 },
      courses: [{ type: 'F2f', isVirtual: false }],
    });
    expect(dossier.faceToFaces).toHaveLength(1);
    const { sessions } = dossier.faceToFaces[0];
    // Several cities: French alphabetical order of the marketing city, not the date order (Madrid is first in time).
    expect(sessions.map((s) => s.marketingCity)).toEqual(['Barcelona Born', 'Madrid Malasaña', 'Sevilla Nervión']);
    expect(sessions.map((s) => s.seatsAvailable)).toEqual([16, 6, 12]);
    for (const s of sessions) {
      expect(s.seatsAvailable).toBe(s.maxParticipants - s.currentParticipants);
      expect(s.isFull).toBe(false);
    }
    const sevilla = sessions[2];
    expect(sevilla).toMatchObject({ multiDates: true, startDate: '2027-03-15', startTime: '16:00' });
    expect(sevilla.sessionDates.map((d) => [d.date, d.startTime, d.endTime])).toEqual([
      ['2027-03-15', '16:00', '20:00'],
      ['2027-03-16', '16:00', '20:00'],
    ]);
  });

  it('marks full sessions and lists the related trainings offered on the platform (mfo)', async () => {
    const data = await courseOf('mfo.localhost', 'trod-angine-dispensation');
    expect(data.type).toBe('mixt');
    expect(data.type_to_display).toMatch(/^mixt/);
    const { sessions } = data.dossier_resource.faceToFaces[0];
    expect(sessions.map((s) => s.marketingCity)).toEqual(['Lyon Confluence', 'Marseille Vieux-Port', 'Paris Saint-Lazare']);
    expect(sessions.map((s) => [s.seatsAvailable, s.isFull])).toEqual([[10, false], [0, true], [5, false]]);
    expect(data.related.map((r) => r.slug)).toEqual(['cystite-trod-urinaire', 'quiz-bon-usage-antibiotiques']);
    expect(data.related[0]).toMatchObject({ type: 'virtualClass', priceHT: expect.any(Number), fundings_labels: expect.any(Array) });
    expect(data.dossier_resource.associatedTrainings.map((r) => r.slug)).toEqual(['cystite-trod-urinaire', 'quiz-bon-usage-antibiotiques']);
    expect(data.dossier_resource.questions).toHaveLength(2);
    expect(data.hasNewDates).toBe(true);
  });

  it('orders virtual-class sessions by date and gives the start-blocking message and links out', async () => {
    const virtual = await courseOf('mfo.localhost', 'douleur-chronique-classe-virtuelle');
    const dates = virtual.dossier_resource.faceToFaces[0].sessions.map((s) => s.startDate);
    expect(dates).toEqual([...dates].sort());
    const cantStart = await courseOf('mfo.localhost', 'cystite-trod-urinaire');
    expect(cantStart.can_start).toBe(false);
    expect(cantStart.dossier_resource.cantStartMessage).toMatch(/inscriptions/);
    const external = await courseOf('mfo.localhost', 'nouvelles-missions-pharmacien-2027');
    expect(external.external_platform_url).toMatch(/^https:\/\//);
    const register = await courseOf('mfo.localhost', 'management-equipe-officinale');
    expect(register.dossier_resource.customRegisterLink).toMatch(/^https:\/\//);
    expect(register.price).toBe(696);
  });

  it('answers 404 for unknown, unpublished and hidden trainings, never a leak', async () => {
    for (const [host, slug] of [
      ['mfo.localhost', 'no-such-training'],
      ['mfo.localhost', 'cannabis-medical-dispensation'], // draft
      ['mfo.localhost', 'tiers-payant-reglementation-2019'], // obsolete
      ['mfo.localhost', 'contraception-recommandations-2018'], // outdated
      ['mfo.localhost', 'anticancereux-oraux-accompagnement'], // work in progress
      ['demo.localhost', 'formation-test-recette'], // test
      ['cofares.localhost', 'receta-papel-normativa-2015'], // obsolete
    ]) {
      const res = await course(host, slug);
      expect(res.statusCode, `${host} ${slug}`).toBe(404);
      expect(failureOf(res, getCourse)).toMatchObject({ status: 'Error', data: null });
    }
  });

  it('keeps to the platform and the language', async () => {
    // Same platform (demo), other language: found only in Spanish.
    expect((await course('demo.localhost', 'dermofarmacia-practica')).statusCode).toBe(404);
    expect((await course('demo-es.localhost', 'dermofarmacia-practica')).statusCode).toBe(200);
    expect((await course('demo.localhost', 'dermofarmacia-practica', { 'accept-language': 'es-ES' })).statusCode).toBe(200);
    // Same language, other platform: Spanish trainings are not offered on mfo.
    expect((await course('mfo.localhost', 'dermofarmacia-practica', { 'accept-language': 'es-ES' })).statusCode).toBe(404);
    // French trainings are not offered on cofares.
    expect((await course('cofares.localhost', 'trod-angine-dispensation', { 'accept-language': 'fr-FR' })).statusCode).toBe(404);
    const mfo = await courseOf('mfo.localhost', 'trod-angine-dispensation');
    const totum = await courseOf('totum.localhost', 'trod-angine-dispensation');
    expect(mfo.id).not.toBe(totum.id);
    expect(mfo.dossier_resource.id).toBe(totum.dossier_resource.id);
  });

  it('refuses an over-long slug with a 422 in the wrapper, never a 500', async () => {
    expect((await course('mfo.localhost', 'a'.repeat(100))).statusCode).toBe(404);
    const long = await course('mfo.localhost', 'a'.repeat(300));
    expect(long.statusCode).toBe(422);
    expect(failureOf(long, getCourse).status).toBe('Error');
  });
});

describe('GET /back/api/catalog/search', () => {
  it('finds a misspelled word on the Spanish host and highlights it', async () => {
    const data = await searchOf('cofares.localhost', '?q=farmacovijilancia');
    expect(data.q).toBe('farmacovijilancia');
    expect(data.items[0]).toMatchObject({
      slug: 'farmacovigilancia-notificacion',
      highlight: '<mark>Farmacovigilancia</mark>: notificación de sospechas de reacciones adversas',
    });
  });

  it('ignores accents and case', async () => {
    for (const q of ['dermofarmacía', 'DERMOFARMACIA', 'dermofármacia práctica']) {
      const data = await searchOf('cofares.localhost', `?q=${encodeURIComponent(q)}`);
      expect(data.items[0]?.slug, q).toBe('dermofarmacia-practica');
      expect(data.items[0].highlight).toContain('<mark>Dermofarmacia</mark>');
    }
    const data = await searchOf('mfo.localhost', `?q=${encodeURIComponent('stupefiants')}`);
    expect(data.items.map((i) => i.slug)).toContain('gestion-stupefiants-officine');
  });

  it('ranks text matches first, pages and escapes the highlight', async () => {
    const data = await searchOf('mfo.localhost', '?q=vaccination');
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.items.slice(0, 2).map((i) => i.slug).sort()).toEqual(['vaccination-antigrippale-officine', 'vaccination-pratique-injections']);
    const withQuote = data.items.find((i) => i.name.includes("'"));
    expect(withQuote?.highlight).toContain('&#39;');
    expect(withQuote?.highlight).not.toContain("'");
    const second = await searchOf('mfo.localhost', '?q=vaccination&perPage=1&page=2');
    expect(second).toMatchObject({ page: 2, perPage: 1, total: data.total });
    expect(second.items[0].id).toBe(data.items[1].id);
    // A page past the end still tells how many there are.
    expect(await searchOf('mfo.localhost', '?q=vaccination&page=50')).toMatchObject({ items: [], page: 50, total: data.total });
  });

  it('answers an empty or stop-words query with no result, never an error', async () => {
    for (const query of ['', '?q=', '?q=%20%20', '?q=de%20la', '?q=%21%3F', '?q=%3Cscript%3E']) {
      expect(await searchOf('mfo.localhost', query), query).toMatchObject({ items: [], total: 0, page: 1, perPage: 10 });
    }
  });

  it('never finds hidden trainings or another platform’s', async () => {
    const slugsOf = async (host: string, q: string) =>
      (await searchOf(host, `?q=${encodeURIComponent(q)}&perPage=100`)).items.map((i) => i.slug);
    expect(await slugsOf('mfo.localhost', 'tiers payant')).not.toContain('tiers-payant-reglementation-2019');
    expect(await slugsOf('demo.localhost', 'recette')).not.toContain('formation-test-recette');
    expect(await slugsOf('mfo.localhost', 'cannabis')).toEqual([]);
    expect(await slugsOf('mfo.localhost', 'farmacovigilancia')).toEqual([]);
    expect(await slugsOf('cofares.localhost', 'antigrippale')).toEqual([]);
    // A word close to one of the platform's own trainings is a typo to tolerate, not a leak.
    expect(await slugsOf('cofares.localhost', 'pharmacovigilance')).toEqual(['farmacovigilancia-notificacion']);
  });

  it('refuses bad query values with a 422', async () => {
    for (const query of ['?q=x&page=0', '?q=x&page=abc', '?q=x&perPage=101', '?q=x&perPage=0', '?q=x&sort=name', `?q=${'a'.repeat(1001)}`]) {
      const res = await search('mfo.localhost', query);
      expect(res.statusCode, query).toBe(422);
      expect(failureOf(res, searchCatalog)).toMatchObject({ status: 'Error', data: { errors: expect.any(Object) } });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the detail, search and expert calls', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/back/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/back/api/catalog/course/{slug}', '/back/api/catalog/search', '/back/api/experts', '/back/api/experts/{slug}']),
    );
  });
});
