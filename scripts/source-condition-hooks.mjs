// Node module customization hooks (module.register): resolve every import with the workspace's
// source condition as well, as `node --conditions=@showroom/source` would, for a process that
// was started without the flag (Storybook evaluating .storybook/main.ts). See source-condition.ts.
const sourceCondition = '@showroom/source';

export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes(sourceCondition)
    ? context.conditions
    : [sourceCondition, ...context.conditions];
  return nextResolve(specifier, { ...context, conditions });
}
