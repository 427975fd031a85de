export { emailResendMachine, emailResendMessages, emailResendStates, retryAfterOf } from './emailResend.machine.ts';
export type {
  EmailResendContext,
  EmailResendEvent,
  EmailResendFailure,
  EmailResendInput,
  EmailResendResult,
  EmailResendState,
} from './emailResend.machine.ts';
