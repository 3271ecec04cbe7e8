/** What the forgotten password screen loads on its form's first focus or submit: the call and its field rules. */
import { z } from 'zod';
import { forgotPasswordFields } from '@app/contracts/identity/auth';

export { sendPasswordResetMail } from '@app/contracts/identity/auth';

export const form = z.strictObject(forgotPasswordFields);
