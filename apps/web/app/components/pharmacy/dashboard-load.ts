import type { AppLoadContext } from 'react-router';
import { dashboard, dashboardQuery, type DashboardData } from '@app/contracts/pharmacy/dashboard';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * The dashboard's data for the screen's loader: the year of the URL's `?year=` (this year when absent or not a year
 * the call accepts, rather than an error page for a hand-edited URL).
 */
export async function loadDashboard(request: Request, context: AppLoadContext): Promise<DashboardData> {
  const parsed = dashboardQuery.safeParse({ year: new URL(request.url).searchParams.get('year') || undefined });
  const { data } = await serverApi(request, context).call(dashboard, { query: parsed.success ? parsed.data : {} });
  return data;
}
