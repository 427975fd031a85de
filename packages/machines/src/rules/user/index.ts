export {
  isUserType,
  userTypes,
  userStatuses,
  roleFlags,
  MIN_TOKEN_LENGTH_EXCLUSIVE,
  isTokenValid,
  roleFlagOf,
  isEmailVerified,
  isSubscriptionFlagOn,
} from './user.rules.ts';
export type {
  UserType,
  UserStatus,
  SubscriptionFlag,
  AddonSubscription,
  LatestSubscription,
  ShopProfileBranding,
  SessionUser,
  RoleFlag,
} from './user.rules.ts';
