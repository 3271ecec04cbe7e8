import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import { commitCourseCurrentFlow, getCourseCurrentFlow, type scormLaunchSchema } from '@app/contracts/learning/scorm';
import { DEFAULT_LOCALE } from '@app/domain/platform/locales';
import { createApiClient, isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { ScormRuntime } from './scorm-runtime.ts';

export interface ScormPlayerProps {
  /** The enrolment (the spec's courseTrackingId). */
  courseTrackingId: number;
  /** The SCORM module to play. */
  moduleId: number;
  /** Called once when a commit completes the module (the learning view moves on). */
  onCompleted(): void;
}

type Launch = z.output<typeof scormLaunchSchema>;
type State = { phase: 'loading' } | { phase: 'ready'; launch: Launch } | { phase: 'failed'; message: string };

/** The frame's name carries the launch state to the package's shim, which reads it before any script of the package. */
const BRIDGE_MARK = 'scorm-bridge:';
/**
 * What a package may do in its frame: run scripts, forms, popups and dialogs — never share the platform's origin, so
 * it cannot read its cookies or call its API as the learner (docs/decisions.md, "SCORM content").
 */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-modals allow-downloads';

/**
 * Plays a SCORM module of an enrolment: loads its launch (the learner's saved state and a signed URL), mounts the
 * package in a sandboxed frame and the SCORM runtime beside it, commits on the package's Commit and Finish and when the
 * page is left (a keepalive request with the CSRF token), and shows loading and failures.
 */
export function ScormPlayer({ courseTrackingId, moduleId, onCompleted }: ScormPlayerProps) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const root = useRouteLoaderData('root') as { locale?: string } | undefined;
  // Page-leave commits must outlive the page: the same client with keepalive requests.
  const lastingApi = useMemo(
    () => createApiClient({ fetch: (input, init) => window.fetch(input, { ...init, keepalive: true }), locale: root?.locale ?? DEFAULT_LOCALE }),
    [root?.locale],
  );
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [commitError, setCommitError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const completed = useRef(onCompleted);
  completed.current = onCompleted;

  useEffect(() => {
    let cancelled = false;
    let runtime: ScormRuntime | null = null;
    let done = false;
    let leaving = false;
    const sink = async (cmi: Record<string, string>, sessionEnded: boolean) => {
      try {
        const client = leaving ? lastingApi : api;
        const { data } = await client.call(commitCourseCurrentFlow, { params: { id: courseTrackingId }, body: { moduleId, cmi, sessionEnded } });
        setCommitError(null);
        if (data.status === 'completed' && !done) {
          done = true;
          completed.current();
        }
      } catch (error) {
        if (!leaving) setCommitError(isApiError(error) ? error.message : String(error));
      }
    };
    const onPageHide = () => {
      leaving = true;
      runtime?.end(true);
    };
    setState({ phase: 'loading' });
    (async () => {
      const { data: launch } = await api.call(getCourseCurrentFlow, { params: { id: courseTrackingId }, query: { moduleId } });
      const { startScormRuntime } = await import('./scorm-runtime.ts');
      const started = await startScormRuntime(launch, () => frame.current?.contentWindow ?? null, sink);
      if (cancelled) return started.stop();
      runtime = started;
      done = launch.status === 'completed';
      window.addEventListener('pagehide', onPageHide);
      setState({ phase: 'ready', launch });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ phase: 'failed', message: isApiError(error) ? error.message : String(error) });
    });
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      runtime?.end();
      runtime?.stop();
    };
  }, [api, lastingApi, courseTrackingId, moduleId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.phase === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{t('scorm.loadFailed', { message: state.message })}</p>
        <Button variant="secondary" onClick={retry}>
          {t('scorm.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {commitError && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {t('scorm.commitFailed', { message: commitError })}
        </p>
      )}
      {state.phase === 'loading' ? (
        <div className="flex min-h-96 items-center justify-center">
          <Spinner label={t('scorm.loading')} />
        </div>
      ) : (
        <iframe
          ref={frame}
          name={`${BRIDGE_MARK}${JSON.stringify({ version: state.launch.version, cmi: state.launch.cmi })}`}
          src={state.launch.launchUrl}
          sandbox={SANDBOX}
          title={t('scorm.frameTitle')}
          className="h-[70vh] min-h-96 w-full rounded border border-gray-300 bg-white"
        />
      )}
    </div>
  );
}
