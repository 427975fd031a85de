import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { demoMedia } from './demoMedia.ts';
import { prebundledDependencies } from './prebundledDependencies.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/storefront/src/**/*.stories.@(ts|tsx)',
  ],
  // The storefront's public files (the hero video and its poster, the favicon).
  staticDirs: ['../apps/storefront/public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // addon-vitest's storybookTest plugin applies this too, so the plugin is listed once.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), demoMedia()],
      optimizeDeps: {
        include: [...prebundledDependencies],
      },
    }),
};

export default config;
