export { StateMessage, stateMessageIcons, stateMessageSizes, stateMessageTones } from './StateMessage.tsx';
export type { StateMessageProps, StateMessageSize, StateMessageTone } from './StateMessage.tsx';
