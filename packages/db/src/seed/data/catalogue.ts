import { TRAINING_FUNCTIONS, type TrainingFunction } from '@app/domain/catalogue/catalog-filters';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import type { ProviderCertification } from '../../schema/training-offers.ts';
import type { TrainingLang, TrainingQuestion } from '../../schema/trainings.ts';
import { M, type TrainingSeed } from './training-seed.ts';

/**
 * Catalogue demo data added with migration 0003 (the remaining fields of the spec §3 Training record and Course,
 * reviews, associated trainings, trainings that must never be offered). Applied by its own guarded step of seedDemo,
 * so a database seeded before it existed receives it on the next start.
 */

/** Offer slug of the test training: the marker of the catalogue step (present = step done). */
export const CATALOGUE_MARKER_SLUG = 'formation-test-recette';

/** Expert photo path; the web serves the files from `public/experts/`. */
export const expertAvatarUrl = (slug: string): string => `/experts/${slug}.svg`;

export interface ProviderSeed {
  id: string;
  /** Logo path; the web serves the files from `public/providers/`. */
  logo: string;
  certifications: ProviderCertification[];
  legalNotice: string;
}

const provider = (id: string, certifications: string[], legalNotice: string): ProviderSeed => ({
  id,
  logo: `/providers/${id}.svg`,
  certifications: certifications.map((name) => ({ name })),
  legalNotice,
});

/** Training organisations by provider name (the training's provider_name). Invented organisations. */
export const PROVIDERS: Record<string, ProviderSeed> = {
  'Campus Officinal': provider(
    'campus-officinal',
    ['Qualiopi', 'ANDPC'],
    "Campus Officinal, organisme de formation enregistré sous le numéro 11 75 58214 75 auprès du préfet de région d'Île-de-France. Cet enregistrement ne vaut pas agrément de l'État. Organisme certifié Qualiopi au titre des actions de formation.",
  ),
  'Institut Galien Formation': provider(
    'institut-galien-formation',
    ['Qualiopi', 'ANDPC'],
    "Institut Galien Formation, organisme de formation enregistré sous le numéro 82 69 13377 69 auprès du préfet de région Auvergne-Rhône-Alpes. Cet enregistrement ne vaut pas agrément de l'État.",
  ),
  Pharmaskills: provider(
    'pharmaskills',
    ['Qualiopi'],
    "Pharmaskills, organisme de formation enregistré sous le numéro 76 31 09921 31 auprès du préfet de région Occitanie. Cet enregistrement ne vaut pas agrément de l'État.",
  ),
  'Escuela de Farmacia Práctica': provider(
    'escuela-farmacia-practica',
    ['ISO 9001', 'Comisión de Formación Continuada'],
    'Escuela de Farmacia Práctica S.L., entidad organizadora inscrita en el Registro Estatal de Entidades de Formación. Acreditada por la Comisión de Formación Continuada de las Profesiones Sanitarias.',
  ),
  'Aula Cofares': provider(
    'aula-cofares',
    ['ISO 9001'],
    'Aula Cofares, entidad organizadora de formación programada por las empresas. Formación bonificable a través de FUNDAE en los términos de la normativa vigente.',
  ),
};

/** Agreement names of a training, from its fundings (spec §3 agreements). */
export const AGREEMENT_OF_FUNDING: Record<string, string> = {
  DPC: 'ANDPC',
  FIFPL: 'FIF PL',
  OPCO: 'OPCO EP',
  FUNDAE: 'FUNDAE',
};

export const ALL_FUNCTIONS: TrainingFunction[] = [...TRAINING_FUNCTIONS];
const PHARMACISTS: TrainingFunction[] = [...USER_FUNCTIONS];

