import type { RouteTable } from '../http/routes.ts';
import { accountRoutes } from './accountRoutes.ts';
import { aiRoutes } from './aiRoutes.ts';
import { cartRoutes } from './cartRoutes.ts';
import { catalogRoutes } from './catalogRoutes.ts';
import { myShowroomRoutes } from './myShowroomRoutes.ts';
import { notificationRoutes } from './notificationRoutes.ts';
import { oneTimeCodeRoutes } from './oneTimeCodeRoutes.ts';
import { orderRoutes } from './orderRoutes.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { payoutRoutes } from './payoutRoutes.ts';
import { profileRoutes } from './profileRoutes.ts';
import { projectRoutes } from './projectRoutes.ts';
import { projectToolRoutes } from './projectToolRoutes.ts';
import { proRoutes } from './proRoutes.ts';
import { searchRoutes } from './searchRoutes.ts';
import { siteRoutes } from './siteRoutes.ts';
import { visualizerRoutes } from './visualizerRoutes.ts';

/** Every contract endpoint this server implements (issue 6: accounts, auth and the catalogue; issue 13: pro accounts). */
export const serverRoutes: RouteTable = {
  ...accountRoutes,
  ...passwordRoutes,
  ...payoutRoutes,
  ...oneTimeCodeRoutes,
  ...notificationRoutes,
  ...siteRoutes,
  ...catalogRoutes,
  ...searchRoutes,
  ...aiRoutes,
  ...proRoutes,
  ...myShowroomRoutes,
  ...orderRoutes,
  ...cartRoutes,
  ...projectRoutes,
  ...projectToolRoutes,
  ...profileRoutes,
  ...visualizerRoutes,
};
