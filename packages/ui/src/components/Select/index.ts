export { Select, selectSizes } from './Select.tsx';
export type { SelectOption, SelectProps, SelectSize } from './Select.tsx';
