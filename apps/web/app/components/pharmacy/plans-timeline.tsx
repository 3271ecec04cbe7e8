/**
 * The collective plan's timeline (issue 16 part 1, spec §4): one line per learner of the team, their activities laid
 * out in rows by the domain's rule over at least 12 month columns. An activity moves by keyboard (its bar focused:
 * arrows a month, Shift + arrows a week, Enter saves, Escape cancels, each step announced) or by dragging (@dnd-kit,
 * pointer only: its keyboard sensor would take the same keys), and is saved within the plan's own days.
 */
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { DndContext, PointerSensor, useDraggable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { updateActivity, type CollectiveActivity, type PlanCollectif } from '@app/contracts/pharmacy/plans';
import { moveActivity, withinPlan, type ActivityDays } from '@app/domain/pharmacy/plans';
import { typeColour, typeTextColour } from '@app/domain/platform/colours';
import type { Lang } from '@app/domain/platform/locales';
import { layoutRows, parisIsoDate } from '@app/domain/profile/training-plan';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDate } from '../../lib/format.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { MonthHeader, monthColumns, monthLabel, timelineWidth } from '../profile/plan-months.tsx';

/** Width of the learners' names column, in rem. */
const NAMES_REM = 10;
const HELP_ID = 'plans-move-help';

interface Draft extends ActivityDays {
  id: number;
}

/** The Paris day of a Paris-zone ISO string (its first ten characters). */
const dayOf = (iso: string) => iso.slice(0, 10);

