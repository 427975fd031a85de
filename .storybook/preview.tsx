import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@showroom/ui';
import { sampleShopColors } from './shopColors.ts';
import { applyForcedStateRules } from './forcedStates.ts';
import { runVisualCheck, type VisualCheckOptions } from './visual.ts';

const withShopTheme: Decorator = (Story, context) => {
  const selected = context.globals['shopColor'] as string | undefined;
  const shopColor = selected && selected !== 'default' ? selected : undefined;
  const fullscreen = context.parameters['layout'] === 'fullscreen';
  return (
    <ThemeProvider shopColor={shopColor}>
      <div
        data-visual-root=""
        style={fullscreen ? undefined : { display: 'inline-block', padding: '16px', minWidth: '120px' }}
      >
        <Story />
      </div>
    </ThemeProvider>
  );
};

/** Styles are all loaded once the story module is; forced-state twins are added before it renders. */
const withForcedStates: Decorator = (Story) => {
  applyForcedStateRules();
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs', 'visual'],
  decorators: [withForcedStates, withShopTheme],
  globalTypes: {
    shopColor: {
      description: 'Shop brand colour the theme is derived from',
      toolbar: {
        title: 'Shop colour',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'default', title: 'Default theme' },
          ...Object.values(sampleShopColors).map(({ label, value }) => ({ value, title: label })),
        ],
      },
    },
  },
  initialGlobals: { shopColor: 'default' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
      // Every rule still runs; only violations are gathered node by node (the other result
      // types keep one example each), which makes a run quicker and its report a fraction of the size.
      options: { resultTypes: ['violations'] },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  afterEach: async ({ canvasElement, tags, id, parameters }) => {
    const options = (parameters['visual'] ?? {}) as VisualCheckOptions;
    if (tags.includes('visual')) await runVisualCheck(canvasElement, id, options);
  },
};

export default preview;
