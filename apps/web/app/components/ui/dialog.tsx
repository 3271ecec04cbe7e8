import { Dialog as Radix } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * A modal dialog (radix: focus kept inside, Escape and the close button close it unless `closable` is false, as the
 * consent dialog of spec §2 requires).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closable = true,
}: {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  closable?: boolean;
}) {
  const { t } = useTranslation();
  const block = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  return (
    <Radix.Root open={open} onOpenChange={closable ? onOpenChange : undefined}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <Radix.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Radix.Title className="pr-10 text-xl font-bold text-neutral-900">{title}</Radix.Title>
          {description && <Radix.Description className="mt-2 text-neutral-700">{description}</Radix.Description>}
          <div className="mt-5">{children}</div>
          {closable && (
            <Radix.Close className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100" aria-label={t('dialog.close')}>
              <span aria-hidden="true">×</span>
            </Radix.Close>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
