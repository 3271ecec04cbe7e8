import { useTranslation } from '../../i18n/use-translation.ts';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { Icon, type IconName } from '../ui/icon.tsx';

/** Icon of each module type code (spec §3: 1 elearning, 2 face to face, 3 virtual class, 4 video, 5 podcast, 6 webinar, 7 quiz, 9 pdf). */
export const MODULE_ICONS: Record<number, IconName> = {
  [MODULE_TYPE.elearning]: 'laptop',
  [MODULE_TYPE.faceToFace]: 'people',
  [MODULE_TYPE.virtualClass]: 'videocam',
  [MODULE_TYPE.video]: 'play',
  [MODULE_TYPE.podcast]: 'mic',
  [MODULE_TYPE.webinar]: 'broadcast',
  [MODULE_TYPE.quiz]: 'quiz',
  [MODULE_TYPE.pdf]: 'document',
};

/** The module type's icon, labelled with the translated type (`module.type.<code>`). */
export function ModuleIcon({ code }: { code: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-light text-neutral-900">
      <Icon name={MODULE_ICONS[code] ?? 'book'} label={t(`module.type.${code}`, { defaultValue: t('module.type.other') })} />
    </span>
  );
}