export function PlanTimeline({ plan, lang, locale, elearningColour, onSaved }: { plan: PlanCollectif; lang: Lang; locale: string; elearningColour: string | null; onSaved(): Promise<void> }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // While a move is saved and the plan read again, the bar keeps its new place and takes no other move.
  const [saving, setSaving] = useState(false);
  const lineRef = useRef<HTMLDivElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const bounds = { startDate: dayOf(plan.startDate), endDate: dayOf(plan.plannedEndDate) };
  const span = { startDate: bounds.startDate, months: plan.months };
  const byId = new Map(plan.activities.map((a) => [a.id, a]));
  const daysOf = (a: CollectiveActivity): ActivityDays => (draft?.id === a.id ? draft : { startDate: dayOf(a.startDate), finishDate: dayOf(a.finishDate) });
  const say = (key: 'moving' | 'saved' | 'outside' | 'cancelled', a: CollectiveActivity, days: ActivityDays) =>
    setAnnouncement(t(`pharmacy.plans.${key}`, { training: a.training.name, start: formatDate(days.startDate, locale), end: formatDate(days.finishDate, locale) }));

  /** The activity moved by a step, or null (announced) when it would leave the plan. */
  function stepped(a: CollectiveActivity, by: { months?: number; days?: number }): ActivityDays | null {
    const moved = moveActivity(daysOf(a), by);
    if (withinPlan(moved, bounds)) return moved;
    say('outside', a, moved);
    return null;
  }

  async function save(a: CollectiveActivity, days: ActivityDays) {
    setDraft({ id: a.id, ...days });
    setSaving(true);
    try {
      await api.call(updateActivity, { params: { id: a.id }, body: { startDate: parisIsoDate(days.startDate), endDate: parisIsoDate(days.finishDate) } });
      await onSaved();
      say('saved', a, days);
    } catch (error) {
      const { fields, form } = mapApiErrors(error, ['startDate', 'endDate'], t('pharmacy.plans.add.failed'));
      setAnnouncement(t('pharmacy.plans.moveFailed', { reason: form ?? Object.values(fields).join(' ') }));
    } finally {
      setDraft(null);
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent, a: CollectiveActivity) {
    const direction = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (saving && (direction !== undefined || event.key === 'Enter' || event.key === 'Escape')) {
      event.preventDefault();
    } else if (direction !== undefined) {
      event.preventDefault();
      const moved = stepped(a, event.shiftKey ? { days: 7 * direction } : { months: direction });
      if (moved) {
        setDraft({ id: a.id, ...moved });
        say('moving', a, moved);
      }
    } else if (event.key === 'Enter' && draft?.id === a.id) {
      event.preventDefault();
      void save(a, draft);
    } else if (event.key === 'Escape' && draft?.id === a.id) {
      event.preventDefault();
      setDraft(null);
      say('cancelled', a, { startDate: dayOf(a.startDate), finishDate: dayOf(a.finishDate) });
    }
  }

  function onDragEnd({ active, delta }: DragEndEvent) {
    const a = byId.get(Number(active.data.current?.activityId));
    const width = lineRef.current?.getBoundingClientRect().width ?? 0;
    if (!a || width === 0 || saving) return;
    const months = Math.round(delta.x / (width / plan.months.length));
    if (months === 0) return;
    const moved = stepped(a, { months });
    if (moved) void save(a, moved);
  }

  const columns = monthColumns(plan.months);
  return (
    <div className="flex flex-col gap-2">
      <p id={HELP_ID} className="text-sm text-neutral-700">
        {t('pharmacy.plans.moveHelp')}
      </p>
      <div
        role="region"
        aria-label={t('pharmacy.plans.timeline', { start: monthLabel(plan.months[0], locale), end: monthLabel(plan.months.at(-1) ?? plan.months[0], locale) })}
        className="overflow-x-auto rounded-lg border border-neutral-200 bg-white"
        data-testid="plans-timeline"
      >
        <div style={{ width: timelineWidth(plan.months, NAMES_REM) }}>
          <div className="flex">
            <div className="shrink-0 border-b border-neutral-200" style={{ width: `${NAMES_REM}rem` }} />
            <MonthHeader months={plan.months} locale={locale} style={columns} className="flex-1" />
          </div>
          <DndContext
            sensors={sensors}
            onDragEnd={onDragEnd}
            accessibility={{ screenReaderInstructions: { draggable: t('pharmacy.plans.moveHelp') }, announcements: SILENT }}
          >
            {plan.learners.map((learner, index) => {
              const name = `${learner.firstName} ${learner.lastName}`;
              const theirs = (plan.users[String(learner.id)] ?? []).flatMap(({ id }) => byId.get(id) ?? []);
              const placed = layoutRows(theirs.map((a) => ({ activity: a, ...daysOf(a) })), span);
              return (
                <div key={learner.id} className="flex border-b border-neutral-100 last:border-b-0" data-testid="plans-learner">
                  <div className="sticky left-0 z-10 shrink-0 bg-white px-3 py-2 text-sm font-semibold text-neutral-900" style={{ width: `${NAMES_REM}rem` }}>
                    {name}
                  </div>
                  <div ref={index === 0 ? lineRef : undefined} className="min-h-12 flex-1 py-2">
                    {placed.length === 0 ? (
                      <p className="px-2 text-xs text-neutral-600">{t('pharmacy.plans.noActivity')}</p>
                    ) : (
                      <ul className="grid gap-y-1.5" style={columns} aria-label={t('pharmacy.plans.learnerLine', { name })}>
                        {placed.map((p) => (
                          <ActivityBar
                            key={p.activity.id}
                            dragId={`${learner.id}-${p.activity.id}`}
                            activity={p.activity}
                            days={p}
                            place={{ gridColumn: `${p.fromDate + 1} / ${p.toDate + 2}`, gridRow: p.row + 1 }}
                            colours={{ background: typeColour(p.activity.training.type, lang), color: typeTextColour(p.activity.training.type, lang, elearningColour) }}
                            moving={draft?.id === p.activity.id}
                            busy={saving && draft?.id === p.activity.id}
                            locale={locale}
                            onKeyDown={(event) => onKeyDown(event, p.activity)}
                            onBlur={() => !saving && draft?.id === p.activity.id && setDraft(null)}
                          />
                        ))}
                      </ul>
                    )}
                  </div>
                </div>
              );
            })}
          </DndContext>
        </div>
      </div>
      <p aria-live="polite" className="sr-only" data-testid="plans-announcement">
        {announcement}
      </p>
    </div>
  );
}

/** The drags are announced by the timeline itself once saved. */
const SILENT = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

function ActivityBar(props: {
  dragId: string;
  activity: CollectiveActivity;
  days: ActivityDays;
  place: CSSProperties;
  colours: CSSProperties;
  moving: boolean;
  busy: boolean;
  locale: string;
  onKeyDown(event: KeyboardEvent): void;
  onBlur(): void;
}) {
  const { t } = useTranslation();
  const { activity, days, locale } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: props.dragId, data: { activityId: activity.id } });
  const shift = transform ? { transform: `translateX(${transform.x}px)`, zIndex: 20 } : {};
  return (
    <li style={props.place} className="mx-0.5 min-w-0">
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-describedby={HELP_ID}
        aria-roledescription={undefined}
        aria-busy={props.busy || undefined}
        onKeyDown={props.onKeyDown}
        onBlur={props.onBlur}
        style={{ ...props.colours, ...shift }}
        data-testid="plans-activity"
        data-activity={activity.id}
        className={`flex w-full min-w-0 cursor-grab touch-none flex-col items-start overflow-hidden rounded-md px-2 py-1 text-left text-xs break-words shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-neutral-950 ${props.moving || isDragging ? 'ring-3 ring-neutral-950' : ''}`}
      >
        <span className="font-semibold">{activity.training.name}</span>
        <span>{t('pharmacy.plans.dates', { start: formatDate(days.startDate, locale), end: formatDate(days.finishDate, locale) })}</span>
      </button>
    </li>
  );
}
