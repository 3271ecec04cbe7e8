import type { FlowModule } from '@app/contracts/learning/flow';
import { useTranslation } from '../../i18n/use-translation.ts';
import { lazyExport } from '../lazy-export.ts';
import { FormAlert } from '../ui/fields.tsx';

// Each player (and scorm-again, the media elements' logic) downloads only when a module of its kind is opened.
const ScormPlayer = lazyExport(() => import('./scorm-player.tsx'), 'ScormPlayer');
const MediaVideoPlayer = lazyExport(() => import('./media-video-player.tsx'), 'MediaVideoPlayer');
const MediaAudioPlayer = lazyExport(() => import('./media-audio-player.tsx'), 'MediaAudioPlayer');
const MediaPdfViewer = lazyExport(() => import('./media-pdf-viewer.tsx'), 'MediaPdfViewer');
const QuizModulePlayer = lazyExport(() => import('./quizmod-player.tsx'), 'QuizModulePlayer');

export interface PlayerProps {
  courseTrackingId: number;
  module: FlowModule;
  /** The module was completed: the view asks the server for the new state of the flow. */
  onCompleted(): void;
}

/** The player of a module's content kind (module_contents); a module with nothing to play online says so. */
export function ModulePlayer({ courseTrackingId, module, onCompleted }: PlayerProps) {
  const { t } = useTranslation();
  switch (module.contentKind) {
    case 'scorm':
      return <ScormPlayer courseTrackingId={courseTrackingId} moduleId={module.id} onCompleted={onCompleted} />;
    case 'video':
      return <MediaVideoPlayer courseTrackingId={courseTrackingId} module={module} onCompleted={onCompleted} />;
    case 'audio':
      return <MediaAudioPlayer courseTrackingId={courseTrackingId} module={module} onCompleted={onCompleted} />;
    case 'pdf':
      return <MediaPdfViewer courseTrackingId={courseTrackingId} module={module} onCompleted={onCompleted} />;
    case 'quiz':
      return <QuizModulePlayer courseTrackingId={courseTrackingId} module={module} onCompleted={onCompleted} />;
    default:
      return <FormAlert tone="info">{t('learning.noContent')}</FormAlert>;
  }
}
