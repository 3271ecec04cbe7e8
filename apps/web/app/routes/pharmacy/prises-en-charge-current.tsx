import { redirect, type LoaderFunctionArgs } from 'react-router';
import { buildPath } from '@app/domain/platform/routes';
import { screenRoute } from '../../lib/screen.server.ts';

/** Spec §2 `gestion-ma-pharmacie-dpec-current`: the current DPEC page is the files under way; the query is kept. */
export function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  throw redirect(`${buildPath('gestion-ma-pharmacie-dpec-en-cours', here.lang)}${new URL(request.url).search}`, 302);
}

export default function PharmacyDpecCurrent() {
  return null;
}
