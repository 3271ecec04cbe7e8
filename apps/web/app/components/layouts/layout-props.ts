import type { ReactNode } from 'react';
import type { Lang } from '@app/domain/platform/locales';
import type { Platform } from '@app/contracts/identity/platform';

export interface LayoutProps {
  platform: Platform | null;
  lang: Lang;
  children: ReactNode;
}

/** Every layout renders exactly one <main> with this id, the skip link's target. */
export const MAIN_ID = 'main-content';
