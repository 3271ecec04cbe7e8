/** What the create account screen loads on its form's first focus or submit: the call and its field rules. */
export { createAccount, createAccountForm as form } from '@app/contracts/identity/auth';
