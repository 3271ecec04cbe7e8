/**
 * The header's notifications (issue 13 part 8): a bell with the unread count opening a panel of the newest ones, each
 * worded in the reader's language from what its payload names, with a link to what it is about. Opening the panel
 * marks what it shows read; a failed mark is logged only (spec §8). The list is the session user's: the
 * `notification` live event reloads it (live-updates.tsx), so a new one counts at once in every open tab.
 */
import { useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { Popover } from 'radix-ui';
import type { Notification } from '@app/domain/identity/session-user';
import { DEFAULT_LOCALE, type Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { badgeText, notificationPayloadSchema, notificationTarget, unreadCount, type NotificationPayload } from '@app/domain/profile/notification';
import { readNotifications } from '@app/contracts/profile/notifications';
import { useTranslation } from '../../i18n/use-translation.ts';
import { loadAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate, formatDay, formatDayAndTime } from '../../lib/format.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { Icon } from '../ui/icon.tsx';

// Its texts are the profile area's: in the browser they arrive with this module, before it renders (the server has
// every text), so the pages of visitors carry neither.
if (typeof document !== 'undefined') await loadAreaTexts('profile');

interface Shown {
  id: number;
  createdAt: string;
  unread: boolean;
  payload: NotificationPayload;
}

/** The notifications whose payload the web can word (a shape it does not know is left out). */
function readable(list: readonly Notification[], readHere: ReadonlySet<number>): Shown[] {
  return list.flatMap((n) => {
    const payload = notificationPayloadSchema.safeParse(n.payload);
    return payload.success ? [{ id: n.id, createdAt: n.createdAt, unread: n.readedDate === null && !readHere.has(n.id), payload: payload.data }] : [];
  });
}

export function NotificationBell({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const api = useBrowserApi();
  const locale = (useRouteLoaderData('root') as { locale?: string } | undefined)?.locale ?? DEFAULT_LOCALE;
  const [open, setOpen] = useState(false);
  // Marked read from this page, before the session user says so; and which ones were unread when the panel opened.
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<number>>(new Set());
  if (!user) return null;
  const items = readable(user.notifications, readHere);
  const unread = unreadCount(items.map((n) => ({ readedDate: n.unread ? null : n.createdAt })));
  const badge = badgeText(unread);

  const markShownRead = (ids: number[]) => {
    setReadHere((before) => new Set([...before, ...ids]));
    api.call(readNotifications, { body: { ids } }).catch((error: unknown) => {
      console.error('notifications: marking read failed', error);
      setReadHere((before) => new Set([...before].filter((id) => !ids.includes(id))));
    });
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    const ids = items.filter((n) => n.unread).map((n) => n.id);
    setNewOnOpen(new Set(ids));
    if (ids.length > 0) markShownRead(ids);
  };

  const textOf = (payload: NotificationPayload) => {
    if (payload.kind === 'sessionCancelled' || payload.kind === 'sessionChanged') {
      const { day, time } = formatDayAndTime(payload.startDate, locale);
      return t(`notifications.kind.${payload.kind}`, { name: payload.trainingName, session: payload.sessionName, date: `${day} ${time}` });
    }
    if (payload.kind === 'orderRefunded') return t('notifications.kind.orderRefunded', { reference: payload.orderReference, number: payload.creditNote });
    if (payload.kind === 'declarationVerified' || payload.kind === 'declarationRefused') return t(`notifications.kind.${payload.kind}`, { title: payload.title });
    if (payload.kind === 'complianceDue') return t(`notifications.complianceDue.${payload.obligation}`, { date: formatDay(payload.periodEnd, locale) ?? payload.periodEnd });
    if (payload.kind !== 'seatOffered') return t(`notifications.kind.${payload.kind}`, { name: payload.trainingName });
    const { day, time } = formatDayAndTime(payload.expiresAt, locale);
    return t('notifications.kind.seatOffered', { name: payload.trainingName, date: `${day} ${time}` });
  };
  const hrefOf = (payload: NotificationPayload) => {
    const target = notificationTarget(payload);
    return buildPath(target.route, lang, target.params);
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark"
        aria-label={unread > 0 ? t('notifications.buttonUnread', { count: unread }) : t('notifications.button')}
        data-testid="notification-bell"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" fill="currentColor">
          <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6v-5c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1l-2-2Zm-2 1H8v-6c0-2.5 1.5-4.5 4-4.5s4 2 4 4.5v6Z" />
        </svg>
        {badge && (
          <span aria-hidden="true" data-testid="notification-count" className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white">
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby="notifications-title"
          role="dialog"
          className="z-40 flex max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-neutral-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-2">
            <h2 id="notifications-title" className="text-base font-bold text-neutral-900">
              {t('notifications.title')}
            </h2>
            <Popover.Close aria-label={t('notifications.close')} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-dark">
              <Icon name="close" size={20} />
            </Popover.Close>
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-neutral-700">{t('notifications.empty')}</p>
          ) : (
            <ul className="divide-y divide-neutral-200 overflow-y-auto" data-testid="notification-list">
              {items.map((n) => (
                <li key={n.id}>
                  <Link to={hrefOf(n.payload)} onClick={() => setOpen(false)} className="block px-4 py-3 text-sm hover:bg-neutral-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-dark">
                    {newOnOpen.has(n.id) && <span className="mr-2 rounded bg-primary-light px-1.5 py-0.5 text-xs font-semibold text-neutral-900">{t('notifications.unread')}</span>}
                    <span className="text-neutral-900">{textOf(n.payload)}</span>
                    <time dateTime={n.createdAt} className="mt-1 block text-xs text-neutral-600">
                      {formatDate(n.createdAt, locale)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
