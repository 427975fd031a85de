export { fixtureCount, pieceSqft, sizeInInches, takeOff } from './takeOff.rules.ts';
export type { TakeOff, TakeOffLine, TakeOffPlan, TakeOffProduct, TakeOffSlot } from './takeOff.rules.ts';
