import { defineMessages } from '../../i18n/messages.ts';

/** The e-mail reminding a pharmacist of an obligation not met before its period ends (issue 19 part 3). */
export const COMPLIANCE_REMINDER_MESSAGES = defineMessages({
  fr: {
    'mail.compliance.reminder.subject': 'Formation continue : {obligation} à compléter avant le {end}',
    'mail.compliance.reminder.text':
      'Bonjour {firstName},\n\nVotre obligation « {obligation} » pour la période du {start} au {end} n’est pas encore remplie : il reste {days} jour(s).\n\nVotre profil indique ce qui manque et les formations qui le complètent, avec leur prix après financement :\n{link}\n\nÀ bientôt,\n{platform}',
    'mail.compliance.obligation.dpc': 'Développement professionnel continu (DPC)',
    'mail.compliance.obligation.certification': 'Certification périodique',
  },
  es: {
    'mail.compliance.reminder.subject': 'Formación continua: {obligation} por completar antes del {end}',
    'mail.compliance.reminder.text':
      'Hola {firstName}:\n\nSu obligación «{obligation}» del periodo del {start} al {end} aún no está cumplida: quedan {days} día(s).\n\nSu perfil indica lo que falta y las formaciones que lo completan, con su precio tras la financiación:\n{link}\n\nHasta pronto,\n{platform}',
    'mail.compliance.obligation.dpc': 'Desarrollo profesional continuo (DPC)',
    'mail.compliance.obligation.certification': 'Certificación periódica',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof COMPLIANCE_REMINDER_MESSAGES.fr, true> {}
}
