/** The data of the team section (issue 15 part 2), read by the dashboard screen's loader. */
import type { AppLoadContext } from 'react-router';
import { listApprenants, listAssignableTrainings, teamQuerySchema } from '@app/contracts/pharmacy/team';
import { serverApi } from '../../lib/server-api.server.ts';

/** The page of the team the URL asks for (search, filters, page; a wrong value is dropped) and the trainings it may assign. */
export async function loadTeam(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const asked = teamQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = asked.success ? asked.data : teamQuerySchema.parse({});
  const api = serverApi(request, context);
  const [page, trainings] = await Promise.all([api.call(listApprenants, { query }), api.call(listAssignableTrainings, {})]);
  return { page: page.data, trainings: trainings.data, query };
}

export type TeamData = Awaited<ReturnType<typeof loadTeam>>;
