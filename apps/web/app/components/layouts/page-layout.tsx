import type { ComponentType } from 'react';
import { routeByName, type LayoutName } from '@app/domain/platform/routes';
import { parseRouteId } from '../../route-registrations.ts';
import { ConnectAsFarlineLayout } from './connect-as-farline-layout.tsx';
import { DefaultLayout } from './default-layout.tsx';
import { FeedbackLayout } from './feedback-layout.tsx';
import type { LayoutProps } from './layout-props.ts';
import { NoLayout } from './no-layout.tsx';

export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  'no-layout': NoLayout,
  feedback: FeedbackLayout,
  'connect-as-farline': ConnectAsFarlineLayout,
};

/** Layout of the leaf route, from the route table's `layout` (spec §2); default for not-found and errors. */
export function layoutOfRouteId(id: string | undefined): LayoutName {
  const parsed = id ? parseRouteId(id) : null;
  return (parsed && routeByName(parsed.name)?.layout) || 'default';
}

export function PageLayout({ routeId, ...props }: LayoutProps & { routeId: string | undefined }) {
  const Layout = LAYOUTS[layoutOfRouteId(routeId)];
  return <Layout {...props} />;
}
