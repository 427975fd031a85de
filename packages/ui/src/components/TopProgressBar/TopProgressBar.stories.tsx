import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { OverlayFrame } from '../../storybook/OverlayFrame.tsx';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { createProgressStore, progressStates } from './TopProgressBar.store.ts';
import { TopProgressBar, topProgressBarTones } from './TopProgressBar.tsx';

const meta = {
  title: 'UI/Overlays/TopProgressBar',
  component: TopProgressBar,
  args: { state: 'loading' },
  argTypes: {
    state: { control: 'inline-radio', options: progressStates },
    tone: { control: 'inline-radio', options: topProgressBarTones },
  },
  render: (args) => (
    <OverlayFrame width={480} height={64}>
      <TopProgressBar {...args} />
    </OverlayFrame>
  ),
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    // SPEC §9: green, 3 px high, across the top of the window.
    await expect(bar.getBoundingClientRect().height).toBe(3);
    await expect(getComputedStyle(bar).backgroundColor).toBe('rgb(46, 125, 50)');
    const frame = bar.closest('[data-frame]')!.getBoundingClientRect();
    await expect(bar.getBoundingClientRect().top).toBe(frame.top);
  },
};

/** Driven by a store as the api client drives it: start, start, finish, fail. */
export const DrivenByRequests: Story = {
  tags: ['!visual'],
  render: function Demo() {
    const [store] = useState(createProgressStore);
    return (
      <OverlayFrame width={480} height={96}>
        <TopProgressBar store={store} />
        <Inline style={{ padding: 16 }}>
          <Button size="sm" onClick={() => store.start()}>
            Start
          </Button>
          <Button size="sm" variant="outline" onClick={() => store.finish()}>
            Finish
          </Button>
          <Button size="sm" variant="outline" onClick={() => store.fail()}>
            Fail
          </Button>
        </Inline>
      </OverlayFrame>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'loading');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // One of two requests done: still loading.
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'loading');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'failed');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  },
};

const visibleStates = ['loading', 'finished', 'failed'] as const;

/** Both tones in every visible state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={topProgressBarTones}
      columns={visibleStates}
      rowHeader="Tone"
      renderCell={(tone, state, theme) => (
        <OverlayFrame width={200} height={16} shopColor={theme.shopColor}>
          <TopProgressBar tone={tone} state={state} label={`${theme.label} ${tone} ${state}`} />
        </OverlayFrame>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const colour = (theme: string, tone: string, state: string) =>
      getComputedStyle(
        canvasElement.querySelector(
          `[data-theme-label^="${theme}"] [role="progressbar"][data-tone="${tone}"][data-state="${state}"]`,
        )!,
      ).backgroundColor;
    await expect(colour('Saturated', 'brand', 'loading')).not.toBe(colour('Default', 'brand', 'loading'));
    await expect(colour('Saturated', 'success', 'loading')).toBe(colour('Default', 'success', 'loading'));
    await expect(colour('Default', 'success', 'failed')).not.toBe(colour('Default', 'success', 'loading'));
    await expect(colour('Saturated', 'brand', 'failed')).toBe(colour('Default', 'success', 'failed'));
  },
};
