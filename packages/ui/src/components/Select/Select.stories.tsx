import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PortalHost } from '../../storybook/PortalHost.tsx';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Field } from '../Field/Field.tsx';
import { Select, selectSizes, type SelectOption } from './Select.tsx';

const states: SelectOption[] = [
  { value: 'AZ', label: 'Arizona' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'NV', label: 'Nevada', disabled: true },
  { value: 'OR', label: 'Oregon' },
  { value: 'TX', label: 'Texas' },
  { value: 'WA', label: 'Washington' },
];

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: { options: states, placeholder: 'Choose a state', onValueChange: fn(), onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Field label="State">
        <Select {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    await expect(trigger).toHaveTextContent('Choose a state');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Oregon' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('OR');
    await waitFor(() => expect(trigger).toHaveTextContent('Oregon'));
  },
};

/** Enter opens, arrows move (skipping disabled options), Enter chooses, Escape closes. */
export const Keyboard: Story = {
  tags: ['!visual'],
  args: { defaultValue: 'CO' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Colorado' })).toHaveFocus());
    // Nevada is disabled: ArrowDown goes straight to Oregon.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Oregon' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('OR');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Oregon');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** Typing on the closed, focused select chooses the first option starting with the text. */
export const TypeToFind: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    trigger.focus();
    await userEvent.keyboard('wa');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('WA');
    await expect(trigger).toHaveTextContent('Washington');
  },
};

const openPlay: Story['play'] = async ({ canvasElement }) => {
  const listbox = await within(document.body).findByRole('listbox');
  // Portalled into the host, so the open list is inside the screenshot.
  const root = canvasElement.querySelector('[data-visual-root]') ?? canvasElement;
  await expect(root.contains(listbox)).toBe(true);
  await waitFor(() => expect(within(listbox).getByRole('option', { name: 'California' })).toHaveFocus());
  const box = listbox.getBoundingClientRect();
  const frame = root.getBoundingClientRect();
  await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
  await expect(within(listbox).getByRole('option', { name: 'Nevada' })).toHaveAttribute('aria-disabled', 'true');
};

/**
 * In a Dialog the list opens above the modal and its overlay: the option on screen is the one
 * a pointer reaches (it once opened beneath the overlay, seen but not clickable).
 */
export const InDialog: Story = {
  tags: ['!visual'],
  render: (args) => (
    <Dialog title="Change status" defaultOpen>
      <Field label="State">
        <Select {...args} />
      </Field>
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Change status' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'State' }));
    const option = within(await within(document.body).findByRole('listbox')).getByRole('option', { name: 'Oregon' });
    const box = option.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(option.contains(onTop)).toBe(true);
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith('OR');
  },
};

const manyStates: SelectOption[] = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Nevada',
  'Ohio',
  'Oregon',
  'Texas',
  'Utah',
  'Washington',
].map((name) => ({ value: name, label: name }));

/**
 * Scrolled away from the chosen option, as a wheel or a finger does, the list stays where it was
 * scrolled to: it is not pulled back to the chosen option and the options do not move under the
 * pointer. (With Radix's scroll buttons it was pulled back as soon as it left the top, and the
 * option aimed at moved away a few frames later.)
 */
export const StaysWhereScrolled: Story = {
  tags: ['!visual'],
  args: { options: manyStates, defaultValue: 'Alabama' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Alabama' })).toHaveFocus());
    const aimedAt = within(listbox).getByRole('option', { name: 'Kentucky' });
    const viewport = listbox.querySelector<HTMLElement>('[data-radix-select-viewport]');
    if (viewport === null) throw new Error('The list has no viewport');
    viewport.scrollTop = aimedAt.offsetTop - viewport.clientHeight / 2;
    const scrolledTo = aimedAt.getBoundingClientRect();
    for (let frame = 0; frame < 10; frame += 1) await new Promise((done) => requestAnimationFrame(done));
    await expect(viewport.scrollTop).toBeGreaterThan(0);
    // A long list shows that it scrolls (Radix hides the scrollbar by default).
    await expect(getComputedStyle(viewport).scrollbarWidth).toBe('thin');
    await expect(aimedAt.getBoundingClientRect().top).toBe(scrolledTo.top);
    const onTop = document.elementFromPoint(
      scrolledTo.left + scrolledTo.width / 2,
      scrolledTo.top + scrolledTo.height / 2,
    );
    await expect(aimedAt.contains(onTop)).toBe(true);
    await userEvent.click(aimedAt);
    await expect(args.onValueChange).toHaveBeenCalledWith('Kentucky');
  },
};

/** Open, with a chosen option, a highlighted one and a disabled one. */
export const Open: Story = {
  args: { defaultValue: 'CA', defaultOpen: true },
  render: (args) => (
    <PortalHost>
      {(host) => (
        <Field label="State">
          <Select {...args} container={host} />
        </Field>
      )}
    </PortalHost>
  ),
  play: openPlay,
};

/** The open list under a shop colour: highlight and check mark follow the brand. */
export const OpenShopTheme: Story = {
  ...Open,
  globals: { shopColor: '#e0115f' },
};

export const Invalid: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <Field label="State" required error="The shipping state field is required.">
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /State/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('The shipping state field is required.');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'TX' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const matrixStates = [
  'placeholder',
  'default',
  'hover',
  'focus-visible',
  'active',
  'invalid',
  'disabled',
  'long text',
] as const;
const longOption: SelectOption = {
  value: 'long',
  label: 'Federated States of Micronesia and the Northern Mariana Islands',
};

/** Every size in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={selectSizes}
      columns={matrixStates}
      rowHeader="Size"
      renderCell={(size, state, theme) => (
        <div style={{ width: 116 }}>
          <Select
            options={[...states, longOption]}
            size={size}
            aria-label={`${theme.label} ${size} ${state}`}
            placeholder="State"
            defaultValue={state === 'placeholder' ? undefined : state === 'long text' ? 'long' : 'CA'}
            invalid={state === 'invalid'}
            disabled={state === 'disabled'}
            data-force-state={state}
          />
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const trigger = (state: string) =>
      getComputedStyle(canvasElement.querySelector(`button[data-size="md"][data-force-state="${state}"]`)!);
    await expect(trigger('hover').borderColor).not.toBe(trigger('default').borderColor);
    await expect(trigger('focus-visible').boxShadow).not.toBe('none');
    await expect(trigger('active').backgroundColor).not.toBe(trigger('default').backgroundColor);
    await expect(trigger('invalid').borderColor).not.toBe(trigger('default').borderColor);
    await expect(trigger('disabled').backgroundColor).not.toBe(trigger('default').backgroundColor);
  },
};
