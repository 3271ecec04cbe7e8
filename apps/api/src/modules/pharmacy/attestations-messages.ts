import { defineMessages } from '../../i18n/messages.ts';

/** The team's attestations and history export (issue 15 part 6). */
export const PHARMACY_ATTESTATIONS_MESSAGES = defineMessages({
  fr: {
    'pharmacy.attestations.bundleName': 'attestations-equipe',
    'pharmacy.historyExport.started': 'L’export est en préparation.',
    'pharmacy.historyExport.notFound': 'Cet export n’existe pas ou n’est pas celui de votre pharmacie.',
    'pharmacy.historyExport.learnerNotFound': 'Un des apprenants choisis ne fait pas partie de votre équipe.',
    'pharmacy.historyExport.notReady': 'L’export n’est pas encore prêt : attendez la fin de sa préparation.',
    'pharmacy.historyExport.failed': 'L’export a échoué. Relancez-le.',
    'pharmacy.historyExport.learner': 'Apprenant',
    'pharmacy.historyExport.fileName': 'historique-equipe',
  },
  es: {
    'pharmacy.attestations.bundleName': 'certificados-equipo',
    'pharmacy.historyExport.started': 'La exportación se está preparando.',
    'pharmacy.historyExport.notFound': 'Esta exportación no existe o no es de su farmacia.',
    'pharmacy.historyExport.learnerNotFound': 'Uno de los alumnos elegidos no forma parte de su equipo.',
    'pharmacy.historyExport.notReady': 'La exportación aún no está lista: espere a que termine su preparación.',
    'pharmacy.historyExport.failed': 'La exportación ha fallado. Vuelva a lanzarla.',
    'pharmacy.historyExport.learner': 'Alumno',
    'pharmacy.historyExport.fileName': 'historial-equipo',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof PHARMACY_ATTESTATIONS_MESSAGES.fr, true> {}
}
