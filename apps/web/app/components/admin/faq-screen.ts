import type { FaqKindName } from '@app/contracts/admin/faq';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';

/** The back-office FAQ screen of a kind (the funding FAQ is its `?kind=bonificacion`). */
export const faqScreen = (lang: Lang, kind: FaqKindName) => `${buildPath('admin-faq', lang)}${kind === 'general' ? '' : `?kind=${kind}`}`;
