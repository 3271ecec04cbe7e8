/** What the offer survey loads on its form's first focus or submit: the call and its field rules. */
export { offerSurveyForm as form, submitOfferSurvey } from '@app/contracts/content/surveys';
