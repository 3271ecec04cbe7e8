/**
 * The SCORM run-time data model (SCORM 1.2 RTE §3.4 and SCORM 2004 4th edition RTE §4.2) as the server checks it: the
 * CMI data a package commits (location, suspend data, score, completion and success status, session time,
 * interactions…) is validated element by element, merged into the learner's saved state, and read back for a launch.
 * Elements are flattened as the runtime names them: `cmi.interactions.0.id`.
 */

export type ScormVersion = '1.2' | '2004';

/** A flattened CMI state: element → value, as SCORM's SetValue takes them (strings). */
export type CmiState = Record<string, string>;

type Access = 'rw' | 'ro' | 'wo';
type Check = (value: string) => boolean;

/** Collections are capped so a commit cannot grow a learner's row without bound. */
export const CMI_MAX_INDEX = 250;

const text = (max: number): Check => (v) => v.length <= max;
const vocabulary = (...words: string[]): Check => (v) => words.includes(v);
const DECIMAL = /^-?\d{1,10}(\.\d{1,7})?$/;
const decimal = (min = -Infinity, max = Infinity): Check => (v) => DECIMAL.test(v) && Number(v) >= min && Number(v) <= max;
/** A blank score is allowed in SCORM 1.2 (CMIDecimal or CMIBlank). */
const decimalOrBlank = (min: number, max: number): Check => (v) => v === '' || decimal(min, max)(v);
const integer = (min: number, max: number): Check => (v) => /^-?\d+$/.test(v) && Number(v) >= min && Number(v) <= max;
const identifier = (max: number): Check => (v) => v.length > 0 && v.length <= max && !/\s/.test(v);
/** SCORM 1.2 CMITimespan: HHHH:MM:SS.SS. */
const TIMESPAN_12 = /^\d{2,4}:[0-5]\d:[0-5]\d(\.\d{1,2})?$/;
/** SCORM 1.2 CMITime: HH:MM:SS.SS. */
const TIME_12 = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,2})?$/;
/** SCORM 2004 timeinterval (second,10,2): an ISO 8601 duration. */
const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/;
/** SCORM 2004 time (second,10,0): an ISO 8601 instant, as precise as the package likes. */
const INSTANT = /^\d{4}(-\d{2}(-\d{2}(T\d{2}(:\d{2}(:\d{2}(\.\d{1,2})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?)?)?$/;

const LESSON_STATUS = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'];
const INTERACTION_TYPES_12 = ['true-false', 'choice', 'fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric'];
const INTERACTION_TYPES_2004 = [...INTERACTION_TYPES_12, 'long-fill-in', 'other'];
const resultOf = (...words: string[]): Check => (v) => words.includes(v) || decimal()(v);

/** Elements of SCORM 1.2; `n` stands for an index. */
const SCORM_12: Record<string, [Access, Check]> = {
  'cmi.core.student_id': ['ro', text(255)],
  'cmi.core.student_name': ['ro', text(255)],
  'cmi.core.lesson_location': ['rw', text(255)],
  'cmi.core.credit': ['ro', vocabulary('credit', 'no-credit')],
  // "not attempted" is the LMS's initial value; a package may not write it back.
  'cmi.core.lesson_status': ['rw', vocabulary(...LESSON_STATUS.slice(0, 5))],
  'cmi.core.entry': ['ro', vocabulary('ab-initio', 'resume', '')],
  'cmi.core.score.raw': ['rw', decimalOrBlank(0, 100)],
  'cmi.core.score.min': ['rw', decimalOrBlank(0, 100)],
  'cmi.core.score.max': ['rw', decimalOrBlank(0, 100)],
  'cmi.core.total_time': ['ro', (v) => TIMESPAN_12.test(v)],
  'cmi.core.lesson_mode': ['ro', vocabulary('browse', 'normal', 'review')],
  'cmi.core.exit': ['wo', vocabulary('time-out', 'suspend', 'logout', '')],
  'cmi.core.session_time': ['wo', (v) => TIMESPAN_12.test(v)],
  'cmi.suspend_data': ['rw', text(4096)],
  'cmi.launch_data': ['ro', text(4096)],
  'cmi.comments': ['rw', text(4096)],
  'cmi.comments_from_lms': ['ro', text(4096)],
  'cmi.objectives.n.id': ['rw', identifier(255)],
  'cmi.objectives.n.score.raw': ['rw', decimalOrBlank(0, 100)],
  'cmi.objectives.n.score.min': ['rw', decimalOrBlank(0, 100)],
  'cmi.objectives.n.score.max': ['rw', decimalOrBlank(0, 100)],
  'cmi.objectives.n.status': ['rw', vocabulary(...LESSON_STATUS)],
  'cmi.student_data.mastery_score': ['ro', decimalOrBlank(0, 100)],
  'cmi.student_data.max_time_allowed': ['ro', (v) => v === '' || TIMESPAN_12.test(v)],
  'cmi.student_data.time_limit_action': ['ro', vocabulary('exit,message', 'exit,no message', 'continue,message', 'continue,no message', '')],
  'cmi.student_preference.audio': ['rw', integer(-1, 100)],
  'cmi.student_preference.language': ['rw', text(255)],
  'cmi.student_preference.speed': ['rw', integer(-100, 100)],
  'cmi.student_preference.text': ['rw', integer(-1, 1)],
  'cmi.interactions.n.id': ['wo', identifier(255)],
  'cmi.interactions.n.objectives.n.id': ['wo', identifier(255)],
  'cmi.interactions.n.time': ['wo', (v) => TIME_12.test(v)],
  'cmi.interactions.n.type': ['wo', vocabulary(...INTERACTION_TYPES_12)],
  'cmi.interactions.n.correct_responses.n.pattern': ['wo', text(255)],
  'cmi.interactions.n.weighting': ['wo', decimal()],
  'cmi.interactions.n.student_response': ['wo', text(255)],
  'cmi.interactions.n.result': ['wo', resultOf('correct', 'wrong', 'unanticipated', 'neutral')],
  'cmi.interactions.n.latency': ['wo', (v) => TIMESPAN_12.test(v)],
};

const duration: Check = (v) => DURATION.test(v);
const instant: Check = (v) => INSTANT.test(v);
const COMPLETION = vocabulary('completed', 'incomplete', 'not attempted', 'unknown');
const SUCCESS = vocabulary('passed', 'failed', 'unknown');
const scaled: Check = decimal(-1, 1);
const NAV_REQUEST = /^(continue|previous|exit|exitAll|abandon|abandonAll|suspendAll|_none_|\{target=[^\s}]{1,4000}\}(choice|jump))$/;

/** Elements of SCORM 2004 (4th edition). */
const SCORM_2004: Record<string, [Access, Check]> = {
  'cmi.comments_from_learner.n.comment': ['rw', text(4000)],
  'cmi.comments_from_learner.n.location': ['rw', text(250)],
  'cmi.comments_from_learner.n.timestamp': ['rw', instant],
  'cmi.comments_from_lms.n.comment': ['ro', text(4000)],
  'cmi.comments_from_lms.n.location': ['ro', text(250)],
  'cmi.comments_from_lms.n.timestamp': ['ro', instant],
  'cmi.completion_status': ['rw', COMPLETION],
  'cmi.completion_threshold': ['ro', decimal(0, 1)],
  'cmi.credit': ['ro', vocabulary('credit', 'no-credit')],
  'cmi.entry': ['ro', vocabulary('ab-initio', 'resume', '')],
  'cmi.exit': ['wo', vocabulary('time-out', 'suspend', 'logout', 'normal', '')],
  'cmi.interactions.n.id': ['rw', identifier(4000)],
  'cmi.interactions.n.type': ['rw', vocabulary(...INTERACTION_TYPES_2004)],
  'cmi.interactions.n.objectives.n.id': ['rw', identifier(4000)],
  'cmi.interactions.n.timestamp': ['rw', instant],
  'cmi.interactions.n.correct_responses.n.pattern': ['rw', text(4000)],
  'cmi.interactions.n.weighting': ['rw', decimal()],
  'cmi.interactions.n.learner_response': ['rw', text(4000)],
  'cmi.interactions.n.result': ['rw', resultOf('correct', 'incorrect', 'unanticipated', 'neutral')],
  'cmi.interactions.n.latency': ['rw', duration],
  'cmi.interactions.n.description': ['rw', text(250)],
  'cmi.launch_data': ['ro', text(4000)],
  'cmi.learner_id': ['ro', text(4000)],
  'cmi.learner_name': ['ro', text(250)],
  'cmi.learner_preference.audio_level': ['rw', decimal(0)],
  'cmi.learner_preference.language': ['rw', text(250)],
  'cmi.learner_preference.delivery_speed': ['rw', decimal(0)],
  'cmi.learner_preference.audio_captioning': ['rw', vocabulary('-1', '0', '1')],
  'cmi.location': ['rw', text(1000)],
  'cmi.max_time_allowed': ['ro', duration],
  'cmi.mode': ['ro', vocabulary('browse', 'normal', 'review')],
  'cmi.objectives.n.id': ['rw', identifier(4000)],
  'cmi.objectives.n.score.scaled': ['rw', scaled],
  'cmi.objectives.n.score.raw': ['rw', decimal()],
  'cmi.objectives.n.score.min': ['rw', decimal()],
  'cmi.objectives.n.score.max': ['rw', decimal()],
  'cmi.objectives.n.success_status': ['rw', SUCCESS],
  'cmi.objectives.n.completion_status': ['rw', COMPLETION],
  'cmi.objectives.n.progress_measure': ['rw', decimal(0, 1)],
  'cmi.objectives.n.description': ['rw', text(250)],
  'cmi.progress_measure': ['rw', decimal(0, 1)],
  'cmi.scaled_passing_score': ['ro', scaled],
  'cmi.score.scaled': ['rw', scaled],
  'cmi.score.raw': ['rw', decimal()],
  'cmi.score.min': ['rw', decimal()],
  'cmi.score.max': ['rw', decimal()],
  'cmi.session_time': ['wo', duration],
  'cmi.success_status': ['rw', SUCCESS],
  'cmi.suspend_data': ['rw', text(64000)],
  'cmi.time_limit_action': ['ro', vocabulary('exit,message', 'exit,no message', 'continue,message', 'continue,no message')],
  'cmi.total_time': ['ro', duration],
  'adl.nav.request': ['rw', (v) => NAV_REQUEST.test(v)],
};

const MODELS: Record<ScormVersion, Record<string, [Access, Check]>> = { '1.2': SCORM_12, '2004': SCORM_2004 };

/** The element's entry in the model: indexes become `n`; null when it is not part of the model. */
function definitionOf(version: ScormVersion, element: string): { access: Access; check: Check } | null {
  let tooLarge = false;
  const pattern = element.replace(/\.(\d+)(?=\.)/g, (_, index: string) => {
    if (Number(index) >= CMI_MAX_INDEX) tooLarge = true;
    return '.n';
  });
  const found = MODELS[version][pattern];
  if (!found || tooLarge) return null;
  return { access: found[0], check: found[1] };
}

/** The runtime's keywords (`cmi._version`, `cmi.interactions._count`…) are read-only facts, never stored. */
const KEYWORD = /(^|\.)_(version|count|children)$/;

export type CmiProblem = 'notInDataModel' | 'invalidValue';

export interface CmiCheck {
  /** The writable elements of the commit, as strings: what is merged into the saved state. */
  values: CmiState;
  /** Each refused element with why; a commit with any problem is refused whole. */
  problems: { element: string; problem: CmiProblem }[];
}

/**
 * Checks a commit element by element against the data model of the package's version (issue "Learning I", bad input):
 * an element outside the model, or a value outside its type, vocabulary or range, is a problem naming the element.
 * Read-only elements that the runtime echoes back (learner id, entry, total time…) are part of the model: they are
 * accepted and ignored, since the server decides them.
 */
export function checkCmiCommit(version: ScormVersion, commit: Record<string, unknown>): CmiCheck {
  const values: CmiState = {};
  const problems: CmiCheck['problems'] = [];
  for (const [element, raw] of Object.entries(commit)) {
    if (KEYWORD.test(element)) continue;
    const definition = definitionOf(version, element);
    if (!definition) {
      problems.push({ element, problem: 'notInDataModel' });
      continue;
    }
    const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
    if (typeof value !== 'string' || !definition.check(value)) {
      problems.push({ element, problem: 'invalidValue' });
      continue;
    }
    if (definition.access !== 'ro') values[element] = value;
  }
  return { values, problems };
}

const SESSION_TIME: Record<ScormVersion, string> = { '1.2': 'cmi.core.session_time', '2004': 'cmi.session_time' };
const TOTAL_TIME: Record<ScormVersion, string> = { '1.2': 'cmi.core.total_time', '2004': 'cmi.total_time' };

/** Seconds of a SCORM time span (1.2 HHHH:MM:SS.SS or 2004 ISO duration; a month counts 30 days, a year 365). */
export function timeSpanSeconds(span: string): number {
  const clock = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(span);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const iso = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(span);
  if (!iso) return 0;
  const [y, mo, d, h, mi, s] = iso.slice(1).map((part) => Number(part ?? 0));
  return ((y * 365 + mo * 30 + d) * 24 + h) * 3600 + mi * 60 + s;
}

/** A time span in the notation of the version, to the second. */
export function formatTimeSpan(version: ScormVersion, seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (version === '2004') return `PT${h}H${m}M${s}S`;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(Math.min(h, 9999)).padStart(2, '0')}:${two(m)}:${two(s)}`;
}

/**
 * The saved state after a checked commit: its values over the earlier ones. A session's time is the package's running
 * total for that session, so it is added to the total time once, when the session ends (Terminate, LMSFinish or the
 * page left), and not kept after.
 */
export function mergeCmi(version: ScormVersion, saved: CmiState, values: CmiState, sessionEnded: boolean): CmiState {
  const merged = { ...saved, ...values };
  const session = merged[SESSION_TIME[version]];
  if (sessionEnded && session !== undefined) {
    const total = timeSpanSeconds(saved[TOTAL_TIME[version]] ?? '') + timeSpanSeconds(session);
    merged[TOTAL_TIME[version]] = formatTimeSpan(version, total);
    delete merged[SESSION_TIME[version]];
  }
  return merged;
}

/**
 * The score out of 10 (scores of the platform, spec §3): 2004's scaled score when given (a negative one counts 0),
 * else the raw score within its min and max (0 and 100 by default, SCORM 1.2's range); null when unscored.
 */
export function scoreOutOfTen(version: ScormVersion, cmi: CmiState): number | null {
  const prefix = version === '1.2' ? 'cmi.core.score' : 'cmi.score';
  const scaledScore = version === '2004' ? cmi['cmi.score.scaled'] : undefined;
  const round = (n: number) => Math.round(Math.min(10, Math.max(0, n)) * 100) / 100;
  if (scaledScore !== undefined && scaledScore !== '') return round(Number(scaledScore) * 10);
  const raw = cmi[`${prefix}.raw`];
  if (raw === undefined || raw === '') return null;
  const min = Number(cmi[`${prefix}.min`] || 0);
  const max = Number(cmi[`${prefix}.max`] || 100);
  return max > min ? round(((Number(raw) - min) / (max - min)) * 10) : null;
}

/**
 * Whether the module is done (docs/decisions.md): the package says it is completed (2004 completion_status, 1.2
 * lesson_status completed or passed) and has not said the learner failed. A failed check leaves the module open, so
 * the learner takes it again; the score of each attempt is kept.
 */
export function isCmiComplete(version: ScormVersion, cmi: CmiState): boolean {
  if (version === '1.2') return ['completed', 'passed'].includes(cmi['cmi.core.lesson_status'] ?? '');
  return cmi['cmi.completion_status'] === 'completed' && cmi['cmi.success_status'] !== 'failed';
}

export interface ScormLearner {
  id: string;
  name: string;
}

/**
 * What the runtime starts from: the saved state without its write-only elements (a package cannot read them), with the
 * elements the LMS decides: the learner, credit and mode, the total time, and entry — `resume` when the learner has
 * been here before (a location, suspend data or a suspended exit), `ab-initio` otherwise.
 */
export function launchCmi(version: ScormVersion, saved: CmiState, learner: ScormLearner): CmiState {
  const readable = Object.fromEntries(Object.entries(saved).filter(([element]) => definitionOf(version, element)?.access !== 'wo'));
  if (version === '1.2') {
    const resumed = saved['cmi.core.lesson_location'] || saved['cmi.suspend_data'] || saved['cmi.core.exit'] === 'suspend';
    return {
      ...readable,
      'cmi.core.student_id': learner.id,
      'cmi.core.student_name': learner.name,
      'cmi.core.credit': 'credit',
      'cmi.core.lesson_mode': 'normal',
      'cmi.core.entry': resumed ? 'resume' : 'ab-initio',
      'cmi.core.total_time': saved['cmi.core.total_time'] ?? '00:00:00',
    };
  }
  const resumed = saved['cmi.location'] || saved['cmi.suspend_data'] || saved['cmi.exit'] === 'suspend';
  return {
    ...readable,
    'cmi.learner_id': learner.id,
    'cmi.learner_name': learner.name,
    'cmi.credit': 'credit',
    'cmi.mode': 'normal',
    'cmi.entry': resumed ? 'resume' : 'ab-initio',
    'cmi.total_time': saved['cmi.total_time'] ?? 'PT0H0M0S',
  };
}
