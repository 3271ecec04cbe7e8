import type { Lang } from '@app/domain/platform/locales';
import { parisDaysBounds } from '@app/domain/platform/paris-time';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';

/**
 * The instants bounding a back-office period of Paris days, both included (`parisDaysBounds`); a period ending before
 * it starts is refused beside `field` (422), the same way in every filter.
 */
export function periodBounds(lang: Lang, from: string, to: string, field?: string): { start: Date; end: Date };
export function periodBounds(lang: Lang, from?: string, to?: string, field?: string): { start?: Date; end?: Date };
export function periodBounds(lang: Lang, from?: string, to?: string, field = 'to'): { start?: Date; end?: Date } {
  if (from && to && to < from) {
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { [field]: [translate(lang, 'admin.validation.toBeforeFrom')] } });
  }
  return parisDaysBounds(from, to);
}
