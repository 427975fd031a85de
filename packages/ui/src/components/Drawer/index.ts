export { Drawer, DrawerClose, drawerSides, drawerTones } from './Drawer.tsx';
export type { DrawerProps, DrawerSide, DrawerTone } from './Drawer.tsx';
