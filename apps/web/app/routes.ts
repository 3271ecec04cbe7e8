import type { RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from '@app/domain/platform/routes';
import { buildRouteConfig } from './route-registrations.ts';

// Generated from the domain route table; throws (failing build and start) on a route naming an unknown guard.
export default buildRouteConfig(ROUTES) satisfies RouteConfig;
