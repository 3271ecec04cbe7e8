import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { listDeclarations } from '@app/contracts/compliance/declarations';
import { getBadges } from '@app/contracts/profile/badges';
import { getPersonalizedSuggestions } from '@app/contracts/profile/suggestions';
import { listBookmarks } from '@app/contracts/profile/bookmarks';
import { listOrders } from '@app/contracts/shop/orders';
import { ComplianceCard } from '../../components/compliance/compliance-card.tsx';
import { AdvisorCard } from '../../components/profile/advisor-card.tsx';
import { BadgesSection } from '../../components/profile/badges-section.tsx';
import { BookmarkList } from '../../components/profile/bookmark-list.tsx';
import { OrdersSection } from '../../components/profile/orders-section.tsx';
import { SuggestionsSection } from '../../components/profile/suggestions-section.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/**
 * The profile's overview tab (issue 13 part 1, spec §2 profile index): the learner's badges, their advisor, the
 * trainings suggested for them, their bookmarks and their orders (issue 14), each a section of its own; their
 * continuing-education obligations (issue 19 part 3) with the actions declared elsewhere (part 2). The orders, the
 * obligations and the declarations are asked beside the rest: their failure only hides their section.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const api = serverApi(request, context);
  try {
    const [{ data: badges }, { data: suggestions }, { data: bookmarks }, orders, compliance, declarations] = await Promise.all([
      api.call(getBadges, {}),
      api.call(getPersonalizedSuggestions, {}),
      api.call(listBookmarks, {}),
      api.call(listOrders, {}).then((r) => r.data.orders, () => null),
      api.call(getCompliance, {}).then((r) => r.data, () => null),
      api.call(listDeclarations, {}).then((r) => r.data, () => null),
    ]);
    return { ...badges, ...suggestions, ...bookmarks, orders, compliance, declarations, lang: here.lang, locale: here.locale, elearningColour: here.platform.theme.elearning_color };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('profile', 'shop', 'compliance');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'profile.overview.title') },
  { name: 'robots', content: 'noindex' },
  areaPreload('profile', matches),
  areaPreload('shop', matches),
  areaPreload('compliance', matches),
];

export default function ProfileIndex() {
  const { badges, suggestions, bookmarks, orders, compliance, declarations, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <BadgesSection badges={badges} locale={locale} />
        </div>
        <AdvisorCard lang={lang} />
      </div>
      <ComplianceCard compliance={compliance} declarations={declarations} lang={lang} locale={locale} />
      {orders && <OrdersSection orders={orders} lang={lang} locale={locale} />}
      <BookmarkList bookmarks={bookmarks} lang={lang} locale={locale} elearningColour={elearningColour} />
      <SuggestionsSection suggestions={suggestions} lang={lang} locale={locale} elearningColour={elearningColour} />
    </div>
  );
}
