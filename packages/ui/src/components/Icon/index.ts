export { Icon, iconNames, icons, iconSizes, iconTones } from './Icon.tsx';
export type { IconName, IconProps, IconSize, IconTone } from './Icon.tsx';
