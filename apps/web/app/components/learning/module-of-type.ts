import { MODULE_TYPE } from '@app/domain/catalogue/training-types';

/** The module type whose icon stands for a training of a type in lists. */
export const MODULE_OF_TYPE: Partial<Record<string, number>> = {
  formation: MODULE_TYPE.elearning,
  video: MODULE_TYPE.video,
  podcast: MODULE_TYPE.podcast,
  pdf: MODULE_TYPE.pdf,
  quiz: MODULE_TYPE.quiz,
};
