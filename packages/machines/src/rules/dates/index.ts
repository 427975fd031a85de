export { SHOP_TIME_ZONE, formatShopDate } from './dates.rules.ts';
