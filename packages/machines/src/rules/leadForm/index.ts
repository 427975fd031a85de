export {
  emptyLeadForm,
  LEAD_FORM_ACTION,
  LEAD_TYPE,
  leadFormMessages,
  validateLeadForm,
  isLeadFormValid,
  toLeadSubmission,
} from './leadForm.rules.ts';
export type { LeadForm, LeadSubmission, LeadFormErrors } from './leadForm.rules.ts';
