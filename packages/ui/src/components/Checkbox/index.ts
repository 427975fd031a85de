export { Checkbox, checkboxSizes } from './Checkbox.tsx';
export type { CheckboxProps, CheckboxSize } from './Checkbox.tsx';
