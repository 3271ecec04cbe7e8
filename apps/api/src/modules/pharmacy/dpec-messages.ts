import { defineMessages } from '../../i18n/messages.ts';

/**
 * Messages of the funding files (issue 16 parts 2 and 3): not-found, the refusals of the state machine with the
 * action and state named, the confirmations, and the names of the states and actions the refusals cite.
 */
export const DPEC_MESSAGES = defineMessages({
  fr: {
    'pharmacy.dpec.validation.funder': 'Choisissez un financeur : DPC, FIFPL, OPCO ou FUNDAE.',
    'pharmacy.dpec.validation.action': 'Choisissez une action du dossier.',
    'pharmacy.dpec.validation.noFunder': 'Aucun financeur ne prend en charge cette formation pour cet apprenant.',
    'pharmacy.dpec.validation.funderNotAllowed': 'Ce financeur ne prend pas en charge cette formation pour cet apprenant.',
    'pharmacy.dpec.errors.fileNotFound': 'Ce dossier de prise en charge n’existe pas dans votre pharmacie.',
    'pharmacy.dpec.errors.learnerNotFound': 'Cet apprenant ne fait pas partie de votre équipe.',
    'pharmacy.dpec.errors.trainingNotFound': 'Cette formation n’est pas proposée à votre pharmacie.',
    'pharmacy.dpec.errors.sessionNotFound': 'Cette session DPC n’existe pas pour cette formation.',
    'pharmacy.dpec.refusals.notAllowedFromState': 'L’action « {action} » n’est pas possible pour un dossier à l’état « {state} ».',
    'pharmacy.dpec.refusals.sessionRequired': 'Choisissez la session DPC du dossier avant de l’envoyer à l’ANDPC.',
    'pharmacy.dpec.refusals.sessionLocked': 'La session ne peut plus changer : le dossier est à l’état « {state} ».',
    'pharmacy.dpec.refusals.sessionNotForFunder': 'Seul un dossier DPC a une session.',
    'pharmacy.dpec.success.created': 'Le dossier de prise en charge a été créé.',
    'pharmacy.dpec.success.actionDone': 'Le dossier est passé à l’état « {state} ».',
    'pharmacy.dpec.success.sessionChanged': 'La session du dossier a été modifiée.',
    'pharmacy.dpec.states.created': 'créé',
    'pharmacy.dpec.states.submitted': 'envoyé',
    'pharmacy.dpec.states.in_progress': 'en cours',
    'pharmacy.dpec.states.financed': 'financé',
    'pharmacy.dpec.states.report_sent': 'rapport envoyé',
    'pharmacy.dpec.states.reimbursed': 'remboursé',
    'pharmacy.dpec.states.refused': 'refusé',
    'pharmacy.dpec.states.cancelled': 'annulé',
    'pharmacy.dpec.actions.submit': 'envoyer au financeur',
    'pharmacy.dpec.actions.start': 'passer en cours',
    'pharmacy.dpec.actions.finance': 'marquer financé',
    'pharmacy.dpec.actions.sendReport': 'envoyer le rapport',
    'pharmacy.dpec.actions.reimburse': 'marquer remboursé',
    'pharmacy.dpec.actions.refuse': 'marquer refusé',
    'pharmacy.dpec.actions.cancel': 'annuler',
  },
  es: {
    'pharmacy.dpec.validation.funder': 'Elija un financiador: DPC, FIFPL, OPCO o FUNDAE.',
    'pharmacy.dpec.validation.action': 'Elija una acción del expediente.',
    'pharmacy.dpec.validation.noFunder': 'Ningún financiador cubre esta formación para este alumno.',
    'pharmacy.dpec.validation.funderNotAllowed': 'Este financiador no cubre esta formación para este alumno.',
    'pharmacy.dpec.errors.fileNotFound': 'Este expediente de financiación no existe en su farmacia.',
    'pharmacy.dpec.errors.learnerNotFound': 'Este alumno no forma parte de su equipo.',
    'pharmacy.dpec.errors.trainingNotFound': 'Esta formación no se ofrece a su farmacia.',
    'pharmacy.dpec.errors.sessionNotFound': 'Esta sesión DPC no existe para esta formación.',
    'pharmacy.dpec.refusals.notAllowedFromState': 'La acción «{action}» no es posible para un expediente en estado «{state}».',
    'pharmacy.dpec.refusals.sessionRequired': 'Elija la sesión DPC del expediente antes de enviarlo a la ANDPC.',
    'pharmacy.dpec.refusals.sessionLocked': 'La sesión ya no puede cambiar: el expediente está en estado «{state}».',
    'pharmacy.dpec.refusals.sessionNotForFunder': 'Solo un expediente DPC tiene sesión.',
    'pharmacy.dpec.success.created': 'El expediente de financiación ha sido creado.',
    'pharmacy.dpec.success.actionDone': 'El expediente ha pasado al estado «{state}».',
    'pharmacy.dpec.success.sessionChanged': 'La sesión del expediente ha sido modificada.',
    'pharmacy.dpec.states.created': 'creado',
    'pharmacy.dpec.states.submitted': 'enviado',
    'pharmacy.dpec.states.in_progress': 'en curso',
    'pharmacy.dpec.states.financed': 'financiado',
    'pharmacy.dpec.states.report_sent': 'informe enviado',
    'pharmacy.dpec.states.reimbursed': 'reembolsado',
    'pharmacy.dpec.states.refused': 'rechazado',
    'pharmacy.dpec.states.cancelled': 'anulado',
    'pharmacy.dpec.actions.submit': 'enviar al financiador',
    'pharmacy.dpec.actions.start': 'pasar a en curso',
    'pharmacy.dpec.actions.finance': 'marcar como financiado',
    'pharmacy.dpec.actions.sendReport': 'enviar el informe',
    'pharmacy.dpec.actions.reimburse': 'marcar como reembolsado',
    'pharmacy.dpec.actions.refuse': 'marcar como rechazado',
    'pharmacy.dpec.actions.cancel': 'anular',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof DPEC_MESSAGES.fr, true> {}
}
