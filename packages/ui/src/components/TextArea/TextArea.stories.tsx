import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { forcedInputStates } from '../../storybook/InputStateMatrix.tsx';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'UI/Forms/TextArea',
  component: TextArea,
  args: { 'aria-label': 'Message', placeholder: 'Tell us about your project', rows: 3, onChange: fn() },
  render: (args) => (
    <div style={{ width: 320 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'Kitchen floor{Shift>}{Enter}{/Shift}about 120 sq ft');
    await expect(box).toHaveValue('Kitchen floor\nabout 120 sq ft');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

/** Inside a Field: the label names it, the hint describes it, a click on the label focuses it. */
export const InField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field label="Message (optional)" hint="Your trades, the area you serve, a good time for your demo.">
        <TextArea {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await expect(box).toHaveAccessibleDescription('Your trades, the area you serve, a good time for your demo.');
    await userEvent.click(canvas.getByText('Message (optional)'));
    await expect(box).toHaveFocus();
  },
};

/** A Field's error marks the text area invalid and is read after the hint. */
export const Invalid: Story = {
  args: { 'aria-label': undefined, defaultValue: '' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field
        label="Message"
        hint="Enter sends; Shift+Enter starts a new line."
        error="Write a message or pick a room file."
      >
        <TextArea {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    const error = canvas.getByText('Write a message or pick a room file.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-errormessage', error.id);
    await expect(box).toHaveAccessibleDescription(
      'Enter sends; Shift+Enter starts a new line. Write a message or pick a room file.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Kitchen floor, about 120 sq ft' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox');
    await expect(box).toBeDisabled();
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Kitchen floor, about 120 sq ft');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One row lines up with the md controls beside it. */
export const OneRow: Story = {
  args: { rows: 1, 'aria-label': 'Add items', placeholder: 'e.g. Order grout samples' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Add items' });
    // 2.5rem: the md TextInput's height.
    await expect(box.getBoundingClientRect().height).toBe(40);
  },
};

/** Under a dark shop's theme the focus ring takes the shop's colour. */
export const ShopTheme: Story = {
  globals: { shopColor: sampleShopColors.dark.value },
  args: { defaultValue: 'Kitchen floor, about 120 sq ft' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    const idle = getComputedStyle(box).borderColor;
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('Kitchen floor, about 120 sq ft');
    // Tabbing in selects the text; the caret at the end shows the ring alone.
    box.setSelectionRange(box.value.length, box.value.length);
    // The border colour eases in; the screenshot and the check wait for the end.
    await waitFor(() => expect(box.getAnimations()).toHaveLength(0));
    await expect(getComputedStyle(box).borderColor).not.toBe(idle);
  },
};

const matrixStates = [...forcedInputStates, 'empty', 'long text'] as const;
const longNote = 'Please deliver to the side gate; the driveway is being tiled until the end of the month.';

/** Every state under every theme; the forced states must look different from the default. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={['md'] as const}
      columns={matrixStates}
      rowHeader="Size"
      renderCell={(_size, state, theme) => (
        <TextArea
          style={{ width: 128 }}
          rows={2}
          aria-label={`${theme.label} ${state}`}
          data-force-state={state}
          invalid={state === 'invalid'}
          disabled={state === 'disabled'}
          placeholder="Delivery notes"
          defaultValue={state === 'empty' ? '' : state === 'long text' ? longNote : 'Side gate, please.'}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const box = (state: string) => {
      const area = canvasElement.querySelector<HTMLTextAreaElement>(`textarea[data-force-state="${state}"]`);
      if (!area) throw new Error(`No text area in state "${state}".`);
      return getComputedStyle(area);
    };
    await expect(box('hover').borderColor).not.toBe(box('default').borderColor);
    await expect(box('focus-visible').boxShadow).not.toBe(box('default').boxShadow);
    await expect(box('invalid').borderColor).not.toBe(box('default').borderColor);
    await expect(box('disabled').backgroundColor).not.toBe(box('default').backgroundColor);
  },
};
