/** What the contact page loads on its form's first focus or submit: the call and its field rules. */
export { contactForm as form, sendContactMessage } from '@app/contracts/content/contact';
