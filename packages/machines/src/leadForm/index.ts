export { leadFormMachine, leadFormStates } from './leadForm.machine.ts';
export type {
  LeadFormContext,
  LeadFormEvent,
  LeadFormField,
  LeadFormInput,
  LeadFormState,
  LeadSubmissionResult,
} from './leadForm.machine.ts';
