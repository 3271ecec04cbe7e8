/** Fundings of a training and the first-aid rule (spec §3 Course fundings, §9). */

/**
 * Funding codes stored on an offer (training_offers.fundings) and accepted by the catalogue `funding` filter.
 * DPC (French continuing-education programme, ANDPC), FIFPL (fund of self-employed professionals: owners),
 * OPCO (employees' skills operator: deputies and technicians), FUNDAE (Spanish employment-training foundation).
 */
export const FUNDINGS = ['DPC', 'FIFPL', 'OPCO', 'FUNDAE'] as const;
export type Funding = (typeof FUNDINGS)[number];

/** The label FUNDAE takes when the training has credits (spec §9). */
export const BONIFICABLE_LABEL = 'BONIFICABLE';

export function isFunding(x: unknown): x is Funding {
  return typeof x === 'string' && (FUNDINGS as readonly string[]).includes(x);
}

/** True when the training grants credits (a positive number). */
export function hasCredits(training: { credits?: number | null }): boolean {
  return typeof training.credits === 'number' && Number.isFinite(training.credits) && training.credits > 0;
}

/** Label of a funding: FUNDAE is shown as BONIFICABLE when the training has credits; others as they are (spec §9). */
export function fundingLabel(funding: string, training: { credits?: number | null }): string {
  return funding === 'FUNDAE' && hasCredits(training) ? BONIFICABLE_LABEL : funding;
}

/** Labels of a training's fundings, in order, duplicates removed (spec §9). */
export function fundingLabels(fundings: readonly string[], training: { credits?: number | null }): string[] {
  return [...new Set(fundings.map((f) => fundingLabel(f, training)))];
}

/**
 * Parses the configured list of first-aid ("premier secours") trainings: ids or slugs separated by commas,
 * semicolons or spaces (e.g. the `FIRST_AID_TRAINING_IDS` setting "12, 57, gestes-soins-urgence-afgsu-2").
 */
export function parseFirstAidIds(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(/[\s,;]+/).map((v) => v.trim()).filter(Boolean))];
}

/**
 * True when the training is a first-aid ("premier secours") training: its id or slug is in the configured list
 * (spec §9: identified by a configured id list, configuration not code). Ids compare as text ("12" matches 12);
 * a training may be passed by id, by slug, or both.
 */
export function isFirstAid(
  training: number | string | { id?: number | string | null; slug?: string | null },
  configuredIds: readonly (string | number)[],
): boolean {
  if (configuredIds.length === 0) return false;
  const wanted = new Set(configuredIds.map((v) => String(v).trim()).filter(Boolean));
  const keys = typeof training === 'object' ? [training.id, training.slug] : [training];
  return keys.some((k) => k !== null && k !== undefined && wanted.has(String(k).trim()));
}
