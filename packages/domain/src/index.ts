export * from './money/index.ts';
export * from './oneTimeCode/index.ts';
export * from './orderItemStatus/index.ts';
export * from './pricing/index.ts';
export * from './userType/index.ts';