/** Fields a training gets beyond what its TrainingSeed derives (the defaults are in demo.ts, catalogueFields). */
export interface TrainingExtras {
  /** Default: the three functions. */
  availableFunctions?: TrainingFunction[];
  isNew?: boolean;
  hasNewDates?: boolean;
  hasNewVersion?: boolean;
  obsolete?: boolean;
  outdated?: boolean;
  workInProgress?: boolean;
  isTest?: boolean;
  hideOnTrainingsFiltered?: boolean;
  directAccess?: boolean;
  counterCase?: boolean;
  actionDpcOnly?: boolean;
  isEpp?: boolean;
  eppType?: string;
  /** An external registration page. */
  customRegisterLink?: string;
  /** Set → the offer's can_start is false and this message is shown. */
  cantStartMessage?: string;
  /** The course runs on another platform. */
  externalPlatformUrl?: string;
  /** Sessions on demand with this minimum of learners. */
  sessionsOnDemandMin?: number;
  groupement?: { name: string; bandeau: string };
  questions?: TrainingQuestion[];
  moreInfos?: string;
  additionalInformation?: string;
  /** When the teaching content last changed (default: the publication date). */
  contentLastUpdatedAt?: string;
}

type ExtrasKey = `${TrainingLang}:${string}`;

export const TRAINING_EXTRAS: Partial<Record<ExtrasKey, TrainingExtras>> = {
  // ── French ──
  'fr:vaccination-antigrippale-officine': {
    availableFunctions: PHARMACISTS,
    hasNewVersion: true,
    contentLastUpdatedAt: '2026-10-05T08:00:00Z',
    additionalInformation: 'Programme mis à jour avec les recommandations vaccinales 2026-2027.',
  },
  'fr:entretiens-pharmaceutiques-avk': {
    availableFunctions: PHARMACISTS,
    actionDpcOnly: true,
    isEpp: true,
    eppType: 'audit clinique',
  },
  'fr:bilan-partage-medication': { availableFunctions: PHARMACISTS },
  'fr:trod-angine-dispensation': {
    availableFunctions: PHARMACISTS,
    hasNewDates: true,
    questions: [
      {
        question: 'Faut-il un local de confidentialité pour réaliser le TROD ?',
        answer: "Oui, le test est réalisé dans l'espace de confidentialité de l'officine, comme les entretiens pharmaceutiques.",
      },
      {
        question: "Le matériel de prélèvement est-il fourni pendant l'atelier ?",
        answer: "Oui, les kits de TROD et les abaisse-langues sont fournis pour l'atelier pratique.",
      },
    ],
  },
  'fr:vaccination-pratique-injections': { availableFunctions: PHARMACISTS },
  'fr:contraception-urgence-sante-sexuelle': { isNew: true },
  'fr:dermocosmetique-conseil-cutane': { availableFunctions: ['Adjoint', 'Préparateur'], hasNewVersion: true, contentLastUpdatedAt: '2026-09-14T08:00:00Z' },
  'fr:nutrition-infantile-laits-diversification': { isNew: true },
  'fr:gestes-soins-urgence-afgsu-2': {
    hasNewDates: true,
    sessionsOnDemandMin: 8,
    moreInfos: "Tenue confortable conseillée. L'attestation AFGSU 2 est valable quatre ans.",
  },
  'fr:orthopedie-contention-veineuse': { availableFunctions: ['Pharmacien', 'Préparateur'] },
  'fr:management-equipe-officinale': {
    availableFunctions: ['Pharmacien'],
    customRegisterLink: 'https://inscriptions.institut-galien.example/management-equipe-officinale',
  },
  'fr:douleur-chronique-classe-virtuelle': { hasNewDates: true },
  'fr:cystite-trod-urinaire': {
    availableFunctions: PHARMACISTS,
    isNew: true,
    cantStartMessage: 'Les inscriptions ouvriront le 4 janvier 2027.',
  },
  'fr:preparations-magistrales-bonnes-pratiques': { availableFunctions: ['Pharmacien', 'Préparateur'] },
  'fr:conseil-homeopathie-pathologies-hivernales': {
    groupement: { name: 'Groupement Demo Santé', bandeau: 'Offerte aux adhérents du Groupement Demo Santé' },
  },
  'fr:troubles-sommeil-conseil': { moreInfos: 'Épisode de 25 minutes, à écouter au comptoir ou en déplacement.' },
  'fr:nouvelles-missions-pharmacien-2027': {
    availableFunctions: PHARMACISTS,
    isNew: true,
    directAccess: true,
    externalPlatformUrl: 'https://webinaires.campus-officinal.example/nouvelles-missions-2027',
  },
  'fr:quiz-bon-usage-antibiotiques': { directAccess: true, counterCase: true },
  'fr:quiz-diabete-type-2': { directAccess: true },
  'fr:quiz-declarer-effet-indesirable': { directAccess: true },
  // ── Spanish ──
  'es:atencion-farmaceutica-diabetes': { availableFunctions: PHARMACISTS, isNew: true },
  'es:vacunacion-farmacia-comunitaria': { availableFunctions: PHARMACISTS, hasNewDates: true },
  'es:primeros-auxilios-farmacia': { hasNewDates: true, sessionsOnDemandMin: 6 },
  'es:medias-compresion-ortopedia': { availableFunctions: ['Pharmacien', 'Préparateur'] },
  'es:novedades-receta-electronica-2027': { isNew: true, directAccess: true },
  'es:test-interacciones-anticoagulantes': { directAccess: true, counterCase: true },
  'es:dermofarmacia-practica': { hasNewVersion: true, contentLastUpdatedAt: '2026-10-20T08:00:00Z' },
};

