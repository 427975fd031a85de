import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectForcedInputStatesDiffer, matrixInput } from '../../storybook/inputMatrix.ts';
import { InputStateMatrix } from '../../storybook/InputStateMatrix.tsx';
import { CvvInput } from '../CvvInput/CvvInput.tsx';
import { Field } from '../Field/Field.tsx';
import { ExpiryInput } from './ExpiryInput.tsx';

/**
 * A fixed future year, so screenshots stay the same from year to year. card-validator accepts
 * dates up to 19 years ahead, so this is valid until December 2039.
 */
const future = '39';

const meta = {
  title: 'UI/Forms/ExpiryInput',
  component: ExpiryInput,
  args: { onValueChange: fn(), onValidChange: fn(), onComplete: fn() },
  render: (args) => (
    <div style={{ width: 160 }}>
      <Field label="Expiration date">
        <ExpiryInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof ExpiryInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MM/YY as it is typed; valid once a real month not yet past is complete. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Expiration date' });
    await expect(input).toHaveAttribute('placeholder', 'MM/YY');
    await userEvent.type(input, `1a2/${future}9`);
    await expect(input).toHaveValue(`12/${future}`);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith(`12/${future}`);
    await expect(args.onValidChange).toHaveBeenLastCalledWith(true);
  },
};

/** A first digit above 1 can only be 0X; past dates and month 13 never become valid. */
export const InvalidDates: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Expiration date' });
    await userEvent.type(input, '4');
    await expect(input).toHaveValue('04');
    await userEvent.clear(input);
    await userEvent.type(input, '0120');
    await expect(input).toHaveValue('01/20');
    await userEvent.clear(input);
    await userEvent.type(input, `13${future}`);
    await expect(input).toHaveValue(`13/${future}`);
    await expect(args.onValidChange).not.toHaveBeenCalled();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

function ExpiryThenCvv() {
  const cvv = useRef<HTMLInputElement>(null);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, width: 380, alignItems: 'start' }}>
      <Field label="Expiration date">
        <ExpiryInput onComplete={() => cvv.current?.focus()} />
      </Field>
      <Field label="CVV">
        <CvvInput ref={cvv} />
      </Field>
    </div>
  );
}

/** SPEC §5: the expiry moves focus to the CVV when it becomes valid. */
export const MovesFocusToCvv: Story = {
  render: () => <ExpiryThenCvv />,
  play: async ({ canvas }) => {
    const expiry = canvas.getByRole('textbox', { name: 'Expiration date' });
    await userEvent.click(expiry);
    await userEvent.keyboard(`11${future.charAt(0)}`);
    await expect(expiry).toHaveFocus();
    await userEvent.keyboard(future.charAt(1));
    await expect(canvas.getByRole('textbox', { name: 'CVV' })).toHaveFocus();
  },
};

export const WithError: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <Field label="Expiration date" error="Invalid Expiration Date.">
        <ExpiryInput {...args} defaultValue="0120" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Expiration date' });
    await expect(input).toHaveValue('01/20');
    await expect(input).toHaveAccessibleDescription('Invalid Expiration Date.');
  },
};

/** Every size in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <InputStateMatrix
      extraStates={['empty', 'partial']}
      renderInput={(cell, state) => (
        <ExpiryInput
          style={{ width: 110 }}
          {...cell}
          defaultValue={state === 'empty' ? '' : state === 'partial' ? '083' : '0839'}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(matrixInput(canvasElement, 'partial')).toHaveValue('08/3');
    await expectForcedInputStatesDiffer(canvasElement);
  },
};
