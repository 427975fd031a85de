export { EffectNotProvidedError, placeholderActor, placeholderAction } from './placeholders.ts';
export type {
  ToastKind,
  NotifyParams,
  NavigateParams,
  FailProgressParams,
  StoreSessionParams,
  RevokeSessionParams,
  AttachCartRequest,
  SignInAttachCartRequest,
  CreateProjectRequest,
  CreatedProject,
  RememberProjectParams,
} from './effectTypes.ts';
