import type { PageProps } from '../../routes/pageModules.ts';
import { AiAccountPage } from './AiAccountPage.tsx';

/** /design-ai/login: the AI area's own sign-in (success goes to /design-ai). */
export function DesignAiLoginPage(_props: PageProps) {
  return <AiAccountPage mode="signIn" />;
}
