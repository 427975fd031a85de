export { Tabs, tabsSizes, tabsVariants } from './Tabs.tsx';
export type { TabItem, TabsProps, TabsSize, TabsVariant } from './Tabs.tsx';
