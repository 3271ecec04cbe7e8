/**
 * The SCORM runtime of the player (loaded only with a SCORM module): scorm-again's API for the package's version, fed
 * by the calls the package's shim forwards from its sandboxed frame (docs/decisions.md, "SCORM content"). Each
 * element the runtime accepts waits for the package's next Commit or Finish, then goes to the server in one commit.
 */
import type { z } from 'zod';
import type { scormLaunchSchema } from '@app/contracts/learning/scorm';

type Launch = z.output<typeof scormLaunchSchema>;
type Cmi = Record<string, string>;

/** What the runtime does with the elements a commit carries; it resolves once the server has them. */
export type CommitSink = (cmi: Cmi, sessionEnded: boolean) => Promise<void>;

interface ScormApi {
  loadFromFlattenedJSON(json: Cmi): void;
  isTerminated(): boolean;
  [method: string]: unknown;
}

const CALLS_12 = ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSGetLastError', 'LMSGetErrorString', 'LMSGetDiagnostic'];
const CALLS_2004 = ['Initialize', 'Terminate', 'GetValue', 'SetValue', 'Commit', 'GetLastError', 'GetErrorString', 'GetDiagnostic'];
const SETS = new Set(['LMSSetValue', 'SetValue']);
const COMMITS = new Set(['LMSCommit', 'Commit']);
const ENDS = new Set(['LMSFinish', 'Terminate']);

type ApiClass = new (settings: object) => ScormApi;

async function createApi(version: Launch['version']): Promise<ScormApi> {
  // The runtime's own console logs and HTTP commits are off: commits go through the platform's typed client.
  const settings = { autocommit: false, logLevel: 5, lmsCommitUrl: false };
  // Each version's module alone (2004's carries sequencing and is five times 1.2's). Their typings declare a default
  // export where the modules export the class by name, hence the casts.
  if (version === '1.2') return new ((await import('scorm-again/scorm12')) as unknown as { Scorm12API: ApiClass }).Scorm12API(settings);
  return new ((await import('scorm-again/scorm2004')) as unknown as { Scorm2004API: ApiClass }).Scorm2004API(settings);
}

export interface ScormRuntime {
  /** The page is left (`now`) or the player closed: what is still pending goes, and the session ends. */
  end(now?: boolean): void;
  stop(): void;
}

/**
 * Starts the runtime for a launch: the learner's saved state loaded, and the frame's messages answered. Only messages
 * from the frame's own window count (its origin is opaque, so its window is what identifies it).
 */
export async function startScormRuntime(launch: Launch, frame: () => Window | null, sink: CommitSink): Promise<ScormRuntime> {
  const api = await createApi(launch.version);
  api.loadFromFlattenedJSON(launch.cmi);
  const allowed = new Set(launch.version === '1.2' ? CALLS_12 : CALLS_2004);
  const lastError = launch.version === '1.2' ? 'LMSGetLastError' : 'GetLastError';
  let pending: Cmi = {};
  let ended = false;
  let queue = Promise.resolve();

  // Commits go one after the other, so the server sees them in the package's order; the last one of a page being left
  // goes at once (a keepalive request must start before the page is gone).
  const flush = (sessionEnded: boolean, now = false) => {
    const cmi = pending;
    pending = {};
    if (Object.keys(cmi).length === 0 && !sessionEnded) return;
    if (now) void sink(cmi, sessionEnded);
    else queue = queue.then(() => sink(cmi, sessionEnded)).catch(() => undefined);
  };

  const onMessage = (event: MessageEvent) => {
    const source = frame();
    if (!source || event.source !== source) return;
    const { messageId, method, params } = (event.data ?? {}) as { messageId?: unknown; method?: unknown; params?: unknown };
    if (typeof messageId !== 'string' || typeof method !== 'string' || !allowed.has(method) || !Array.isArray(params)) return;
    const args = params.map(String);
    const result = String((api[method] as (...a: string[]) => unknown).apply(api, args));
    if (SETS.has(method) && result === 'true') pending[args[0]] = args[1];
    if (COMMITS.has(method) && result === 'true') flush(false);
    // A session ends once: after the page-leave commit, a late Finish must not add its time to the total again.
    if (ENDS.has(method) && result === 'true' && !ended) {
      ended = true;
      flush(true);
    }
    const errorCode = String((api[lastError] as () => unknown).call(api));
    // An opaque origin cannot be named as a target: the reply goes to the checked window, whatever it holds.
    source.postMessage({ messageId, result, errorCode }, '*');
  };
  window.addEventListener('message', onMessage);

  return {
    end(now = false) {
      if (ended) return;
      ended = true;
      flush(true, now);
    },
    stop() {
      window.removeEventListener('message', onMessage);
    },
  };
}
