import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { cockpitQuerySchema, getCockpit } from '@app/contracts/compliance/cockpit';
import { EVENT_NAMES, accountChannel } from '@app/domain/realtime/realtime-channels';
import { TeamCockpit } from '../../components/compliance/team-cockpit.tsx';
import { useLiveEvent } from '../../components/realtime/live-updates.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { useSessionUser } from '../../lib/session-context.tsx';

/**
 * The owner's compliance cockpit (issue 19 part 4, ours: `conformite`, beside the dashboard that links to it): the
 * team against its continuing-education obligations (`?status=`, `?page=`) and the funders' budgets of the year.
 * Read again when a learner of the team completes a training (the account's live event).
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const url = new URL(request.url);
  // A hand-edited query shows the first page of the whole team rather than an error page.
  const parsed = cockpitQuerySchema.safeParse({ status: url.searchParams.get('status') ?? undefined, page: url.searchParams.get('page') ?? undefined });
  try {
    const { data } = await serverApi(request, context).call(getCockpit, { query: parsed.success ? parsed.data : {} });
    return { data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('pharmacy', 'compliance');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'compliance.cockpit.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('pharmacy', matches),
  areaPreload('compliance', matches),
];

export default function PharmacyCompliance() {
  const { data, lang, locale } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const accountId = useSessionUser()?.userData.currentAccountId ?? null;
  useLiveEvent(accountId === null ? null : accountChannel(accountId), EVENT_NAMES.teamProgress, () => void revalidator.revalidate());
  return <TeamCockpit data={data} lang={lang} locale={locale} />;
}
