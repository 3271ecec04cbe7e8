import { TRAINING_FUNCTIONS, type TrainingFunction } from '@app/domain/catalogue/catalog-filters';
import { MODULE_TYPE, OBJECTIVE_KNOWLEDGE, OBJECTIVE_SKILL, isLiveCourse, type ObjectiveType, type TrainingType } from '@app/domain/catalogue/training-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { experts } from '../schema/experts.ts';
import { faceToFaceSessions } from '../schema/face-to-face-sessions.ts';
import { faceToFaces } from '../schema/face-to-faces.ts';
import { platforms } from '../schema/platforms.ts';
import { sessionDates } from '../schema/session-dates.ts';
import { trainingExperts } from '../schema/training-experts.ts';
import { type ModuleTypeCode, trainingModules } from '../schema/training-modules.ts';
import { trainingObjectives } from '../schema/training-objectives.ts';
import { type NewTrainingOffer, trainingOffers } from '../schema/training-offers.ts';
import { type NewTraining, trainings } from '../schema/trainings.ts';
import { AGREEMENT_OF_FUNDING, PROVIDERS } from './data/catalogue.ts';

/**
 * Bench data set (issue "Catalogue", part 8): French trainings offered on the mfo platform, built from word lists
 * with a deterministic generator (training i is always the same), for `npm run bench`. Not demo data: it needs the
 * demo platforms (seedDemo) and only adds to them.
 *
 * Idempotent and resumable: bench trainings carry `additional_ids.bench = i`; a run inserts the missing indexes up
 * to `trainings` and a second run inserts nothing. Everything is written in one transaction, in batches.
 */

const BENCH_PLATFORM = 'mfo';
const BATCH = 500;
const SEED_LOCK_KEY = 7_203_114_002;

interface Subject {
  name: string;
  tags: string[];
  /** Skills and knowledge wording. */
  skill: string;
  knowledge: string;
}

const S = (name: string, tags: string[], skill: string, knowledge: string): Subject => ({ name, tags, skill, knowledge });

