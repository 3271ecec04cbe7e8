import type { FlowModule } from '@app/contracts/learning/flow';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormAlert } from '../ui/fields.tsx';

export interface PlayerProps {
  courseTrackingId: number;
  module: FlowModule;
  /** Read-only, maintenance or unsubscribed: the player shows, nothing is recorded. */
  readOnly: boolean;
  /** The module was completed: the view asks the server for the new state of the flow. */
  onCompleted(): void;
}

/** The player of a module's content kind, each loaded only when such a module is opened. */
export function ModulePlayer(props: PlayerProps) {
  const { t } = useTranslation();
  switch (props.module.contentKind) {
    default:
      return <FormAlert tone="info">{t('learning.noContent')}</FormAlert>;
  }
}
