import type { ComponentPropsWithRef } from 'react';
import { FEEDBACK_COMMENT_MAX } from '@app/domain/content/feedback';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextAreaField, useErrorText } from '../ui/fields.tsx';
import { RATING_ITEMS } from '../ui/constants.ts';
import { RatingInput } from '../ui/rating-input.tsx';

/**
 * The rating and optional comment of a feedback (a training's feedback link, an evaluation quiz or one of its
 * questions): the same fields, worded by their form's texts (`<texts>.rating`, `.ratingItem`, `.commentOptional`, `.commentHint`).
 * `comment` gives a controlled form's props to the comment box (react-hook-form's), an uncontrolled form only names it.
 */
export function FeedbackFields({
  texts,
  rating,
  onRate,
  errors,
  comment = { name: 'comment' },
}: {
  texts: 'feedback' | 'quiz' | 'quizQuestion';
  rating: number | null;
  onRate: (value: number) => void;
  errors: { rating?: string; comment?: string };
  comment?: ComponentPropsWithRef<'textarea'> & { name: string };
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      <RatingInput
        legend={t(`${texts}.rating`)}
        value={rating}
        onChange={onRate}
        itemLabel={(n) => t(`${texts}.ratingItem`, { value: n, max: RATING_ITEMS })}
        error={errorText(errors.rating)}
      />
      <TextAreaField
        label={t(`${texts}.commentOptional`)}
        maxLength={FEEDBACK_COMMENT_MAX}
        hint={t(`${texts}.commentHint`, { max: FEEDBACK_COMMENT_MAX })}
        error={errors.comment}
        {...comment}
      />
    </>
  );
}
