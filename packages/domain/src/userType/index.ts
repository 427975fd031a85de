export { isUserType, userTypes, type UserType } from './userType.ts';