/** Pharmacy subjects (French). */
const SUBJECTS: Subject[] = [
  S('la vaccination antigrippale', ['vaccination', 'prévention'], 'Réaliser une vaccination antigrippale', 'Connaître le calendrier vaccinal'),
  S('le diabète de type 2', ['diabète', 'maladies chroniques'], "Accompagner un patient diabétique de type 2", 'Connaître les antidiabétiques oraux'),
  S("l'asthme et la BPCO", ['respiratoire', 'entretiens pharmaceutiques'], 'Vérifier la technique d’inhalation', 'Connaître les dispositifs d’inhalation'),
  S('les anticoagulants oraux', ['anticoagulants', 'iatrogénie'], 'Conduire un entretien AVK ou AOD', 'Connaître les interactions des anticoagulants'),
  S("l'hypertension artérielle", ['cardiologie', 'maladies chroniques'], 'Mesurer la pression artérielle au comptoir', 'Connaître les classes d’antihypertenseurs'),
  S('la dermatite atopique', ['dermatologie', 'pédiatrie'], 'Conseiller les émollients adaptés', 'Connaître la physiopathologie de l’eczéma'),
  S("l'acné de l'adolescent", ['dermatologie', 'dermocosmétique'], 'Conseiller une routine anti-acné', 'Connaître les traitements de l’acné'),
  S('la protection solaire', ['dermocosmétique', 'été'], 'Choisir un photoprotecteur', 'Connaître les indices de protection'),
  S('le sevrage tabagique', ['tabac', 'addictologie'], 'Proposer un substitut nicotinique', 'Connaître le test de Fagerström'),
  S('les troubles du sommeil', ['sommeil', 'conseil'], 'Conseiller un patient insomniaque', 'Connaître les règles d’hygiène du sommeil'),
  S('la douleur chronique', ['douleur', 'opioïdes'], 'Évaluer la douleur avec une échelle', 'Connaître les paliers antalgiques'),
  S("l'allaitement maternel", ['santé de la femme', 'pédiatrie'], 'Accompagner une mère allaitante', 'Connaître les médicaments compatibles avec l’allaitement'),
  S('la contraception', ['santé de la femme', 'contraception'], "Délivrer une contraception d'urgence", 'Connaître les méthodes contraceptives'),
  S('la ménopause', ['santé de la femme'], 'Conseiller une patiente ménopausée', 'Connaître le traitement hormonal de la ménopause'),
  S('les infections urinaires', ['infectiologie', 'TROD'], 'Réaliser une bandelette urinaire', 'Connaître les critères de la cystite simple'),
  S("l'angine", ['infectiologie', 'TROD', 'antibiotiques'], 'Réaliser un TROD angine', 'Connaître le score de McIsaac'),
  S('le bon usage des antibiotiques', ['antibiotiques', 'santé publique'], "Expliquer l'antibiorésistance", 'Connaître les règles de prescription'),
  S('les plaies et cicatrisation', ['plaies', 'maintien à domicile'], 'Choisir un pansement adapté', 'Connaître les phases de cicatrisation'),
  S('la contention veineuse', ['orthopédie', 'maintien à domicile'], 'Prendre les mesures pour une contention', 'Connaître les classes de compression'),
  S('le maintien à domicile', ['maintien à domicile'], "Évaluer les besoins d'un patient à domicile", 'Connaître les aides techniques'),
  S('la nutrition du sportif', ['nutrition', 'sport'], 'Conseiller une supplémentation', 'Connaître les besoins du sportif'),
  S("la nutrition infantile", ['nutrition', 'pédiatrie'], 'Conseiller un lait infantile', 'Connaître les étapes de la diversification'),
  S('le microbiote intestinal', ['microbiote', 'digestion'], 'Conseiller un probiotique', 'Connaître le rôle du microbiote'),
  S("l'aromathérapie", ['aromathérapie', 'phytothérapie'], 'Sécuriser un conseil en huiles essentielles', 'Connaître les huiles essentielles à risque'),
  S('la phytothérapie', ['phytothérapie'], 'Conseiller une plante en toute sécurité', 'Connaître les interactions plantes-médicaments'),
  S("l'homéopathie", ['homéopathie'], 'Conseiller un traitement homéopathique', 'Connaître les principales souches'),
  S('la pharmacovigilance', ['pharmacovigilance', 'qualité'], 'Déclarer un effet indésirable', 'Connaître le circuit de déclaration'),
  S('les stupéfiants', ['réglementation', 'stupéfiants'], 'Tenir le registre des stupéfiants', 'Connaître les règles de délivrance'),
  S('les préparations magistrales', ['préparatoire', 'qualité'], 'Réaliser une préparation magistrale', 'Connaître les bonnes pratiques de préparation'),
  S('la gestion des stocks', ['gestion', 'économie officinale'], 'Optimiser le stock de l’officine', 'Connaître les indicateurs de rotation'),
  S("le management d'équipe", ['management', 'gestion'], 'Conduire un entretien annuel', 'Connaître les styles de management'),
  S('la relation patient au comptoir', ['communication', 'conseil'], 'Gérer un patient mécontent', "Connaître les techniques d'écoute active"),
  S('le bilan partagé de médication', ['gériatrie', 'BPM', 'iatrogénie'], 'Réaliser une analyse pharmaceutique', 'Connaître les critères STOPP/START'),
  S('la personne âgée polymédiquée', ['gériatrie', 'iatrogénie'], 'Repérer une interaction à risque', 'Connaître les médicaments inappropriés'),
  S('la santé mentale', ['santé mentale'], 'Orienter un patient en souffrance psychique', 'Connaître les antidépresseurs'),
  S('les troubles digestifs', ['digestion', 'conseil'], 'Conseiller un patient constipé', 'Connaître les laxatifs'),
  S('les allergies saisonnières', ['allergologie', 'printemps'], 'Conseiller un antihistaminique', 'Connaître les pollens allergisants'),
  S('la maladie de Lyme', ['infectiologie', 'été'], 'Retirer une tique', 'Connaître les signes de la borréliose'),
  S('le conseil vétérinaire', ['vétérinaire'], 'Conseiller un antiparasitaire', 'Connaître les spécialités vétérinaires'),
  S('les gestes et soins d’urgence', ['urgence', 'premiers secours'], 'Réaliser une réanimation cardio-pulmonaire', 'Connaître la chaîne de survie'),
  S("l'ophtalmologie au comptoir", ['ophtalmologie', 'conseil'], 'Conseiller un collyre', "Connaître les signes d'alerte oculaires"),
  S('la santé bucco-dentaire', ['bucco-dentaire', 'conseil'], 'Conseiller une brosse à dents', 'Connaître les maladies parodontales'),
  S("l'obésité et le surpoids", ['nutrition', 'maladies chroniques'], 'Accompagner une perte de poids', 'Connaître les traitements de l’obésité'),
  S('la thyroïde', ['endocrinologie'], 'Expliquer un traitement par lévothyroxine', 'Connaître les dysthyroïdies'),
  S('les nouvelles missions du pharmacien', ['réglementation', 'économie officinale'], 'Mettre en place une nouvelle mission', 'Connaître la convention pharmaceutique'),
  S('le cannabis médical', ['cannabis médical', 'réglementation'], 'Dispenser du cannabis médical', "Connaître le cadre de l'expérimentation"),
  S('les dispositifs médicaux', ['dispositifs médicaux', 'maintien à domicile'], 'Délivrer un dispositif médical', 'Connaître la LPP'),
  S('la vaccination contre le HPV', ['vaccination', 'santé de la femme'], 'Promouvoir la vaccination HPV', 'Connaître le calendrier HPV'),
];

