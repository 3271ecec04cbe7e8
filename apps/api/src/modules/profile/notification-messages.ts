import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the notifications calls. */
export const NOTIFICATION_MESSAGES = defineMessages({
  fr: {
    'errors.notificationNotFound': 'Cette notification n’existe pas.',
  },
  es: {
    'errors.notificationNotFound': 'Esta notificación no existe.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof NOTIFICATION_MESSAGES.fr, true> {}
}
