export { TextInput, textInputSizes } from './TextInput.tsx';
export type { TextInputProps, TextInputSize } from './TextInput.tsx';
