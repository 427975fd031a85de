import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { animationsSettled } from '../../storybook/animations.ts';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const onSave = fn();

function OrderCard() {
  return (
    <Card style={{ width: 280 }}>
      <Text weight="bold">Order #10482</Text>
      <Text size="sm" tone="muted">
        3 items · $412.50
      </Text>
      <div style={{ marginTop: 12 }}>
        <Button size="sm" onClick={onSave}>
          Save
        </Button>
      </div>
    </Card>
  );
}

const meta = {
  title: 'UI/Foundations/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true, label: 'Saving order', children: <OrderCard /> },
  beforeEach: () => {
    onSave.mockClear();
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While loading, the content is busy and inert: neither Tab nor a click reaches the button. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving order');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(save).not.toHaveFocus();
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving order');
    await animationsSettled(canvasElement);
    await expect(canvas.getByText('Saving order')).toBeVisible();
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

const states = ['idle', 'loading', 'loading with label'] as const;

/** Idle and loading, with and without a visible label, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={['card'] as const}
      columns={states}
      rowHeader="Content"
      renderCell={(_row, state) => (
        <LoadingOverlay loading={state !== 'idle'} showLabel={state === 'loading with label'} label="Saving order">
          <OrderCard />
        </LoadingOverlay>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state="loading"]')).toHaveLength(8);
    const overlay = canvasElement.querySelector('[data-part="overlay"]')!;
    await expect(getComputedStyle(overlay).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
