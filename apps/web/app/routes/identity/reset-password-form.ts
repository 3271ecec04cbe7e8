/** What the reset password screen loads on its form's first focus or submit: the call and its field rules. */
export { resetPassword, resetPasswordForm as form } from '@app/contracts/identity/auth';
