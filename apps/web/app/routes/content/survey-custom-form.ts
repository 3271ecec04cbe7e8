/** What the custom-training request loads on its form's first focus or submit: the call, its body and its field rules. */
export { customTrainingBody, customTrainingForm as form, requestCustomTraining } from '@app/contracts/content/surveys';
