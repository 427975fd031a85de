export { spaceSteps, Stack, stackAligns } from './Stack.tsx';
export type { SpaceStep, StackAlign, StackProps } from './Stack.tsx';
