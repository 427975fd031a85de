import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  loadSelectModule,
  SelectModuleContext,
  type SelectModule,
} from '../../internal/deferredSelect/DeferredSelect.tsx';
import { heldBack, type HeldBack } from '../../storybook/heldBack.ts';
import { PortalHost } from '../../storybook/PortalHost.tsx';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { selectSizes } from '../Select/Select.tsx';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';

const meta = {
  title: 'UI/Forms/CountryCodeSelect',
  component: CountryCodeSelect,
  args: { onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  // The Radix list loads on demand (hover, focus, opening): the stories start with it there.
  // BeforeTheListLoads and OpensWhenTheListArrives show the time before.
  loaders: [
    async () => {
      await loadSelectModule();
      return {};
    },
  ],
  render: (args) => (
    <div style={{ width: 160 }}>
      <Field label="Country code">
        <CountryCodeSelect {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof CountryCodeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §9: +1 (the United States) unless another country is chosen. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(trigger).toHaveTextContent('US +1');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').length).toBeGreaterThanOrEqual(230);
    await userEvent.click(within(listbox).getByRole('option', { name: 'United Kingdom (+44)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ code: 'GB', dialCode: '+44', name: 'United Kingdom' });
    await waitFor(() => expect(trigger).toHaveTextContent('GB +44'));
  },
};

/** Typing a country's name finds it, with the list closed or open. */
export const TypeToFind: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country code' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('cana');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ code: 'CA', dialCode: '+1', name: 'Canada' });
    await expect(trigger).toHaveTextContent('CA +1');
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Canada (+1)' })).toHaveFocus());
    // Wait out the typeahead's reset before a new search.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('germ');
    await expect(within(listbox).getByRole('option', { name: 'Germany (+49)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ code: 'DE', dialCode: '+49', name: 'Germany' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const heldBackList = () => ({ list: heldBack<SelectModule>(() => import('../Select/Select.tsx')) });
const listOf = (loaded: Record<string, unknown>) => loaded.list as HeldBack<SelectModule>;

/** The picker as in `meta`, with its list held back until the story releases it. */
const withHeldList: Story['render'] = (args, { loaded }) => (
  <SelectModuleContext value={listOf(loaded).module}>
    <div style={{ width: 160 }}>
      <Field label="Country code">
        <CountryCodeSelect {...args} />
      </Field>
    </div>
  </SelectModuleContext>
);

/**
 * Before Radix has loaded: the closed picker is the same combobox. What the person types is kept
 * for Radix, which types ahead with it when it arrives: 'cana' then Enter opens the list on
 * Canada, and the keyboard chooses from it.
 */
export const BeforeTheListLoads: Story = {
  tags: ['!visual'],
  loaders: [heldBackList],
  render: withHeldList,
  play: async ({ canvas, args, loaded }) => {
    const combobox = () => canvas.getByRole('combobox', { name: 'Country code' });
    await expect(combobox()).toHaveTextContent('US +1');
    await expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(combobox()).toHaveFocus();
    await userEvent.keyboard('cana{Enter}');
    await expect(combobox()).toHaveAttribute('aria-busy', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    listOf(loaded).release();
    const listbox = await within(document.body).findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Canada (+1)' })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ code: 'CA', dialCode: '+1', name: 'Canada' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ code: 'CV', dialCode: '+238', name: 'Cape Verde' });
    await waitFor(() => expect(combobox()).toHaveFocus());
    await expect(combobox()).toHaveTextContent('CV +238');
    await expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A key that opens the list, pressed before Radix has loaded, is not lost: the list opens when
 * Radix arrives, and the letters typed after it search the open list, as they would have.
 */
export const KeysBeforeTheListLoads: Story = {
  tags: ['!visual'],
  loaders: [heldBackList],
  render: withHeldList,
  play: async ({ canvas, args, loaded }) => {
    const combobox = () => canvas.getByRole('combobox', { name: 'Country code' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}germ');
    await expect(combobox()).toHaveAttribute('aria-busy', 'true');
    listOf(loaded).release();
    const listbox = await within(document.body).findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Germany (+49)' })).toHaveFocus());
    // Searching the open list moves the focus only; the value is chosen with Enter.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ code: 'DE', dialCode: '+49', name: 'Germany' });
    await waitFor(() => expect(combobox()).toHaveFocus());
    await expect(combobox()).toHaveTextContent('DE +49');
  },
};

/**
 * What a screen reader is told does not change when Radix replaces the stand-in: the same
 * role, name, state, value and attributes (Radix's trigger is drawn from the same styles).
 */
export const StandInReadsAsRadix: Story = {
  tags: ['!visual'],
  args: { required: true, defaultValue: 'GB' },
  loaders: [heldBackList],
  render: withHeldList,
  play: async ({ canvas, loaded }) => {
    const combobox = () => canvas.getByRole('combobox', { name: 'Country code' });
    const standIn = combobox();
    const read = (element: HTMLElement) =>
      Object.fromEntries(
        ['role', 'aria-expanded', 'aria-autocomplete', 'aria-required', 'data-state', 'class', 'type', 'dir']
          .map((attribute) => [attribute, element.getAttribute(attribute)])
          .concat([['text', element.textContent]]),
      );
    const before = read(standIn);
    await expect(before).toMatchObject({ 'aria-expanded': 'false', 'aria-required': 'true', text: 'GB +44' });
    // Hovering fetches Radix; not focused, it takes over as soon as it has loaded.
    await userEvent.hover(standIn);
    listOf(loaded).release();
    await waitFor(() => expect(combobox()).not.toBe(standIn));
    await expect(read(combobox())).toEqual(before);
  },
};

/**
 * The countries are named only when the list is wanted: the closed picker shows the ISO and dial
 * code, so a page with a phone field does not set up `Intl.DisplayNames` on its first render.
 * French names here, which no other story of this file asks for, so none was made before.
 */
export const NamesCountriesWhenWanted: Story = {
  tags: ['!visual'],
  args: { locale: 'fr', defaultValue: 'DE' },
  loaders: [
    (context) => {
      const namers = context.parameters['namers'] as string[][];
      // Intl's members are read-only in its type, not in the browser.
      const intl = Intl as { DisplayNames: typeof Intl.DisplayNames };
      const DisplayNames = intl.DisplayNames;
      // Counts who asks for names in which locale; the real constructor still answers.
      const counting = new Proxy(DisplayNames, {
        construct(target, args: ConstructorParameters<typeof Intl.DisplayNames>) {
          namers.push([args[0]].flat().map(String));
          return new target(...args);
        },
      });
      intl.DisplayNames = counting;
      return { ...heldBackList(), restore: () => (intl.DisplayNames = DisplayNames) };
    },
  ],
  parameters: { namers: [] },
  render: withHeldList,
  play: async ({ canvas, args, loaded, parameters }) => {
    const namers = parameters['namers'] as string[][];
    const frenchNamers = () => namers.filter((locales) => locales.includes('fr')).length;
    try {
      const combobox = canvas.getByRole('combobox', { name: 'Country code' });
      await expect(combobox).toHaveTextContent('DE +49');
      await expect(frenchNamers()).toBe(0);
      // Typing a name needs the names, which Radix's list makes: 'Royaume-Uni' is the United
      // Kingdom in French.
      await userEvent.tab();
      await userEvent.keyboard('roy');
      await expect(frenchNamers()).toBe(0);
      listOf(loaded).release();
      await waitFor(() =>
        expect(args.onValueChange).toHaveBeenLastCalledWith({ code: 'GB', dialCode: '+44', name: 'Royaume-Uni' }),
      );
      await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('GB +44');
      await expect(frenchNamers()).toBeGreaterThan(0);
    } finally {
      (loaded['restore'] as () => void)();
      listOf(loaded).release();
    }
  },
};

/**
 * A click (or a screen reader's activation, a click without a pointer) before the list has
 * loaded opens it when it arrives.
 */
export const OpensWhenTheListArrives: Story = {
  tags: ['!visual'],
  loaders: [heldBackList],
  render: BeforeTheListLoads.render,
  play: async ({ canvas, args, loaded }) => {
    const combobox = () => canvas.getByRole('combobox', { name: 'Country code' });
    combobox().click();
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-busy', 'true'));
    listOf(loaded).release();
    const listbox = await within(document.body).findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'United States (+1)' })).toHaveFocus());
    await userEvent.click(within(listbox).getByRole('option', { name: 'United Kingdom (+44)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ code: 'GB', dialCode: '+44', name: 'United Kingdom' });
    await waitFor(() => expect(combobox()).toHaveTextContent('GB +44'));
  },
};

/** Leaving the picker while the list is on its way (Tab, a click elsewhere) cancels the opening. */
export const LeavingCancelsTheOpening: Story = {
  tags: ['!visual'],
  loaders: [heldBackList],
  render: BeforeTheListLoads.render,
  play: async ({ canvas, args, loaded }) => {
    const combobox = () => canvas.getByRole('combobox', { name: 'Country code' });
    await userEvent.click(combobox());
    await expect(combobox()).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(combobox()).not.toHaveFocus();
    await expect(combobox()).not.toHaveAttribute('aria-busy');
    listOf(loaded).release();
    await listOf(loaded).module.load();
    await waitFor(() => expect(combobox()).toHaveAttribute('data-state', 'closed'));
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Open on the default country: the list scrolls to it, inside the screenshot. */
export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <PortalHost width={300}>
      {(host) => (
        <Field label="Country code">
          <CountryCodeSelect {...args} container={host} />
        </Field>
      )}
    </PortalHost>
  ),
  play: async ({ canvasElement }) => {
    const listbox = await within(document.body).findByRole('listbox');
    const root = canvasElement.querySelector('[data-visual-root]') ?? canvasElement;
    await expect(root.contains(listbox)).toBe(true);
    const selected = within(listbox).getByRole('option', { name: 'United States (+1)' });
    await waitFor(() => expect(selected).toHaveFocus());
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(root.getBoundingClientRect().bottom);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <Field label="Country code" error="The country code field is required.">
        <CountryCodeSelect {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveAccessibleDescription(
      'The country code field is required.',
    );
  },
};

const matrixStates = ['default', 'hover', 'focus-visible', 'active', 'invalid', 'disabled'] as const;

/**
 * Every size in every state, under four themes. The cells are the closed picker before its list
 * loads (what a page first shows): 72 Radix selects of 240 countries each take Chromium 10–20 s
 * to render, and no cell shows the list. The picture is the baseline the Radix trigger was drawn
 * to, so the stand-in and the Radix trigger look alike in every state.
 */
export const StateMatrix: Story = {
  loaders: [heldBackList],
  render: (_args, { loaded }) => (
    <SelectModuleContext value={listOf(loaded).module}>
      <ThemedMatrix
        rows={selectSizes}
        columns={matrixStates}
        rowHeader="Size"
        renderCell={(size, state, theme) => (
          <div style={{ width: 128 }}>
            <CountryCodeSelect
              size={size}
              aria-label={`${theme.label} ${size} ${state} country code`}
              defaultValue={state === 'default' ? 'US' : 'GB'}
              invalid={state === 'invalid'}
              disabled={state === 'disabled'}
              data-force-state={state}
            />
          </div>
        )}
      />
    </SelectModuleContext>
  ),
  play: async ({ canvasElement }) => {
    const trigger = (state: string) =>
      getComputedStyle(canvasElement.querySelector(`button[data-size="md"][data-force-state="${state}"]`)!);
    await expect(trigger('hover').borderColor).not.toBe(trigger('default').borderColor);
    await expect(trigger('focus-visible').boxShadow).not.toBe('none');
    await expect(trigger('invalid').borderColor).not.toBe(trigger('default').borderColor);
    await expect(canvasElement.querySelector('button[data-force-state="default"]')).toHaveTextContent('US +1');
  },
};
