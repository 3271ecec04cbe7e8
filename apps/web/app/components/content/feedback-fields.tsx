import { Controller, type UseFormReturn } from 'react-hook-form';
import { FEEDBACK_COMMENT_MAX, type FeedbackForm } from '@app/contracts/content/feedback';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextAreaField, useErrorText } from '../ui/fields.tsx';
import { RATING_ITEMS } from '../ui/constants.ts';
import { RatingInput } from '../ui/rating-input.tsx';

/**
 * The rating and optional comment of a feedback (a training's feedback link, an evaluation quiz or one of its
 * questions): the same fields, worded by their form's texts (`<texts>.rating`, `.ratingItem`, `.commentOptional`, `.commentHint`).
 */
export function FeedbackFields({ form, texts }: { form: UseFormReturn<FeedbackForm>; texts: 'feedback' | 'quiz' | 'quizQuestion' }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            legend={t(`${texts}.rating`)}
            value={field.value ?? null}
            onChange={field.onChange}
            itemLabel={(n) => t(`${texts}.ratingItem`, { value: n, max: RATING_ITEMS })}
            error={errorText(errors.rating?.message)}
          />
        )}
      />
      <TextAreaField
        label={t(`${texts}.commentOptional`)}
        maxLength={FEEDBACK_COMMENT_MAX}
        hint={t(`${texts}.commentHint`, { max: FEEDBACK_COMMENT_MAX })}
        error={errors.comment?.message}
        {...register('comment')}
      />
    </>
  );
}
