import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/storefront/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // addon-vitest's storybookTest plugin applies this too, so the plugin is listed once.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          '@vanilla-extract/dynamic',
          'class-variance-authority',
          '@showroom/ui > culori',
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
          'react-router',
        ],
      },
    }),
};

export default config;
