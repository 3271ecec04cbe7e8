import type { Platform } from '@app/db/schema/platforms';
import type { Lang } from '@app/domain/platform/locales';

/** Who is calling, as the identity use cases need it: the platform of the host, the language, the address and the origin. */
export interface Caller {
  platform: Platform;
  lang: Lang;
  ip: string;
  protocol: string;
  hostname: string;
  /** `:3000` when the Host header carries a port (links then work in development), else empty. */
  port: string;
}
