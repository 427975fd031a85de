/**
 * Dependencies Vite pre-bundles before the first story renders, for Storybook and for the
 * story tests alike: CommonJS and runtime modules that would otherwise be discovered mid-run
 * and trigger a re-optimisation reload. ui's own are named through @showroom/ui, because pnpm
 * does not hoist them to the repository root.
 */
export const prebundledDependencies: readonly string[] = [
  '@vanilla-extract/dynamic',
  'class-variance-authority',
  '@showroom/ui > culori',
  '@showroom/ui > culori/fn',
  '@showroom/ui > @radix-ui/react-slot',
  '@showroom/ui > @radix-ui/react-dialog',
  '@showroom/ui > @radix-ui/react-select',
  '@showroom/ui > @radix-ui/react-tabs',
  '@showroom/ui > @radix-ui/react-checkbox',
  '@showroom/ui > @radix-ui/react-toast',
  '@showroom/ui > @radix-ui/react-visually-hidden',
  '@showroom/ui > card-validator',
  '@showroom/ui > libphonenumber-js',
  '@showroom/ui > react-dropzone',
  '@showroom/ui > downshift',
  'react-router',
  // The storefront's stories: its stores, machines and the MSW demo handlers answering in memory.
  'zustand',
  'zustand/vanilla',
  'xstate',
  'msw',
  'react/jsx-dev-runtime',
  // ui's hydration story renders markup the way a server does.
  'react-dom/server',
];