const CAMPUS = 'Campus Officinal';
const GALIEN = 'Institut Galien Formation';
const ESCUELA = 'Escuela de Farmacia Práctica';

/** Trainings that exist but must never be offered (obsolete, outdated, work in progress, test). */
export const HIDDEN_TRAININGS: Array<{ lang: TrainingLang; seed: TrainingSeed; extras: TrainingExtras }> = [
  {
    lang: 'fr',
    extras: { obsolete: true },
    seed: {
      slug: 'tiers-payant-reglementation-2019',
      type: 'formation',
      name: 'Le tiers payant à l’officine : réglementation 2019',
      description: 'Ancienne version du module sur le tiers payant, remplacée par les nouvelles conventions.',
      points: 10,
      providerName: CAMPUS,
      modules: [[M.elearning, 'Le tiers payant en 2019', 60]],
      skills: ['Gérer un rejet de tiers payant'],
      knowledge: ['Connaître la convention pharmaceutique de 2019'],
      authors: ['marc-bertin'],
      priceHtCents: 4900,
      fundings: ['OPCO'],
      tags: ['réglementation', 'économie officinale'],
      rating: 3.6,
      publishedAt: '2019-09-02T08:00:00Z',
    },
  },
  {
    lang: 'fr',
    extras: { outdated: true },
    seed: {
      slug: 'contraception-recommandations-2018',
      type: 'formation',
      name: 'Contraception orale : recommandations 2018',
      description: 'Module dont les recommandations ne sont plus à jour ; conservé pour les attestations déjà délivrées.',
      points: 10,
      providerName: GALIEN,
      modules: [[M.elearning, 'Les contraceptifs oraux', 45]],
      skills: ['Conseiller une patiente sous contraception orale'],
      knowledge: ['Connaître les recommandations de 2018'],
      authors: ['helene-perrin'],
      priceHtCents: 3900,
      fundings: [],
      tags: ['santé de la femme', 'contraception'],
      rating: 4.0,
      publishedAt: '2018-05-14T08:00:00Z',
    },
  },
  {
    lang: 'fr',
    extras: { workInProgress: true },
    seed: {
      slug: 'anticancereux-oraux-accompagnement',
      type: 'formation',
      name: 'Anticancéreux oraux : accompagner le patient à l’officine',
      description: 'Formation en cours de rédaction sur les thérapies orales en oncologie et les entretiens associés.',
      points: 20,
      providerName: CAMPUS,
      modules: [
        [M.elearning, 'Les familles d’anticancéreux oraux', 60],
        [M.elearning, "Gérer les effets indésirables", 60],
      ],
      skills: ['Mener un entretien sur un anticancéreux oral'],
      knowledge: ['Connaître les principaux anticancéreux oraux'],
      authors: ['julien-lefebvre'],
      priceHtCents: 14900,
      fundings: ['FIFPL'],
      tags: ['oncologie', 'entretiens pharmaceutiques'],
      rating: null,
      publishedAt: '2026-10-01T08:00:00Z',
    },
  },
  {
    lang: 'fr',
    extras: { isTest: true, hideOnTrainingsFiltered: true, directAccess: true },
    seed: {
      slug: CATALOGUE_MARKER_SLUG,
      type: 'quiz',
      name: 'Formation de test (recette)',
      description: "Formation technique utilisée pour la recette de la plateforme. Elle n'est jamais proposée aux apprenants.",
      points: 0,
      providerName: CAMPUS,
      modules: [[M.quiz, 'Quiz de recette', 5]],
      skills: ['Vérifier le parcours de formation'],
      knowledge: ['Aucun'],
      authors: ['marc-bertin'],
      priceHtCents: 0,
      fundings: [],
      tags: ['test'],
      rating: null,
      publishedAt: '2026-01-02T08:00:00Z',
      platforms: ['demo'],
    },
  },
  {
    lang: 'es',
    extras: { obsolete: true },
    seed: {
      slug: 'receta-papel-normativa-2015',
      type: 'pdf',
      name: 'Guía de la receta en papel (normativa 2015)',
      description: 'Guía sustituida por la de receta electrónica; se conserva para el historial de los alumnos.',
      points: 5,
      providerName: ESCUELA,
      modules: [[M.pdf, 'Guía de la receta en papel', 30]],
      skills: ['Validar una receta en papel'],
      knowledge: ['Conocer la normativa de 2015'],
      authors: ['carmen-ruiz'],
      priceHtCents: 1500,
      fundings: [],
      tags: ['normativa'],
      rating: 3.8,
      publishedAt: '2015-06-01T08:00:00Z',
    },
  },
];

