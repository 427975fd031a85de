export { SearchInput } from './SearchInput.tsx';
export type { SearchInputProps } from './SearchInput.tsx';
export { SearchCombobox, searchComboboxStatuses } from './SearchCombobox.tsx';
export type { SearchComboboxOptionState, SearchComboboxProps, SearchComboboxStatus } from './SearchCombobox.tsx';
