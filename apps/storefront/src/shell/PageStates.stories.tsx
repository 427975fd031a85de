import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAppAt } from '../storybook/withMemoryRouter.tsx';
import { PageError } from './PageError.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';

/**
 * What the content area shows instead of a page (routes/RoutePage.tsx): the skeleton while the
 * page's code arrives, and the error with a retry when it could not be loaded (offline, a new
 * release). Rendered alone in the app's services and theme: no story world makes a page's code
 * fail to load, and the header and footer around them have their own stories.
 */
const meta = {
  title: 'Shell/PageStates',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: null },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const retry = fn();

/** The page's code failed to load: the reason, what to do, and a retry that asks for it again. */
export const CodeFailedToLoad: Story = {
  render: () => <PageError onRetry={retry} />,
  play: async ({ canvasElement }) => {
    retry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This page could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('Check your internet connection and try again.')).toBeVisible();
    const again = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(again);
    await expect(retry).toHaveBeenCalledTimes(1);
    // From the keyboard as well.
    again.focus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(2);
  },
};

/** While the page's code arrives: placeholders, announced as a busy status. */
export const Loading: Story = {
  render: () => <PageSkeleton />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading page' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children.length).toBeGreaterThan(0);
  },
};
