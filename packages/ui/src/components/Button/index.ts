export { Button, buttonSizes, buttonVariants } from './Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.tsx';