/** [lang, offer slug, author as displayed, rating 1..5, comment, ISO date] */
export type ReviewSeed = [lang: TrainingLang, slug: string, author: string, rating: number, comment: string | null, createdAt: string];

export const REVIEWS: ReviewSeed[] = [
  ['fr', 'vaccination-antigrippale-officine', 'Camille M.', 5, 'Très concret, le module sur les contre-indications m’a servi dès la première campagne.', '2026-02-03T10:12:00Z'],
  ['fr', 'vaccination-antigrippale-officine', 'Thomas B.', 5, 'Les vidéos de gestes sont claires, la traçabilité DMP enfin expliquée simplement.', '2026-02-20T18:40:00Z'],
  ['fr', 'vaccination-antigrippale-officine', 'Julie R.', 4, 'Bon programme, un peu long sur le calendrier vaccinal.', '2026-03-11T07:55:00Z'],
  ['fr', 'bilan-partage-medication', 'Nicolas P.', 5, 'Indispensable pour démarrer les bilans partagés, la trame de synthèse est très utile.', '2026-04-02T12:00:00Z'],
  ['fr', 'bilan-partage-medication', 'Sandrine L.', 5, null, '2026-04-28T09:30:00Z'],
  ['fr', 'trod-angine-dispensation', 'Émilie D.', 5, 'L’atelier pratique rassure, on repart capable de faire le test le lendemain.', '2026-05-06T16:20:00Z'],
  ['fr', 'trod-angine-dispensation', 'Karim A.', 4, 'Très bien, mais la salle de Paris était un peu petite.', '2026-05-19T17:05:00Z'],
  ['fr', 'gestes-soins-urgence-afgsu-2', 'Laure V.', 5, 'Formatrice exceptionnelle, beaucoup de mises en situation.', '2026-03-01T15:00:00Z'],
  ['fr', 'gestes-soins-urgence-afgsu-2', 'Pierre-Yves K.', 5, 'Trois jours intenses et très utiles pour toute l’équipe.', '2026-03-22T11:45:00Z'],
  ['fr', 'dermocosmetique-conseil-cutane', 'Inès F.', 4, 'Des fiches conseil que j’utilise au comptoir tous les jours.', '2026-06-14T08:10:00Z'],
  ['fr', 'accompagner-sevrage-tabagique', 'Marc T.', 5, 'Enfin une méthode simple pour aborder le sevrage avec les patients.', '2026-07-02T13:25:00Z'],
  ['fr', 'accompagner-sevrage-tabagique', 'Chloé G.', 4, null, '2026-07-15T19:00:00Z'],
  ['fr', 'conseil-homeopathie-pathologies-hivernales', 'Anne S.', 4, 'Pratique pour préparer la saison hivernale.', '2026-11-03T09:00:00Z'],
  ['fr', 'conseil-homeopathie-pathologies-hivernales', 'Hugo N.', 3, 'Intéressant mais j’aurais aimé plus de cas pratiques.', '2026-11-10T14:30:00Z'],
  ['fr', 'quiz-diabete-type-2', 'Sarah O.', 4, 'Bon moyen de vérifier ses connaissances en dix minutes.', '2026-09-08T06:50:00Z'],
  ['es', 'atencion-farmaceutica-diabetes', 'María G.', 5, 'Muy práctico para el seguimiento de pacientes con diabetes.', '2026-03-04T10:00:00Z'],
  ['es', 'atencion-farmaceutica-diabetes', 'José L.', 4, 'Buen contenido, los casos clínicos son muy útiles.', '2026-03-28T17:20:00Z'],
  ['es', 'primeros-auxilios-farmacia', 'Ana P.', 5, 'El taller de RCP es imprescindible para todo el equipo.', '2026-05-12T12:30:00Z'],
  ['es', 'primeros-auxilios-farmacia', 'David R.', 5, null, '2026-06-02T08:15:00Z'],
  ['es', 'dermofarmacia-practica', 'Lucía M.', 4, 'Me ha ayudado mucho con el consejo dermocosmético.', '2026-04-21T16:45:00Z'],
  ['es', 'piel-atopica-bebe', 'Elena S.', 5, 'Vídeos cortos y muy claros.', '2026-07-09T09:05:00Z'],
];