/** Formats: title pattern per type family. */
const PREFIXES = [
  'Les essentiels', 'Conseil à l’officine', 'Prise en charge', 'Actualités', 'Cas pratiques', 'Mise à jour', 'Repères',
  'Accompagner le patient', 'Le point sur', 'Comprendre', 'Dispensation et conseil', 'Focus',
];
const SUFFIXES = [
  '', '', ' : niveau avancé', ' : les bases', ' en pratique', ' pour toute l’équipe', ' : questions fréquentes', ' en 2027',
  ' : les erreurs à éviter', ' au comptoir', ' : ce qui change', ' chez l’enfant', ' chez la personne âgée',
];
const ANGLES = [
  'les recommandations actuelles et les bons réflexes au comptoir',
  "des cas concrets tirés de la pratique officinale",
  "les interactions, les contre-indications et les signes d'alerte",
  'les messages clés à transmettre au patient',
  "le rôle de chaque membre de l'équipe officinale",
  'les outils pour sécuriser la dispensation',
];
const CITIES: Array<[city: string, postalCode: string, marketing: string]> = [
  ['Paris', '75008', 'Paris Saint-Lazare'], ['Paris', '75011', 'Paris Bastille'], ['Lyon', '69002', 'Lyon Confluence'],
  ['Marseille', '13001', 'Marseille Vieux-Port'], ['Toulouse', '31000', 'Toulouse Capitole'], ['Bordeaux', '33000', 'Bordeaux Chartrons'],
  ['Lille', '59000', 'Lille Euralille'], ['Nantes', '44000', 'Nantes Île de Nantes'], ['Strasbourg', '67000', 'Strasbourg Centre'],
  ['Montpellier', '34000', 'Montpellier Antigone'], ['Rennes', '35000', 'Rennes Centre'], ['Nice', '06000', 'Nice Promenade'],
  ['Évry', '91000', 'Évry-Courcouronnes'], ['Angers', '49000', 'Angers Gare'], ['Dijon', '21000', 'Dijon Centre'],
];
const FRENCH_EXPERTS = ['claire-morel', 'julien-lefebvre', 'sophie-garnier', 'antoine-roux', 'nathalie-faure', 'marc-bertin', 'helene-perrin', 'olivier-chevalier', 'emilie-lambert'];
const PROVIDER_NAMES = ['Campus Officinal', 'Institut Galien Formation', 'Pharmaskills'];

