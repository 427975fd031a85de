import type { PageProps } from '../../routes/pageModules.ts';
import { AiAccountPage } from './AiAccountPage.tsx';

/** /design-ai/singup (spelling as the spec's): the AI area's own sign-up (success goes to /design-ai/welcome). */
export function DesignAiSignupPage(_props: PageProps) {
  return <AiAccountPage mode="signUp" />;
}
