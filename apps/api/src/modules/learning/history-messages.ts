import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the profile's history (its export's columns), questions and attestation bundle. */
export const HISTORY_MESSAGES = defineMessages({
  fr: {
    'history.export.fileName': 'historique-formations',
    'history.export.sheet': 'Historique',
    'history.export.training': 'Formation',
    'history.export.type': 'Type',
    'history.export.startDate': 'Commencée le',
    'history.export.endDate': 'Terminée le',
    'history.export.minutes': 'Temps passé (minutes)',
    'history.export.initialScore': 'Score initial',
    'history.export.finalScore': 'Score final',
    'history.export.points': 'Points',
    'history.export.total': 'Total',
    'questions.notFound': 'Cette formation n’existe pas sur cette plateforme.',
    'questions.success.asked': 'Votre question est envoyée : la réponse s’affichera dans votre historique.',
    'attestations.noneSelected': 'Choisissez au moins une attestation.',
    'attestations.tooMany': 'Choisissez au plus 100 attestations.',
    'attestations.bundleName': 'attestations',
  },
  es: {
    'history.export.fileName': 'historial-formaciones',
    'history.export.sheet': 'Historial',
    'history.export.training': 'Formación',
    'history.export.type': 'Tipo',
    'history.export.startDate': 'Iniciada el',
    'history.export.endDate': 'Terminada el',
    'history.export.minutes': 'Tiempo dedicado (minutos)',
    'history.export.initialScore': 'Puntuación inicial',
    'history.export.finalScore': 'Puntuación final',
    'history.export.points': 'Puntos',
    'history.export.total': 'Total',
    'questions.notFound': 'Esta formación no existe en esta plataforma.',
    'questions.success.asked': 'Su pregunta se ha enviado: la respuesta aparecerá en su historial.',
    'attestations.noneSelected': 'Elija al menos un certificado.',
    'attestations.tooMany': 'Elija como máximo 100 certificados.',
    'attestations.bundleName': 'certificados',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof HISTORY_MESSAGES.fr, true> {}
}
