export { Divider, dividerOrientations, dividerTones } from './Divider.tsx';
export type { DividerOrientation, DividerProps, DividerTone } from './Divider.tsx';
