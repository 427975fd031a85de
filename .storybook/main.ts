import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { resolveSourcesFromNowOn } from '../scripts/source-condition.ts';
import { workspaceSources } from '../scripts/workspace-sources.ts';
import { prebundledDependencies } from './prebundledDependencies.ts';

/**
 * The demo pictures' plugin runs the server's picture renderer in this process, which imports
 * the workspace packages: loaded once the process resolves their sources.
 */
async function demoMediaPlugin() {
  resolveSourcesFromNowOn();
  return (await import('./demoMedia.ts')).demoMedia;
}

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/emails/src/**/*.stories.@(ts|tsx)',
    '../apps/storefront/src/**/*.stories.@(ts|tsx)',
  ],
  // The storefront's public files (the hero video and its poster, the favicon).
  staticDirs: ['../apps/storefront/public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // addon-vitest's storybookTest plugin applies this too, so the plugin is listed once.
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      ...workspaceSources,
      plugins: [vanillaExtractPlugin(), (await demoMediaPlugin())()],
      optimizeDeps: {
        include: [...prebundledDependencies],
      },
    }),
};

export default config;
