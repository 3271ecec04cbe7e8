/** The choices and limits of the public surveys (spec §2 `/offre`, `/formulaire/formulaire-sur-mesure`), without zod for the pages. */
export const OFFER_ROLES = ['titulaire', 'adjoint', 'preparateur', 'autre'] as const;
export const PREFERRED_FORMATS = ['presentiel', 'classe-virtuelle', 'e-learning', 'mixte'] as const;
export const PARTICIPANTS_MAX = 500;
