export { EffectNotProvidedError, placeholderActor, placeholderAction } from './placeholders.ts';
export type {
  ToastKind,
  NotifyParams,
  NavigateParams,
  StoreSessionParams,
  RevokeSessionParams,
  AttachCartRequest,
  CreateProjectRequest,
  CreatedProject,
  RememberProjectParams,
} from './effectTypes.ts';
