import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the owner's proposed plan (issue 19 part 4): validation and confirmations. */
export const COMPLIANCE_PLAN_MESSAGES = defineMessages({
  fr: {
    'compliance.plan.validation.nothingToPlan': 'Le plan ne propose aucune formation à planifier.',
    'compliance.plan.validation.offerNotOffered': 'Une formation du plan n’est plus proposée sur la plateforme : proposez le plan à nouveau.',
    'compliance.plan.success.created': 'Le plan de formation a été créé. Activités ajoutées : {count}.',
    'compliance.plan.success.alreadyCreated': 'Ce plan de formation a déjà été créé.',
  },
  es: {
    'compliance.plan.validation.nothingToPlan': 'El plan no propone ninguna formación que planificar.',
    'compliance.plan.validation.offerNotOffered': 'Una formación del plan ya no se ofrece en la plataforma: proponga el plan de nuevo.',
    'compliance.plan.success.created': 'El plan de formación ha sido creado. Actividades añadidas: {count}.',
    'compliance.plan.success.alreadyCreated': 'Este plan de formación ya había sido creado.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof COMPLIANCE_PLAN_MESSAGES.fr, true> {}
}
