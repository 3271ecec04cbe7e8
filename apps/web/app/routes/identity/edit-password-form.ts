/** What the edit password screen loads on its form's first focus or submit: the call and its field rules. */
export { updateLoginData, editPasswordForm as form } from '@app/contracts/identity/auth';
