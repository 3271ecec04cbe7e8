/**
 * A button that asks before a destructive action (radix AlertDialog: focus kept inside, Escape cancels). Without a
 * trigger it is opened by its owner (`open`, `onOpenChange`): a form that checks its fields before asking.
 */
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClass } from './button.tsx';

export function ConfirmDialog({
  trigger,
  triggerClassName,
  disabled,
  title,
  text,
  cancel,
  confirm,
  onConfirm,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  triggerClassName?: string;
  disabled?: boolean;
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  onConfirm(): void;
  open?: boolean;
  onOpenChange?(open: boolean): void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && (
        <AlertDialog.Trigger className={triggerClassName} disabled={disabled}>
          {trigger}
        </AlertDialog.Trigger>
      )}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-bold text-neutral-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-neutral-800">{text}</AlertDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger')} onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
