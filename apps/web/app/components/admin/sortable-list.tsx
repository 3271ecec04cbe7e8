/**
 * An ordered list an administrator rearranges (issue 17 part 6: FAQ sections and questions, billboards): by dragging a
 * row's handle, by keyboard on the handle (Space or Enter picks up, arrows move, Space or Enter drops, Escape
 * cancels — @dnd-kit's keyboard sensor, each step announced in the page's language), or with the visible move up and
 * move down buttons; each row has its visibility checkbox. The list is the caller's: every change is handed back whole.
 */
import { useId, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { moveItem } from '@app/domain/admin/ordering';
import { useTranslation } from '../../i18n/use-translation.ts';

export interface SortableRow {
  id: number;
  isVisible: boolean;
}

const CONTROL =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-primary-dark disabled:cursor-not-allowed disabled:opacity-50';

function Row<T extends SortableRow>({
  item,
  index,
  count,
  name,
  disabled,
  onMove,
  onToggle,
  children,
}: {
  item: T;
  index: number;
  count: number;
  name: string;
  disabled: boolean;
  onMove(to: number): void;
  onToggle(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const visibleId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  const style = {
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="sortable-row"
      data-id={item.id}
      data-dragging={isDragging || undefined}
      className={`flex flex-col gap-3 rounded-lg border bg-white p-3 sm:flex-row sm:items-start ${isDragging ? 'relative z-10 border-primary-dark shadow-lg' : 'border-neutral-200'} ${item.isVisible ? '' : 'bg-neutral-50'}`}
    >
      <div className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('admin.ordering.handle', { name })}
          className={`${CONTROL} cursor-grab touch-none active:cursor-grabbing`}
          data-testid="drag-handle"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className={CONTROL} disabled={disabled || index === 0} onClick={() => onMove(index - 1)} aria-label={t('admin.ordering.up', { name })}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" className={CONTROL} disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('admin.ordering.down', { name })}>
          <span aria-hidden="true">↓</span>
        </button>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex min-h-11 shrink-0 items-center gap-2">
        <input
          id={visibleId}
          type="checkbox"
          className="size-5 accent-neutral-900"
          checked={item.isVisible}
          disabled={disabled}
          onChange={onToggle}
        />
        <label htmlFor={visibleId} className="text-sm text-neutral-900">
          {t('admin.ordering.visible')}
          <span className="sr-only"> : {name}</span>
        </label>
      </div>
    </li>
  );
}

export function SortableList<T extends SortableRow>({
  items,
  nameOf,
  label,
  disabled = false,
  onChange,
  children,
}: {
  items: readonly T[];
  /** How a row is named to a screen reader (its title). */
  nameOf(item: T): string;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
  /** The list after a move or a visibility change. */
  onChange(next: T[]): void;
  children(item: T): ReactNode;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const named = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('admin.ordering.picked', { name: named(active.id), position: indexOf(active.id) + 1, count: items.length }),
    onDragOver: ({ active, over }) => (over ? t('admin.ordering.over', { name: named(active.id), position: indexOf(over.id) + 1, count: items.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('admin.ordering.dropped', { name: named(active.id), position: indexOf(over.id) + 1, count: items.length }) : undefined),
    onDragCancel: ({ active }) => t('admin.ordering.cancelled', { name: named(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(items, indexOf(active.id), indexOf(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('admin.ordering.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={label} className="flex flex-col gap-2">
          {items.map((item, index) => (
            <Row
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              name={nameOf(item)}
              disabled={disabled}
              onMove={(to) => onChange(moveItem(items, index, to))}
              onToggle={() => onChange(items.map((row) => (row.id === item.id ? { ...row, isVisible: !row.isVisible } : row)))}
            >
              {children(item)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
