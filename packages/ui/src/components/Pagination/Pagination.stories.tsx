import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Pagination, paginationSizes, type PaginationProps } from './Pagination.tsx';

/** Plays the caller: keeps the page the user asked for, as an app would after loading it. */
function Paged(args: PaginationProps) {
  const [page, setPage] = useState(args.pagination.current_page);
  return (
    <Pagination
      {...args}
      pagination={{ ...args.pagination, current_page: page }}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Commerce/Pagination',
  component: Pagination,
  args: { pagination: { current_page: 1, last_page: 12 }, onPageChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: paginationSizes } },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  },
};

/** Tab moves through the enabled buttons; Enter and Space choose a page. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    // Previous is disabled on the first page, so Tab lands on page 1.
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    // Choosing the current page again asks for nothing.
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

/** SPEC §5: numbers only, and a page past the end becomes the last page. */
export const JumpToPage: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(box, 'abc');
    await expect(box).toHaveValue('');
    await userEvent.type(box, '7x');
    await expect(box).toHaveValue('7');
    await userEvent.clear(box);
    await userEvent.type(box, 'a1b5');
    await expect(box).toHaveValue('12');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await expect(box).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const SinglePage: Story = {
  args: { pagination: { current_page: 1, last_page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.queryByRole('textbox', { name: 'Go to page' })).toBeNull();
  },
};

/** On a phone the jump box wraps under the page buttons. */
export const OnMobile: Story = {
  args: { pagination: { current_page: 8, last_page: 40 }, size: 'sm' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <Paged {...args} />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const list = canvasElement.querySelector('ul')!;
    const jump = canvasElement.querySelector('[data-part="jump"]')!;
    await expect(jump.getBoundingClientRect().top).toBeGreaterThanOrEqual(list.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  },
};

const scenarios = {
  'first of 5': { current_page: 1, last_page: 5 },
  'middle of 20': { current_page: 10, last_page: 20 },
  'last of 20': { current_page: 20, last_page: 20 },
} as const;
const scenarioNames = Object.keys(scenarios) as (keyof typeof scenarios)[];
const matrixStates = ['default', 'hover', 'focus-visible', 'active', 'long numbers'] as const;
const rows = scenarioNames.flatMap((scenario) => matrixStates.map((state) => `${scenario}: ${state}` as const));

/** Forces a state on the button for page 2 (or the first page button) once the cell renders. */
function forceOnPageButton(state: string) {
  return (cell: HTMLDivElement | null) => {
    const button = cell?.querySelector('button[data-page]:not([aria-current])');
    if (button && state !== 'default') button.setAttribute('data-force-state', state);
  };
}

/** Both sizes, page buttons in each state, at the start, middle and end, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={rows}
      columns={paginationSizes}
      rowHeader="Pages, state"
      renderCell={(row, size, theme) => {
        const [scenario, state] = row.split(': ') as [(typeof scenarioNames)[number], string];
        const record =
          state === 'long numbers'
            ? { current_page: scenarios[scenario].current_page * 1234, last_page: 98_765 }
            : scenarios[scenario];
        return (
          <div ref={forceOnPageButton(state)} data-matrix={`${size} ${row}`} style={{ width: 'max-content' }}>
            <Pagination
              label={`${theme.label} ${size} ${row}`}
              pagination={record}
              onPageChange={() => {}}
              size={size}
              showJump={false}
            />
          </div>
        );
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const button = (state: string) =>
      getComputedStyle(
        canvasElement.querySelector(`[data-matrix="md middle of 20: ${state}"] button[data-page]:not([aria-current])`)!,
      );
    const current = getComputedStyle(
      canvasElement.querySelector('[data-matrix="md middle of 20: default"] [aria-current="page"]')!,
    );
    await expect(button('hover').backgroundColor).not.toBe(button('default').backgroundColor);
    await expect(button('active').backgroundColor).not.toBe(button('hover').backgroundColor);
    await expect(button('focus-visible').boxShadow).not.toBe('none');
    await expect(current.backgroundColor).not.toBe(button('default').backgroundColor);
  },
};
