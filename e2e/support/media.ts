/** Steps of the media browser tests: enrolling from the signed-in page, as the page's own client would. */
import type { Page } from 'playwright-core';

/** Enrols the page's learner in a training of a type (the generic subscribe call); answers the courseTrackingId. */
export async function enrolFromPage(page: Page, type: 'formation' | 'video' | 'podcast' | 'pdf', slug: string): Promise<number> {
  return page.evaluate(async ({ type, slug }) => {
    await fetch('/back/sanctum/csrf-cookie', { credentials: 'include' });
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const course = await (await fetch(`/back/api/catalog/course/${slug}`)).json();
    const answer = await fetch(`/back/api/user/${type}/subscribe`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
      body: JSON.stringify({ id: course.data.id }),
    });
    return (await answer.json()).data.id as number;
  }, { type, slug });
}
