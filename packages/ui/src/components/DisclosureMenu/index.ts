export {
  DisclosureMenu,
  DisclosureMenuLink,
  DisclosureMenuList,
  DisclosureMenuSection,
  DisclosureNav,
  DisclosureNavLink,
  disclosureMenuAligns,
  disclosureMenuPanelWidths,
  useDisclosureMenu,
} from './DisclosureMenu.tsx';
export type {
  DisclosureMenuAlign,
  DisclosureMenuLinkProps,
  DisclosureMenuListProps,
  DisclosureMenuPanelWidth,
  DisclosureMenuProps,
  DisclosureMenuSectionProps,
  DisclosureNavLinkProps,
  DisclosureNavProps,
} from './DisclosureMenu.tsx';