const FORMAT_LABEL: Record<TrainingType, string> = {
  dpc: 'DPC en ligne', mixt: 'mixte (en ligne et en présentiel)', formation: 'en ligne', faceToFaceOnly: 'en présentiel',
  virtualClass: 'en classe virtuelle', pdf: 'sous forme de fiches PDF', video: 'en vidéo', podcast: 'en podcast',
  webinar: 'en webinaire', quiz: 'sous forme de quiz',
};

/** Share of each type, out of 100. */
const TYPE_WEIGHTS: Array<[TrainingType, number]> = [
  ['formation', 30], ['video', 12], ['podcast', 8], ['pdf', 8], ['quiz', 8],
  ['webinar', 6], ['virtualClass', 8], ['faceToFaceOnly', 8], ['mixt', 7], ['dpc', 5],
];

/** mulberry32: a small deterministic PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface BenchTraining {
  index: number;
  training: NewTraining;
  offer: Omit<NewTrainingOffer, 'trainingId' | 'platformId'>;
  modules: Array<[ModuleTypeCode, string, number]>;
  objectives: Array<[ObjectiveType, string]>;
  authors: string[];
  trainers: string[];
  sessions: Array<{ city: string; postalCode: string; marketingCity: string; days: string[]; max: number; current: number }>;
  virtualClass: boolean;
}

const M = MODULE_TYPE;

/** The themes (tags) the bench trainings carry. */
export const BENCH_TAGS = [...new Set(SUBJECTS.flatMap((subject) => subject.tags))];

