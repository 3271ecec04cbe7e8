import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the pharmacy's collective plans (issue 16 part 1): validation beside the fields, not-found, confirmations. */
export const PLANS_MESSAGES = defineMessages({
  fr: {
    'pharmacy.plans.validation.date': 'Saisissez une date valide.',
    'pharmacy.plans.validation.endBeforeStart': 'La date de fin doit être postérieure ou égale à la date de début.',
    'pharmacy.plans.validation.outsidePlan': 'Choisissez une date comprise dans le plan, du {start} au {end}.',
    'pharmacy.plans.validation.noLearner': 'Choisissez au moins un apprenant.',
    'pharmacy.plans.errors.planNotFound': 'Ce plan de formation n’existe pas dans votre pharmacie.',
    'pharmacy.plans.errors.activityNotFound': 'Cette activité n’existe pas dans vos plans de formation.',
    'pharmacy.plans.errors.learnerNotFound': 'Cet apprenant ne fait pas partie de votre équipe.',
    'pharmacy.plans.errors.trainingNotFound': 'Cette formation n’est pas proposée à votre pharmacie.',
    'pharmacy.plans.success.planCreated': 'Le plan de formation a été créé.',
    'pharmacy.plans.success.activityCreated': 'L’activité a été ajoutée au plan.',
    'pharmacy.plans.success.activityMoved': 'L’activité a été déplacée.',
  },
  es: {
    'pharmacy.plans.validation.date': 'Introduzca una fecha válida.',
    'pharmacy.plans.validation.endBeforeStart': 'La fecha de fin debe ser igual o posterior a la fecha de inicio.',
    'pharmacy.plans.validation.outsidePlan': 'Elija una fecha dentro del plan, del {start} al {end}.',
    'pharmacy.plans.validation.noLearner': 'Elija al menos un alumno.',
    'pharmacy.plans.errors.planNotFound': 'Este plan de formación no existe en su farmacia.',
    'pharmacy.plans.errors.activityNotFound': 'Esta actividad no existe en sus planes de formación.',
    'pharmacy.plans.errors.learnerNotFound': 'Este alumno no forma parte de su equipo.',
    'pharmacy.plans.errors.trainingNotFound': 'Esta formación no se ofrece a su farmacia.',
    'pharmacy.plans.success.planCreated': 'El plan de formación ha sido creado.',
    'pharmacy.plans.success.activityCreated': 'La actividad ha sido añadida al plan.',
    'pharmacy.plans.success.activityMoved': 'La actividad ha sido desplazada.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof PLANS_MESSAGES.fr, true> {}
}
