export { DEFAULT_DIAL_CODE, formatPhoneDisplay } from './phone.rules.ts';
