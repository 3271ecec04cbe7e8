import { defineMessages } from '../../i18n/messages.ts';

/** Messages of FUNDAE bonificaciones (issue 16 part 5): the credit inputs' validation and the confirmation. */
export const FUNDAE_MESSAGES = defineMessages({
  fr: {
    'pharmacy.fundae.validation.year': 'Indiquez une année entre 2000 et 2100.',
    'pharmacy.fundae.validation.contributions': 'Indiquez le montant des cotisations de formation professionnelle, en euros (0 ou plus).',
    'pharmacy.fundae.validation.workforce': 'Indiquez l’effectif moyen (0 ou plus).',
    'pharmacy.fundae.success.saved': 'Le crédit de formation de {year} a été enregistré.',
    'pharmacy.fundae.xmlName': 'fundae',
  },
  es: {
    'pharmacy.fundae.validation.year': 'Indique un año entre 2000 y 2100.',
    'pharmacy.fundae.validation.contributions': 'Indique el importe de la cuota de formación profesional, en euros (0 o más).',
    'pharmacy.fundae.validation.workforce': 'Indique la plantilla media (0 o más).',
    'pharmacy.fundae.success.saved': 'Se ha guardado el crédito de formación de {year}.',
    'pharmacy.fundae.xmlName': 'fundae',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof FUNDAE_MESSAGES.fr, true> {}
}
