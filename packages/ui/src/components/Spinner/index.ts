export { Spinner, spinnerSizes, spinnerTones } from './Spinner.tsx';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner.tsx';
