import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { StateMessage, stateMessageSizes, stateMessageTones } from './StateMessage.tsx';

const meta = {
  title: 'UI/Foundations/StateMessage',
  component: StateMessage,
  args: {
    tone: 'empty',
    title: 'No orders yet',
    description: 'Orders you place in this showroom appear here.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: stateMessageTones },
    size: { control: 'inline-radio', options: stateMessageSizes },
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <StateMessage {...args} />
    </div>
  ),
} satisfies Meta<typeof StateMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty list: found where the list would be, not announced. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-icon="search"]')).not.toBeNull();
  },
};

const retry = fn();

/** A failed load with a retry: announced as an alert, the button in the shop's colours. */
export const ErrorWithRetry: Story = {
  args: {
    tone: 'error',
    title: 'Products could not be loaded',
    description: 'Check your connection and try again.',
    headingLevel: 2,
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <StateMessage {...args} action={<Button onClick={retry}>Try again</Button>} />
    </div>
  ),
  play: async ({ canvas }) => {
    retry.mockClear();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Products could not be loaded');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Products could not be loaded' })).toBeVisible();
    await expect(alert.querySelector('[data-icon="error"]')).not.toBeNull();
    const button = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** An error the page already reports elsewhere: `announce={false}` keeps it quiet. */
export const QuietError: Story = {
  tags: ['!visual'],
  args: { tone: 'error', title: 'Nothing to show', announce: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Information that was asked for is announced politely, as a status. */
export const AnnouncedInfo: Story = {
  args: {
    tone: 'info',
    title: 'Select a showroom first',
    description: 'Enter a showroom ID to see its departments.',
    announce: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Select a showroom first');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The compact size inside a header menu panel. */
export const InMenuPanel: Story = {
  args: { tone: 'error', size: 'sm', title: 'The menu could not be loaded', description: undefined },
  render: (args) => (
    <div
      style={{
        width: 260,
        background: '#ffffff',
        border: '1px solid #d5d9de',
        borderRadius: 8,
        boxShadow: '0 4px 12px rgba(17, 20, 24, 0.12)',
      }}
    >
      <StateMessage
        {...args}
        action={
          <Button size="sm" variant="outline">
            Try again
          </Button>
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const message = canvas.getByRole('alert');
    await expect(message).toHaveAttribute('data-size', 'sm');
    // Compact: the whole message stays short enough for a dropdown.
    await expect(message.getBoundingClientRect().height).toBeLessThan(140);
  },
};

export const LongText: Story = {
  args: {
    tone: 'info',
    title: 'Bathroom Vanitys and Cabinet Hardware Accessories are not available in this showroom',
    description:
      'This showroom does not offer the department you followed a link to. Browse the departments it offers, or enter another showroom ID to see what other shops carry.',
  },
  render: (args) => (
    <div style={{ width: 300 }}>
      <StateMessage {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByText(/Bathroom Vanitys/);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

/** Every tone × size with an action, under the default theme and three shop colours. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={stateMessageTones}
      columns={stateMessageSizes}
      rowHeader="Tone"
      renderCell={(tone, size) => (
        <div style={{ width: size === 'sm' ? 220 : 320 }}>
          <StateMessage
            tone={tone}
            size={size}
            announce={false}
            title={{ empty: 'No orders yet', error: 'Could not load', info: 'Pick a showroom' }[tone]}
            description="A sentence that explains it."
            action={
              <Button size={size === 'sm' ? 'sm' : 'md'} variant={tone === 'error' ? 'solid' : 'outline'}>
                {tone === 'error' ? 'Try again' : 'Browse'}
              </Button>
            }
          />
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const part = (theme: string, tone: string, size: string, selector: string) =>
      getComputedStyle(
        canvasElement.querySelector(
          `[data-theme-label^="${theme}"] [data-tone="${tone}"][data-size="${size}"] ${selector}`,
        )!,
      );
    // Feedback colours are fixed; the action follows the shop.
    const disc = '[data-part="icon"]';
    await expect(part('Saturated', 'error', 'md', disc).backgroundColor).toBe(
      part('Default', 'error', 'md', disc).backgroundColor,
    );
    await expect(part('Default', 'error', 'md', disc).backgroundColor).not.toBe(
      part('Default', 'empty', 'md', disc).backgroundColor,
    );
    await expect(part('Saturated', 'error', 'md', 'button').backgroundColor).not.toBe(
      part('Default', 'error', 'md', 'button').backgroundColor,
    );
    await expect(parseFloat(part('Default', 'info', 'md', 'p').fontSize)).toBeGreaterThan(
      parseFloat(part('Default', 'info', 'sm', 'p').fontSize),
    );
  },
};
