import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { Field } from './Field.tsx';

const meta = {
  title: 'UI/Forms/Field',
  component: Field,
  args: { label: 'Email', hint: 'We send the order confirmation here.', children: null },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field {...args}>
        <TextInput type="email" placeholder="you@example.com" />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAccessibleDescription('We send the order confirmation here.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
  },
};

/** SPEC §5: a server error shows the first message for the field. */
export const WithServerError: Story = {
  args: { error: ['The email has already been taken.', 'The email must be a valid email address.'] },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('The email has already been taken.');
    await expect(input).toHaveAttribute('aria-errormessage', error.id);
    await expect(input).toHaveAccessibleDescription(
      'We send the order confirmation here. The email has already been taken.',
    );
    await expect(canvas.queryByText(/must be a valid/)).toBeNull();
  },
};

/** Shared displays join every message with commas. */
export const JoinedErrors: Story = {
  args: {
    label: 'Shipping address',
    hint: undefined,
    errorDisplay: 'joined',
    error: ['The shipping street field is required.', 'The shipping city field is required.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Shipping address')).toHaveAccessibleDescription(
      'The shipping street field is required., The shipping city field is required.',
    );
  },
};

export const Required: Story = {
  args: { label: 'Full name', hint: undefined, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Full name/)).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

const matrixRows = [
  'label only',
  'with hint',
  'required',
  'with error',
  'joined errors',
  'disabled',
  'long text',
] as const;
const longText =
  'The billing address on file for this card must match the address your bank has for you, including the apartment number';

/** Every combination of label, hint and error a form shows, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={matrixRows}
      columns={['field'] as const}
      rowHeader="State"
      renderCell={(row) => (
        <div style={{ width: 280 }} data-matrix-state={row}>
          <Field
            label={row === 'long text' ? longText : 'Zip code'}
            hint={row === 'with hint' || row === 'long text' ? 'Five digits, e.g. 94107.' : undefined}
            required={row === 'required'}
            disabled={row === 'disabled'}
            error={
              row === 'with error'
                ? 'The zip code field is required.'
                : row === 'joined errors'
                  ? ['The zip code field is required.', 'The zip code must be 5 digits.']
                  : row === 'long text'
                    ? longText
                    : undefined
            }
            errorDisplay={row === 'joined errors' ? 'joined' : 'first'}
          >
            <TextInput defaultValue={row === 'long text' ? longText : ''} />
          </Field>
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const part = (row: string, selector: string) =>
      canvasElement.querySelector<HTMLElement>(`[data-matrix-state="${row}"] ${selector}`)!;
    const hint = part('with hint', 'p');
    const error = part('with error', '[data-part="error"]');
    await expect(getComputedStyle(error).color).not.toBe(getComputedStyle(hint).color);
    await expect(part('with error', 'input')).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(part('disabled', 'label')).color).not.toBe(
      getComputedStyle(part('label only', 'label')).color,
    );
  },
};
