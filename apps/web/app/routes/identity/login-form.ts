/** What the login page loads on its first focus or submit: the contract's call and its field rules. */
import { z } from 'zod';
import { loginFields } from '@app/contracts/identity/auth';

export { login } from '@app/contracts/identity/auth';

export const form = z.strictObject(loginFields);
