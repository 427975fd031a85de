export { PasswordInput } from './PasswordInput.tsx';
export type { PasswordInputProps } from './PasswordInput.tsx';
