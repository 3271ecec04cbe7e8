/** A dialog holding a form (radix Dialog: focus kept inside, Escape closes), opened by its trigger or its owner. */
import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';

export function FormDialog({ open, onOpenChange, trigger, title, description, children, testId }: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A `Dialog.Trigger`, or nothing when the owner opens it. */
  trigger?: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-xl font-bold text-neutral-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-neutral-800">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