/** Bench training number `index` (deterministic). */
export function benchTraining(index: number): BenchTraining {
  const r = rng(index * 7919 + 17);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));

  let roll = r() * 100;
  let type: TrainingType = 'formation';
  for (const [t, w] of TYPE_WEIGHTS) {
    if (roll < w) {
      type = t;
      break;
    }
    roll -= w;
  }
  const subject = pick(SUBJECTS);
  const name = `${pick(PREFIXES)} : ${subject.name}${pick(SUFFIXES)}`;
  const providerName = pick(PROVIDER_NAMES);
  const provider = PROVIDERS[providerName];

  const modules: BenchTraining['modules'] = [];
  const el = (label: string) => modules.push([M.elearning, `${label} : ${subject.name}`, 15 * int(2, 12)]);
  switch (type) {
    case 'formation':
      for (let i = int(1, 4); i > 0; i--) el(pick(['Comprendre', 'Conseiller', 'Approfondir', 'Cas cliniques']));
      break;
    case 'dpc':
      modules.push([M.quiz, 'Questionnaire pré-formation', 15]);
      for (let i = int(2, 3); i > 0; i--) el(pick(['Recommandations', 'Analyse de pratique', 'Cas cliniques']));
      modules.push([M.quiz, 'Questionnaire post-formation', 15]);
      break;
    case 'mixt':
      el('Les bases');
      modules.push([M.faceToFace, `Atelier pratique : ${subject.name}`, 60 * int(3, 7)]);
      if (r() < 0.4) el('Pour aller plus loin');
      break;
    case 'faceToFaceOnly':
      modules.push([M.faceToFace, `Journée de formation : ${subject.name}`, 60 * int(3, 21)]);
      break;
    case 'virtualClass':
      modules.push([M.virtualClass, `Classe virtuelle : ${subject.name}`, 30 * int(2, 8)]);
      break;
    case 'webinar':
      modules.push([M.webinar, `Webinaire : ${subject.name}`, 15 * int(3, 8)]);
      break;
    case 'video':
      modules.push([M.video, `Vidéo : ${subject.name}`, 5 * int(2, 12)]);
      break;
    case 'podcast':
      modules.push([M.podcast, `Épisode : ${subject.name}`, 5 * int(3, 10)]);
      break;
    case 'pdf':
      modules.push([M.pdf, `Fiche pratique : ${subject.name}`, 5 * int(2, 8)]);
      break;
    case 'quiz':
      modules.push([M.quiz, `Quiz : ${subject.name}`, 5 * int(1, 4)]);
      break;
  }
  const total = modules.reduce((t, [, , m]) => t + m, 0);
  const elearning = modules.filter(([c]) => c === M.elearning).reduce((t, [, , m]) => t + m, 0);
  const live = modules.filter(([c]) => c === M.faceToFace || c === M.virtualClass).reduce((t, [, , m]) => t + m, 0);

  const cheap = type === 'pdf' || type === 'podcast' || type === 'quiz' || type === 'webinar' || type === 'video';
  const free = cheap && r() < 0.3;
  // Cheap formats 9–59 €, the others 59–699 € (prices ending in 9).
  const priceHtCents = free ? 0 : cheap ? 100 * int(9, 59) : 100 * (int(6, 70) * 10 - 1);
  const fundings =
    type === 'dpc'
      ? ['DPC', 'FIFPL']
      : cheap
        ? []
        : pick([['OPCO'], ['FIFPL', 'OPCO'], ['FIFPL'], []] as string[][]);
  const functions = TRAINING_FUNCTIONS.filter(() => r() < 0.7);
  const availableFunctions: TrainingFunction[] = functions.length > 0 ? functions : ['Pharmacien'];

  // Published between 2023-01-01 and 2026-11-30.
  const start = Date.UTC(2023, 0, 1);
  const publishedAt = new Date(start + Math.floor(r() * (Date.UTC(2026, 10, 30) - start) / 3_600_000) * 3_600_000);
  const isPublished = r() < 0.95;
  const hidden = r() < 0.01 ? pick(['obsolete', 'outdated', 'workInProgress'] as const) : null;
  const hasSessions = type === 'mixt' || type === 'faceToFaceOnly' || type === 'virtualClass';
  const virtualClass = type === 'virtualClass';

  const sessions: BenchTraining['sessions'] = [];
  if (hasSessions) {
    for (let s = int(1, 4); s > 0; s--) {
      const [city, postalCode, marketingCity] = virtualClass ? ['', '', 'En ligne'] : pick(CITIES);
      const first = Date.UTC(2027, 0, 4) + int(0, 300) * 86_400_000;
      const days = Array.from({ length: !virtualClass && r() < 0.2 ? int(2, 3) : 1 }, (_, d) =>
        new Date(first + d * 7 * 86_400_000).toISOString().slice(0, 10),
      );
      const max = int(8, 20);
      sessions.push({ city, postalCode, marketingCity, days, max, current: r() < 0.15 ? max : int(0, max) });
    }
  }
  const credits = r() < 0.2 ? int(2, 9) : null;
  const courseIdDpc = type === 'dpc' ? `5279${String(2400000 + index).padStart(7, '0')}` : null;
  const author = pick(FRENCH_EXPERTS);
  const slug = `${slugify(name).slice(0, 80)}-b${index}`;
  const description = `${name}. Une formation ${FORMAT_LABEL[type]} sur ${subject.name} : ${pick(ANGLES)}. ${pick(ANGLES).replace(/^./, (c) => c.toUpperCase())}.`;

  return {
    index,
    virtualClass,
    modules,
    objectives: [
      [OBJECTIVE_SKILL, subject.skill],
      [OBJECTIVE_KNOWLEDGE, subject.knowledge],
    ],
    authors: [author],
    trainers: hasSessions ? [pick(FRENCH_EXPERTS)] : [],
    sessions,
    training: {
      lang: 'fr',
      type,
      isVirtual: virtualClass,
      name,
      shortName: subject.name.replace(/^(la |le |les |l'|l’)/, ''),
      description,
      totalDurationMinutes: total,
      elearningMinutes: elearning || null,
      faceToFaceMinutes: live || null,
      points: Math.round(total / 6),
      credits,
      isDpcProgram: type === 'dpc',
      courseIdDpc,
      dpcActionKind: courseIdDpc ? 'integrated' : null,
      providerName,
      logoSmallProvider: provider.logo,
      agreements: [...new Set(fundings.map((f) => AGREEMENT_OF_FUNDING[f]))].map((n) => ({ name: n })),
      availableFunctions,
      dpc: courseIdDpc
        ? { id: courseIdDpc, name, illustration: `/illustrations/${type}.svg`, videoId: null, duration: total, priceHT: priceHtCents / 100, agreements: [{ name: 'ANDPC' }] }
        : null,
      f2fOnly: type === 'faceToFaceOnly',
      free,
      hasNewDates: hasSessions && r() < 0.1,
      hasNewVersion: r() < 0.02,
      hasQuiz: modules.some(([c]) => c === M.quiz),
      isNew: publishedAt.getTime() > Date.UTC(2026, 8, 1) || r() < 0.02,
      mainIllustration: `/illustrations/${type}.svg`,
      noContractRequired: free,
      obsolete: hidden === 'obsolete',
      outdated: hidden === 'outdated',
      workInProgress: hidden === 'workInProgress',
      orgDomTom: !hasSessions,
      planF2f: hasSessions,
      trainingOrganization: providerName,
      additionalIds: { bench: String(index) },
      lastUpdate: publishedAt,
      contentLastUpdatedAt: publishedAt,
      createdAt: new Date(publishedAt.getTime() - 21 * 86_400_000),
      updatedAt: publishedAt,
    },
    offer: {
      slug,
      priceHtCents,
      currency: 'EUR',
      vatRateBp: 2000,
      fundings,
      tags: subject.tags,
      illustration: `/illustrations/${type}.svg`,
      rating: r() < 0.2 ? null : Math.round((3.5 + r() * 1.5) * 10) / 10,
      isPublished,
      publishedAt: isPublished ? publishedAt : null,
      seoTitle: name,
      seoDescription: description.slice(0, 160),
      logoProvider: provider.logo,
      providerCertifications: provider.certifications,
      providerId: provider.id,
      legalNotice: provider.legalNotice,
      liveModuleHasNoF2f: isLiveCourse(modules.map(([c]) => c)) && sessions.length === 0,
      createdAt: new Date(publishedAt.getTime() - 21 * 86_400_000),
      updatedAt: publishedAt,
    },
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts the bench trainings 0..trainings-1 that are missing; returns how many were inserted. */
export async function seedBench(db: Db, opts: { trainings: number } = { trainings: 10_000 }): Promise<{ inserted: number; total: number }> {
  const wanted = Math.max(0, Math.floor(opts.trainings));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [platform] = await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, BENCH_PLATFORM));
    if (!platform) throw new Error(`seedBench: platform ${BENCH_PLATFORM} is missing (seed the demo data first)`);

    const existing = new Set(
      (
        await tx
          .select({ index: sql<string>`${trainings.additionalIds}->>'bench'` })
          .from(trainings)
          .where(sql`${trainings.additionalIds} ? 'bench'`)
      ).map((r) => Number(r.index)),
    );
    const missing = Array.from({ length: wanted }, (_, i) => i).filter((i) => !existing.has(i));
    const expertRows = await tx.select({ id: experts.id, slug: experts.slug }).from(experts).where(inArray(experts.slug, FRENCH_EXPERTS));
    const expertIds = new Map(expertRows.map((e) => [e.slug, e.id]));

    for (let from = 0; from < missing.length; from += BATCH) {
      await insertBatch(tx, platform.id, missing.slice(from, from + BATCH).map(benchTraining), expertIds);
    }
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(and(eq(trainingOffers.platformId, platform.id), sql`${trainings.additionalIds} ? 'bench'`));
    return { inserted: missing.length, total: Number(n) };
  });
}