/** [lang, offer slug, associated offer slugs in display order] (same language). */
export const ASSOCIATIONS: Array<[lang: TrainingLang, slug: string, associated: string[]]> = [
  ['fr', 'vaccination-antigrippale-officine', ['vaccination-pratique-injections', 'gestes-soins-urgence-afgsu-2']],
  ['fr', 'vaccination-pratique-injections', ['vaccination-antigrippale-officine']],
  ['fr', 'trod-angine-dispensation', ['cystite-trod-urinaire', 'quiz-bon-usage-antibiotiques']],
  ['fr', 'cystite-trod-urinaire', ['trod-angine-dispensation']],
  ['fr', 'entretiens-pharmaceutiques-avk', ['fiches-interactions-medicamenteuses', 'bilan-partage-medication']],
  ['fr', 'bilan-partage-medication', ['entretiens-pharmaceutiques-avk', 'fiches-interactions-medicamenteuses']],
  ['fr', 'accompagner-sevrage-tabagique', ['asthme-bpco-dispositifs-inhalation']],
  ['fr', 'dermocosmetique-conseil-cutane', ['aromatherapie-huiles-essentielles-securite']],
  ['es', 'vacunacion-farmacia-comunitaria', ['primeros-auxilios-farmacia']],
  ['es', 'dermofarmacia-practica', ['piel-atopica-bebe']],
  ['es', 'seguimiento-paciente-hipertenso', ['atencion-farmaceutica-diabetes', 'test-interacciones-anticoagulantes']],
];

/** When the demo records were last loaded from the authoring system. */
export const LAST_LOADED_DATE = '2026-11-15T03:00:00Z';
