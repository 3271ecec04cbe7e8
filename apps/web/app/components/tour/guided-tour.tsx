/**
 * The guided tour of the main screens (issue 13 part 11): one step per part of the header — navigation, catalogue,
 * my trainings, profile — each a modal radix popover beside its element (focus kept in the step, Escape or "Skip"
 * ends the tour, Previous/Next buttons). A step whose element is not shown (the phone menu is folded) points at the
 * header. Loaded by tour-starter.tsx only for a first visit.
 */
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';

/** Each step: its texts' key and the `data-tour` mark of the element it presents. */
const STEPS = [
  { key: 'nav', target: 'nav' },
  { key: 'catalogue', target: 'catalogue' },
  { key: 'myTrainings', target: 'my-trainings' },
  { key: 'profile', target: 'profile' },
] as const;

/** The step's element when it is on screen, else the header (else the page). */
function targetOf(mark: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-tour="${mark}"]`);
  if (element && element.getClientRects().length > 0) return element;
  return document.querySelector<HTMLElement>('header') ?? document.body;
}

export function GuidedTour({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [placed, setPlaced] = useState<{ index: number; anchor: RefObject<HTMLElement> } | null>(null);
  const step = STEPS[index];
  useLayoutEffect(() => {
    const element = targetOf(step.target);
    setPlaced({ index, anchor: { current: element } });
    element.scrollIntoView({ block: 'nearest' });
    // The element presented is outlined like a focused control.
    const { outline, outlineOffset } = element.style;
    element.style.outline = '3px solid var(--color-primary-dark)';
    element.style.outlineOffset = '3px';
    return () => {
      element.style.outline = outline;
      element.style.outlineOffset = outlineOffset;
    };
  }, [index, step.target]);
  // One popover per step (keyed), once its element is known: it is placed beside it and takes the focus again.
  if (placed?.index !== index) return null;
  return <TourStep key={step.key} stepKey={step.key} index={index} anchor={placed.anchor} onMove={setIndex} onClose={onClose} />;
}

function TourStep({ stepKey, index, anchor, onMove, onClose }: { stepKey: string; index: number; anchor: RefObject<HTMLElement>; onMove: (index: number) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const next = useRef<HTMLButtonElement>(null);
  const last = index === STEPS.length - 1;
  return (
    <Popover.Root open modal onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          data-testid="tour-step"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            next.current?.focus();
          }}
          // A click elsewhere does not end the tour by accident: Escape and "Skip" do.
          onInteractOutside={(event) => event.preventDefault()}
          className="z-50 flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-xl"
        >
          <p className="text-xs font-semibold tracking-wide text-neutral-700 uppercase">{t('tour.stepOf', { current: index + 1, total: STEPS.length })}</p>
          <h2 id={titleId} className="text-lg font-bold text-neutral-900">
            {t(`tour.steps.${stepKey}.title`)}
          </h2>
          <p id={bodyId} className="text-neutral-800">
            {t(`tour.steps.${stepKey}.body`)}
          </p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <Popover.Close className={buttonClass('ghost')}>{t('tour.skip')}</Popover.Close>
            <div className="flex gap-2">
              {index > 0 && (
                <button type="button" className={buttonClass('secondary')} onClick={() => onMove(index - 1)}>
                  {t('tour.previous')}
                </button>
              )}
              <button ref={next} type="button" className={buttonClass('primary')} onClick={() => (last ? onClose() : onMove(index + 1))}>
                {last ? t('tour.finish') : t('tour.next')}
              </button>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
