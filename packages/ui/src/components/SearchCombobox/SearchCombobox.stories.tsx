import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchCombobox, type SearchComboboxProps } from './SearchCombobox.tsx';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { vars } from '../../theme/contract.css.ts';

/** Room under the box for its popup, so the story's picture holds it. */
const frame = { width: '22rem', minHeight: '20rem', padding: vars.space.xs } as const;
const optionStyle = { display: 'grid', gap: vars.space.xxs } as const;
const nameStyle = { fontWeight: vars.font.weightMedium, color: vars.color.neutral.text } as const;
const metaStyle = { color: vars.color.neutral.textMuted, fontSize: vars.fontSize.xs } as const;
const footerStyle = { display: 'block', padding: vars.space.xs, color: vars.color.neutral.textMuted } as const;

interface Suggestion {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  readonly price: string;
}

const suggestions: readonly Suggestion[] = [
  { id: 'p1', name: 'Carrara White Porcelain Tile 12 × 24', brand: 'Daltile', price: '$4.29 / sq ft' },
  { id: 'p2', name: 'Calacatta Gold Marble Look Tile', brand: 'Marazzi', price: '$6.15 / sq ft' },
  { id: 'p3', name: 'Subway Tile, Gloss White 3 × 6', brand: 'American Olean', price: '$2.49 / sq ft' },
];

type StoryArgs = Omit<SearchComboboxProps<Suggestion>, 'inputValue' | 'onInputValueChange'>;

/** The box as an app uses it: the text is the story's state, the answer the story's args. */
function SearchComboboxDemo(args: StoryArgs) {
  const [text, setText] = useState('');
  return (
    <form role="search" style={frame} onSubmit={(event) => event.preventDefault()}>
      <SearchCombobox {...args} inputValue={text} onInputValueChange={setText} />
    </form>
  );
}

const meta = {
  title: 'UI/Forms/SearchCombobox',
  component: SearchComboboxDemo,
  args: {
    label: 'Search products',
    name: 'q',
    placeholder: 'Search tile, flooring, brands…',
    items: [],
    itemKey: (item: Suggestion) => item.id,
    itemToString: (item: Suggestion) => item.name,
    renderOption: (item: Suggestion) => (
      <span style={optionStyle}>
        <span style={nameStyle}>{item.name}</span>
        <span style={metaStyle}>
          {item.brand} · {item.price}
        </span>
      </span>
    ),
    onSelect: fn(),
    onRetry: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof SearchComboboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeInto = async (canvasElement: HTMLElement, text: string) => {
  const box = within(canvasElement).getByRole('combobox', { name: 'Search products' });
  await userEvent.click(box);
  await userEvent.type(box, text);
  return box;
};

/** Closed: a labelled combobox in a search landmark; nothing asked yet, no popup. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('name', 'q');
    await expect(canvas.getByRole('search')).toContainElement(box);
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Asking: a loading row (not an option) under the text. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement, canvas }) => {
    const box = await typeInto(canvasElement, 'til');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Loading suggestions…')).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** Suggestions with the second one active: Down twice, aria-activedescendant names it, focus stays in the box. */
export const WithSuggestions: Story = {
  args: {
    status: 'ready',
    items: suggestions,
    notice: (
      <>
        Showing results for <strong>tile</strong>
      </>
    ),
    footer: <span style={footerStyle}>Press Enter to see all results</span>,
  },
  play: async ({ canvasElement, canvas }) => {
    const box = await typeInto(canvasElement, 'tiel');
    const listbox = canvas.getByRole('listbox', { name: 'Search products' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(listbox).getByRole('option', { name: /Calacatta Gold/ });
    await expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 suggestions');
  },
};

/** Enter on an option chooses it (the text stays as typed); Escape closes, a second Escape clears. */
export const KeyboardChoice: Story = {
  tags: ['!visual'],
  args: { status: 'ready', items: suggestions },
  play: async ({ canvasElement, args }) => {
    const box = await typeInto(canvasElement, 'tile');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[0]);
    await expect(box).toHaveValue('tile');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 's');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('tiles');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

/** Enter with no option active submits the form around the box; Tab away chooses nothing. */
export const EnterOnText: Story = {
  tags: ['!visual'],
  args: { status: 'ready', items: suggestions },
  render: (args) => <SubmittingDemo {...args} />,
  play: async ({ canvasElement, canvas, args }) => {
    const box = await typeInto(canvasElement, 'tile');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('submitted')).toHaveTextContent('q=tile');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.type(box, 's');
    await userEvent.hover(canvas.getAllByRole('option')[1] as HTMLElement);
    await userEvent.tab();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

function SubmittingDemo(args: StoryArgs) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  return (
    <form
      role="search"
      style={frame}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(`q=${String(new FormData(event.currentTarget).get('q'))}`);
      }}
    >
      <SearchCombobox {...args} inputValue={text} onInputValueChange={setText} />
      <output data-testid="submitted">{submitted}</output>
    </form>
  );
}

/** No product matches: an empty row, announced. */
export const NoSuggestions: Story = {
  args: { status: 'ready', items: [], emptyText: 'No products match “zzz”.' },
  play: async ({ canvasElement, canvas }) => {
    await typeInto(canvasElement, 'zzz');
    await expect(canvas.getByText('No products match “zzz”.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No suggestions.');
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

/** The suggestions failed: an error row with Try again, which keeps the popup open for the new answer. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, canvas, args }) => {
    const box = await typeInto(canvasElement, 'tile');
    await expect(
      canvas.getByText('Suggestions could not be loaded.', { selector: '[data-status="error"] span' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  },
};

/** The clear button empties the box and gives the focus back to it. */
export const Clear: Story = {
  tags: ['!visual'],
  args: { status: 'ready', items: suggestions },
  play: async ({ canvasElement, canvas }) => {
    const box = await typeInto(canvasElement, 'tile');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

const matrixStates = ['closed', 'loading', 'suggestions', 'no suggestions', 'error'] as const;
type MatrixState = (typeof matrixStates)[number];

/** One box per state, its popup open in the flow (no typing), under every theme column. */
function MatrixCell({ state, args }: { state: MatrixState; args: StoryArgs }) {
  const status = (
    { closed: 'idle', loading: 'loading', suggestions: 'ready', 'no suggestions': 'ready', error: 'error' } as const
  )[state];
  return (
    <div style={{ width: '18rem' }} data-state-cell={state}>
      <SearchCombobox
        {...args}
        items={state === 'suggestions' ? suggestions.slice(0, 2) : []}
        status={status}
        inputValue={state === 'closed' ? '' : 'tile'}
        onInputValueChange={() => undefined}
        isOpen={state !== 'closed'}
        inlinePopup
      />
    </div>
  );
}

/** Every state in the default theme and the shop colours: the popup's rows and options re-theme. */
export const StateMatrix: Story = {
  render: (args) => (
    <ThemedMatrix
      rows={matrixStates}
      columns={['box'] as const}
      rowHeader="State"
      renderCell={(state) => <MatrixCell state={state} args={args} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const cells = (state: MatrixState) => [...canvasElement.querySelectorAll(`[data-state-cell="${state}"]`)];
    await expect(cells('suggestions').length).toBeGreaterThan(1);
    for (const cell of cells('suggestions'))
      await expect(within(cell as HTMLElement).getAllByRole('option')).toHaveLength(2);
    for (const cell of cells('closed'))
      await expect(within(cell as HTMLElement).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    for (const cell of cells('error'))
      await expect(within(cell as HTMLElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
