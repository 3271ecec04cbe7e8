import { defineMessages } from '../../i18n/messages.ts';

/** Messages of enrolment, the learning flows and tracking. */
export const LEARNING_MESSAGES = defineMessages({
  fr: {
    'errors.enrolmentNotFound': 'Cette inscription n’existe pas.',
    'errors.moduleNotFound': 'Ce module ne fait pas partie de la formation.',
    'errors.courseNotFound': 'Cette formation n’est pas proposée ici.',
    'errors.moduleLocked': 'Terminez d’abord les modules précédents.',
    'errors.notEnrolled': 'Inscrivez-vous d’abord à cette formation.',
    'errors.enrolmentClosed': 'Cette inscription est terminée ou annulée.',
    'errors.flowNotImplemented': 'Cette formation se suit en présentiel ou en direct : son parcours arrive bientôt en ligne.',
    'errors.lmsMaintenance': 'La plateforme de formation en ligne est en maintenance. Réessayez plus tard.',
    'errors.typeMismatch': 'Cette formation n’est pas de ce type.',
    'errors.readOnly': 'Votre contrat est en lecture seule : vous pouvez consulter vos formations mais pas en commencer.',
    'refused.readOnly': 'Votre contrat est en lecture seule : l’inscription n’est pas possible. Contactez votre conseiller pour le faire évoluer.',
    'refused.contractInvalid': 'Votre contrat n’est plus valide. Renouvelez-le auprès de votre conseiller pour vous inscrire.',
    'refused.shopContext': 'Cette formation s’achète dans la boutique.',
    'refused.functionNotAvailable': 'Cette formation n’est pas ouverte à votre fonction.',
    'refused.notOnSpace': 'Cette formation n’est pas proposée dans l’espace de formation.',
    'refused.cantStart': 'Cette formation ne peut pas encore être commencée.',
    'refused.typeNotServed': 'L’inscription en ligne à ce type de formation arrive bientôt.',
    'success.enrolled': 'Vous êtes inscrit à la formation.',
    'success.unsubscribed': 'Votre inscription est annulée.',
  },
  es: {
    'errors.enrolmentNotFound': 'Esta inscripción no existe.',
    'errors.moduleNotFound': 'Este módulo no forma parte de la formación.',
    'errors.courseNotFound': 'Esta formación no se ofrece aquí.',
    'errors.moduleLocked': 'Termine primero los módulos anteriores.',
    'errors.notEnrolled': 'Inscríbase primero en esta formación.',
    'errors.enrolmentClosed': 'Esta inscripción está terminada o anulada.',
    'errors.flowNotImplemented': 'Esta formación es presencial o en directo: su recorrido en línea llegará pronto.',
    'errors.lmsMaintenance': 'La plataforma de formación en línea está en mantenimiento. Inténtelo más tarde.',
    'errors.typeMismatch': 'Esta formación no es de este tipo.',
    'errors.readOnly': 'Su contrato es de solo lectura: puede consultar sus formaciones pero no empezarlas.',
    'refused.readOnly': 'Su contrato es de solo lectura: no es posible inscribirse. Contacte con su asesor para cambiarlo.',
    'refused.contractInvalid': 'Su contrato ya no es válido. Renuévelo con su asesor para inscribirse.',
    'refused.shopContext': 'Esta formación se compra en la tienda.',
    'refused.functionNotAvailable': 'Esta formación no está abierta a su función.',
    'refused.notOnSpace': 'Esta formación no se ofrece en el espacio de formación.',
    'refused.cantStart': 'Esta formación todavía no se puede empezar.',
    'refused.typeNotServed': 'La inscripción en línea a este tipo de formación llegará pronto.',
    'success.enrolled': 'Se ha inscrito en la formación.',
    'success.unsubscribed': 'Su inscripción se ha anulado.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof LEARNING_MESSAGES.fr, true> {}
}
