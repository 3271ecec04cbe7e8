/** What the feedback page loads on its form's first focus or submit: the call and its field rules. */
import { z } from 'zod';
import { feedbackForm } from '@app/contracts/content/feedback';

export { giveFeedback } from '@app/contracts/content/feedback';
/** The contract's rules, the rating read as the text of its checked star (none checked: '', not a rating). */
export const form = feedbackForm.extend({ rating: z.preprocess(Number, feedbackForm.shape.rating) });
