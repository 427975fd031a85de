import { cva } from 'class-variance-authority';
import {
  Bell,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  Eye,
  EyeOff,
  Info,
  Menu,
  Minus,
  Pause,
  Play,
  Plus,
  Search,
  ShoppingCart,
  Store,
  Trash2,
  TriangleAlert,
  Upload,
  User,
  X,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import * as styles from './Icon.css.ts';

/**
 * The curated icon set: the lucide-react icons the design system and its apps use, under
 * names that say what they mean rather than what they draw. Adding an icon here keeps
 * every screen on one visual vocabulary.
 */
export const icons = {
  cart: ShoppingCart,
  store: Store,
  user: User,
  bell: Bell,
  menu: Menu,
  close: X,
  'chevron-down': ChevronDown,
  'chevron-up': ChevronUp,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  eye: Eye,
  'eye-off': EyeOff,
  search: Search,
  check: Check,
  warning: TriangleAlert,
  error: CircleAlert,
  success: CircleCheck,
  info: Info,
  plus: Plus,
  minus: Minus,
  pause: Pause,
  play: Play,
  upload: Upload,
  trash: Trash2,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

/** Pixel sizes: `sm` sits in small text and inputs, `md` in body text and buttons, `lg` in headers. */
export const iconSizes = ['sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];
const pixels: Record<IconSize, number> = { sm: 16, md: 20, lg: 24 };

export const iconTones = ['inherit', 'muted', 'brand', 'danger', 'warning', 'success', 'info'] as const;
export type IconTone = (typeof iconTones)[number];

const iconClass = cva(styles.base, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'inherit' },
});

export interface IconProps extends Omit<LucideProps, 'size'> {
  name: IconName;
  size?: IconSize;
  tone?: IconTone;
  /**
   * Accessible name. Without one the icon is decorative and hidden from assistive
   * technology (the usual case: the button or link around it carries the name).
   */
  label?: string;
}

export function Icon({ name, size = 'md', tone = 'inherit', label, className, ...rest }: IconProps) {
  const Glyph = icons[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <Glyph
      size={pixels[size]}
      className={[iconClass({ tone }), className].filter(Boolean).join(' ')}
      data-icon={name}
      data-size={size}
      data-tone={tone}
      focusable="false"
      {...a11y}
      {...rest}
    />
  );
}
