export {
  breakpoints,
  deviceTypes,
  deviceTypeForWidth,
  usesMobileMenu,
  shouldSetUpMobileMenu,
} from './viewport.rules.ts';
export type { DeviceType } from './viewport.rules.ts';