async function insertBatch(tx: Tx, platformId: number, batch: BenchTraining[], expertIds: Map<string, number>): Promise<void> {
  const rows = await tx
    .insert(trainings)
    .values(batch.map((b) => b.training))
    .returning({ id: trainings.id, additionalIds: trainings.additionalIds });
  const idOfIndex = new Map(rows.map((r) => [Number(r.additionalIds.bench), r.id]));
  const ids = batch.map((b) => idOfIndex.get(b.index)!);

  await tx.insert(trainingOffers).values(batch.map((b, i) => ({ ...b.offer, trainingId: ids[i], platformId })));
  await tx.insert(trainingModules).values(
    batch.flatMap((b, i) => b.modules.map(([typeCode, name, durationMinutes], p) => ({ trainingId: ids[i], position: p + 1, typeCode, name, durationMinutes }))),
  );
  await tx.insert(trainingObjectives).values(
    batch.flatMap((b, i) => b.objectives.map(([type, text], p) => ({ trainingId: ids[i], type, text, position: p + 1 }))),
  );
  const links = batch.flatMap((b, i) => [
    ...b.authors.filter((s) => expertIds.has(s)).map((s) => ({ trainingId: ids[i], expertId: expertIds.get(s)!, role: 'author' as const })),
    ...b.trainers.filter((s) => expertIds.has(s)).map((s) => ({ trainingId: ids[i], expertId: expertIds.get(s)!, role: 'trainer' as const })),
  ]);
  const uniqueLinks = [...new Map(links.map((l) => [`${l.trainingId}:${l.expertId}:${l.role}`, l])).values()];
  if (uniqueLinks.length > 0) await tx.insert(trainingExperts).values(uniqueLinks);

  const withSessions = batch.map((b, i) => ({ b, trainingId: ids[i] })).filter(({ b }) => b.sessions.length > 0);
  if (withSessions.length === 0) return;
  const f2fRows = await tx
    .insert(faceToFaces)
    .values(withSessions.map(({ b, trainingId }) => ({ trainingId, name: b.training.name, virtualClass: b.virtualClass })))
    .returning({ id: faceToFaces.id, trainingId: faceToFaces.trainingId });
  const f2fOf = new Map(f2fRows.map((r) => [r.trainingId, r.id]));
  const sessions = withSessions.flatMap(({ b, trainingId }) =>
    b.sessions.map((s) => ({
      faceToFaceId: f2fOf.get(trainingId)!,
      name: `${b.training.shortName} – ${s.marketingCity} – ${s.days[0]}`,
      city: s.city || null,
      marketingCity: s.marketingCity,
      postalCode: s.postalCode || null,
      startDate: s.days[0],
      startTime: '09:00',
      endTime: b.virtualClass ? '11:00' : '17:00',
      maxParticipants: s.max,
      currentParticipants: s.current,
      multiDates: s.days.length > 1,
      days: s.days,
    })),
  );
  // Rows of a multi-row INSERT … RETURNING come back in VALUES order.
  const sessionRows = await tx
    .insert(faceToFaceSessions)
    .values(sessions.map(({ days: _days, ...s }) => s))
    .returning({ id: faceToFaceSessions.id });
  const dates = sessions.flatMap((s, i) =>
    s.days.length > 1 ? s.days.map((date) => ({ sessionId: sessionRows[i].id, date, startTime: '09:00', endTime: '17:00' })) : [],
  );
  if (dates.length > 0) await tx.insert(sessionDates).values(dates);
}
