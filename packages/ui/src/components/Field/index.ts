export { Field } from './Field.tsx';
export type { FieldProps } from './Field.tsx';
export { FieldContext, useFieldControl } from './Field.context.ts';
export type { FieldControlContext, FieldControlProps } from './Field.context.ts';
export { fieldErrorDisplays, fieldErrorText } from './Field.messages.ts';
export type { FieldError, FieldErrorDisplay } from './Field.messages.ts';
