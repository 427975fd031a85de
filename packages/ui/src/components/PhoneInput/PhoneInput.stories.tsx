import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CountryCode } from 'libphonenumber-js';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadSelectModule } from '../../internal/deferredSelect/DeferredSelect.tsx';
import { heldBack, type HeldBack } from '../../storybook/heldBack.ts';
import { PortalHost } from '../../storybook/PortalHost.tsx';
import { expectForcedInputStatesDiffer, matrixInput } from '../../storybook/inputMatrix.ts';
import { InputStateMatrix } from '../../storybook/InputStateMatrix.tsx';
import { CountryCodeSelect } from '../CountryCodeSelect/CountryCodeSelect.tsx';
import { Field } from '../Field/Field.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { loadPhoneNumbering, PhoneNumberingContext, type PhoneNumbering } from './PhoneInput.numbering.ts';

const meta = {
  title: 'UI/Forms/PhoneInput',
  component: PhoneInput,
  args: { onValueChange: fn(), onValidChange: fn() },
  // The numbering plan loads on demand (on focus), the country list when the picker is wanted:
  // the stories start with both there, as a page open for a moment has them.
  // BeforeThePlanLoads shows the time before (CountryCodeSelect's stories, the list's).
  loaders: [
    async () => {
      await Promise.all([loadPhoneNumbering(), loadSelectModule()]);
      return {};
    },
  ],
  render: (args) => (
    <div style={{ width: 240 }}>
      <Field label="Phone number">
        <PhoneInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §9: (xxx) xxx-xxxx as it is typed; letters and extra digits are dropped. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '213x373');
    await expect(input).toHaveValue('(213) 373');
    await userEvent.type(input, '425399');
    await expect(input).toHaveValue('(213) 373-4253');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2133734253', true);
    await expect(args.onValidChange).toHaveBeenCalledTimes(1);
    await expect(args.onValidChange).toHaveBeenCalledWith(true);
  },
};

/** Pasting an international +1 number keeps the national digits. */
export const Paste: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('+1 415.555.2671');
    await expect(input).toHaveValue('(415) 555-2671');
  },
};

/**
 * Typed before the numbering plan has arrived: the digits are kept (unformatted, not yet
 * judged valid), then formatted and reported valid when it comes.
 */
export const BeforeThePlanLoads: Story = {
  tags: ['!visual'],
  loaders: [() => ({ numbering: heldBack<PhoneNumbering>(() => import('./PhoneInput.format.ts')) })],
  render: (args, { loaded }) => (
    <PhoneNumberingContext value={(loaded.numbering as HeldBack<PhoneNumbering>).module}>
      <div style={{ width: 240 }}>
        <Field label="Phone number">
          <PhoneInput {...args} />
        </Field>
      </div>
    </PhoneNumberingContext>
  ),
  play: async ({ canvas, args, loaded }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '1 213 373 4253');
    await expect(input).toHaveValue('2133734253');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2133734253', false);
    await expect(args.onValidChange).not.toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('data-valid');
    (loaded.numbering as HeldBack<PhoneNumbering>).release();
    await waitFor(() => expect(input).toHaveValue('(213) 373-4253'));
    await expect(input).toHaveAttribute('data-valid', '');
    await expect(args.onValidChange).toHaveBeenCalledTimes(1);
    await expect(args.onValidChange).toHaveBeenCalledWith(true);
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('(213) 373-425');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('213373425', false);
    await expect(args.onValidChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * A stored number, selected to be replaced, when the plan arrives and formats it: the selection
 * stays on the same digits, so what is typed next replaces them (the browser would otherwise
 * put the caret at the end, and the new digits would be cut off past the tenth).
 */
export const SelectionKeptWhenThePlanArrives: Story = {
  tags: ['!visual'],
  args: { defaultValue: '2133734253' },
  loaders: [() => ({ numbering: heldBack<PhoneNumbering>(() => import('./PhoneInput.format.ts')) })],
  render: BeforeThePlanLoads.render,
  play: async ({ canvas, args, loaded }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await expect(input).toHaveValue('2133734253');
    input.focus();
    input.select();
    (loaded.numbering as HeldBack<PhoneNumbering>).release();
    await waitFor(() => expect(input).toHaveValue('(213) 373-4253'));
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, '(213) 373-4253'.length]);
    await userEvent.keyboard('415555');
    await expect(input).toHaveValue('(415) 555');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('415555', false);
  },
};

/** A caret inside the digits stays after the same digit when the plan formats them. */
export const CaretKeptWhenThePlanArrives: Story = {
  tags: ['!visual'],
  args: { defaultValue: '2133734253' },
  loaders: [() => ({ numbering: heldBack<PhoneNumbering>(() => import('./PhoneInput.format.ts')) })],
  render: BeforeThePlanLoads.render,
  play: async ({ canvas, loaded }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    input.focus();
    input.setSelectionRange(6, 6);
    (loaded.numbering as HeldBack<PhoneNumbering>).release();
    await waitFor(() => expect(input).toHaveValue('(213) 373-4253'));
    // After the sixth digit: "(213) 373|-4253".
    await expect([input.selectionStart, input.selectionEnd]).toEqual([9, 9]);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(213) 374-253');
  },
};

function CountryAndPhone({ host }: { host: HTMLElement }) {
  const [country, setCountry] = useState<CountryCode>('US');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '8.5rem 1fr', gap: 8, width: 340 }}>
      <Field label="Country code">
        <CountryCodeSelect value={country} onValueChange={(next) => setCountry(next.code)} container={host} />
      </Field>
      <Field label="Phone number">
        <PhoneInput country={country} />
      </Field>
    </div>
  );
}

/** With CountryCodeSelect: the chosen country formats the number. */
export const WithCountryCode: Story = {
  tags: ['!visual'],
  render: () => <PortalHost width={360}>{(host) => <CountryAndPhone host={host} />}</PortalHost>,
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '2133734253');
    await expect(phone).toHaveValue('(213) 373-4253');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country code' }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'United Kingdom (+44)' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('GB +44'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '02079460958');
    await expect(phone).toHaveValue('020 7946 0958');
  },
};

/** Every size in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <InputStateMatrix
      extraStates={['empty']}
      renderInput={(cell, state) => (
        <PhoneInput style={{ width: 168 }} {...cell} defaultValue={state === 'empty' ? '' : '2133734253'} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(matrixInput(canvasElement, 'default')).toHaveValue('(213) 373-4253');
    await expectForcedInputStatesDiffer(canvasElement);
  },
};
