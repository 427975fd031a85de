import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

export const tabsVariants = ['line', 'pill'] as const;
export const tabsSizes = ['sm', 'md'] as const;
export type TabsVariant = (typeof tabsVariants)[number];
export type TabsSize = (typeof tabsSizes)[number];

const listClass = cva(styles.list, { variants: { variant: styles.listVariant } });
const triggerClass = cva(styles.trigger, { variants: { variant: styles.triggerVariant, size: styles.triggerSize } });

export interface TabItem {
  /** Stable key, also the `value` of the selected tab. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /** Extra attributes for the tab button (e.g. `data-force-state` in stories). */
  triggerProps?: { [data: `data-${string}`]: string };
}

export interface TabsProps {
  /** Names the tab list for assistive technology, e.g. 'FAQ topics'. */
  label: string;
  items: readonly TabItem[];
  variant?: TabsVariant;
  size?: TabsSize;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default) selects a tab as the arrow keys reach it; `manual` waits for Enter or
   * Space, for panels that are slow to render.
   */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/**
 * Tabs on Radix: arrow keys move between tabs, Home and End jump, Tab moves into the panel.
 * The FAQ's topics and the home page's Inspired Designs use it.
 */
export function Tabs({
  label,
  items,
  variant = 'line',
  size = 'md',
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  className,
}: TabsProps) {
  // Radix builds element ids from the values, and an id with a space breaks aria-controls:
  // Radix sees positions, callers see their own values.
  const toKey = (itemValue: string | undefined) => {
    const index = items.findIndex((item) => item.value === itemValue);
    return index < 0 ? undefined : `tab-${index}`;
  };
  const fromKey = (key: string) => items[Number(key.slice('tab-'.length))]?.value ?? key;
  const initial = defaultValue ?? (value === undefined ? items.find((item) => !item.disabled)?.value : undefined);
  return (
    <TabsPrimitive.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value === undefined ? undefined : (toKey(value) ?? '')}
      defaultValue={toKey(initial)}
      onValueChange={onValueChange ? (key) => onValueChange(fromKey(key)) : undefined}
      activationMode={activationMode}
      data-variant={variant}
    >
      <TabsPrimitive.List className={listClass({ variant })} aria-label={label}>
        {items.map((item, index) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={`tab-${index}`}
            data-value={item.value}
            disabled={item.disabled}
            className={triggerClass({ variant, size })}
            {...item.triggerProps}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item, index) => (
        <TabsPrimitive.Content key={item.value} value={`tab-${index}`} className={styles.panel} data-value={item.value}>
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
