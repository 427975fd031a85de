import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectForcedInputStatesDiffer } from '../../storybook/inputMatrix.ts';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { CardNumberInput } from './CardNumberInput.tsx';

const meta = {
  title: 'UI/Forms/CardNumberInput',
  component: CardNumberInput,
  args: { 'aria-label': 'Card number', onValueChange: fn(), onValidChange: fn(), onComplete: fn() },
  render: (args) => (
    <div style={{ width: 300 }}>
      <CardNumberInput {...args} />
    </div>
  ),
} satisfies Meta<typeof CardNumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.click(input);
    await userEvent.type(input, '4242424242424242');
    await expect(input).toHaveValue('4242 4242 4242 4242');
    await expect(canvas.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    await expect(args.onValidChange).toHaveBeenCalledTimes(1);
    await expect(args.onValidChange).toHaveBeenCalledWith(true);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '4242424242424242',
      expect.objectContaining({ type: 'visa', valid: true }),
    );
    // Digits beyond the brand's longest length (19 for Visa) are dropped.
    await userEvent.type(input, '9999');
    await expect(input).toHaveValue('4242 4242 4242 4242 999');
    await expect(args.onValidChange).toHaveBeenLastCalledWith(false);
    await expect(canvasElement.querySelector('[data-card-type="visa"]')).toBeInTheDocument();
  },
};

export const AmericanExpress: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(input, '378282246310005');
    await expect(input).toHaveValue('3782 822463 10005');
    await expect(canvas.getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    await expect(args.onComplete).toHaveBeenCalledWith('378282246310005', expect.objectContaining({ codeLength: 4 }));
    // American Express numbers have 15 digits: a 16th is not taken.
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('3782 822463 10005');
  },
};

/** Letters, dashes and spaces are dropped; deleting a separator deletes the digit before it. */
export const Sanitising: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(input, 'ab55-55 x55551');
    await expect(input).toHaveValue('5555 5555 1');
    await expect(canvas.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('5555 5555');
    // Caret just after the space: Backspace takes the 4th digit, and the caret stays there.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}');
    await expect(input).toHaveValue('5555 555');
    await expect((input as HTMLInputElement).selectionStart).toBe(3);
    await expect(args.onValidChange).not.toHaveBeenCalled();
  },
};

export const Prefilled: Story = {
  args: { defaultValue: '6011111111111117' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('6011 1111 1111 1117');
    await expect(canvas.getByRole('img', { name: 'Discover' })).toBeInTheDocument();
    await expect(args.onValidChange).not.toHaveBeenCalled();
  },
};

function CardForm() {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <div style={{ display: 'grid', gap: 16, width: 300 }}>
      <Field label="Card number" hint="Visa, Mastercard, American Express or Discover">
        <CardNumberInput onComplete={() => nameRef.current?.focus()} />
      </Field>
      <Field label="Name on card">
        <TextInput ref={nameRef} autoComplete="cc-name" />
      </Field>
    </div>
  );
}

/** SPEC §5: the card number moves focus to Name on Card once it is valid. */
export const MovesFocusWhenValid: Story = {
  render: () => <CardForm />,
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.tab();
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription('Visa, Mastercard, American Express or Discover');
    await userEvent.keyboard('555555555555444');
    await expect(number).toHaveFocus();
    await userEvent.keyboard('4');
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveFocus();
  },
};

export const WithError: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <Field label="Card number" error={['Invalid Card Number.']}>
        <CardNumberInput defaultValue="4242424242424241" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid Card Number.');
  },
};

// Part-typed numbers (the brand is known after a few digits) keep the columns narrow enough
// for the 1280 px test frame; the Brands story shows whole numbers.
const wholeNumbers = ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117'] as const;

/** Each brand's grouping and mark. */
export const Brands: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: 300 }}>
      {wholeNumbers.map((digits) => (
        <CardNumberInput key={digits} {...args} aria-label={`Card ${digits}`} defaultValue={digits} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const shown = canvas.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
    await expect(shown).toEqual([
      '4242 4242 4242 4242',
      '5555 5555 5555 4444',
      '3782 822463 10005',
      '6011 1111 1111 1117',
    ]);
    const marks = canvas.getAllByRole('img').map((mark) => mark.getAttribute('aria-label'));
    await expect(marks).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
  },
};

const cards = {
  visa: '424242424242',
  mastercard: '555555555555',
  'american-express': '3782822463',
  discover: '601111111111',
  unknown: '9999',
  empty: '',
} as const;
const cardRows = Object.keys(cards) as (keyof typeof cards)[];
const matrixStates = ['default', 'hover', 'focus-visible', 'invalid', 'disabled'] as const;

/** Every brand, and no number yet, in every state under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={cardRows}
      columns={matrixStates}
      rowHeader="Card"
      renderCell={(card, state, theme) => (
        <CardNumberInput
          style={{ width: 200 }}
          placeholder="Card number"
          size="sm"
          aria-label={`${theme.label} ${card} ${state}`}
          data-force-state={state}
          invalid={state === 'invalid'}
          disabled={state === 'disabled'}
          defaultValue={cards[card]}
        />
      )}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Default theme american-express default' })).toHaveValue(
      '3782 822463',
    );
    await expect(canvas.getByRole('textbox', { name: 'Default theme unknown default' })).toHaveValue('9999');
    await expectForcedInputStatesDiffer(canvasElement);
  },
};
