import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition, Suspense, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import { ThemeProvider, useTheme } from './ThemeProvider.tsx';

/**
 * A macrotask counter: it ticks between the tasks React's scheduler runs, so two renders
 * with the same count ran in one task (one synchronous pass, nothing could happen between).
 */
function startTaskCounter(): { now: () => number; stop: () => void } {
  let count = 0;
  let running = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    count += 1;
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return {
    now: () => count,
    stop: () => {
      running = false;
      channel.port1.close();
    },
  };
}

interface HydrationLog {
  shellCommitTask: number | null;
  pageRenderTasks: number[];
  /** What a part of the page that reads the theme saw, each time it rendered in the browser. */
  pageThemeReads: string[];
}

const PAGE_PARTS = 8;

function busyFor(ms: number): void {
  const start = performance.now();
  while (performance.now() - start < ms) {
    // Stands in for a page's render work, so time slicing has something to slice.
  }
}

function ShellProbe({ record, tasks }: { record: HydrationLog; tasks: () => number }) {
  const { portalContainer } = useTheme();
  useLayoutEffect(() => {
    record.shellCommitTask ??= tasks();
  });
  return (
    <p data-testid="portal-probe" data-container={portalContainer?.dataset['theme'] ?? 'none'}>
      Header (reads the theme)
    </p>
  );
}

function PagePart({ index, record, tasks }: { index: number; record: HydrationLog; tasks: () => number }) {
  if (typeof window !== 'undefined' && record.shellCommitTask !== null) {
    record.pageRenderTasks.push(tasks());
    busyFor(4);
  }
  return <p>Page section {index + 1}</p>;
}

/** A dialog's trigger in the page: it reads the element its dialog would portal into. */
function PageThemeReader({ record }: { record: HydrationLog }) {
  const { portalContainer } = useTheme();
  if (typeof window !== 'undefined') record.pageThemeReads.push(portalContainer?.dataset['theme'] ?? 'none');
  return <p>Page dialog trigger</p>;
}

/** An app's layout: the provider's child, so it stays the same element when the provider re-renders. */
function Layout({ record, tasks }: { record: HydrationLog; tasks: () => number }) {
  return (
    <>
      <ShellProbe record={record} tasks={tasks} />
      <Suspense fallback={<p>Loading…</p>}>
        <PageThemeReader record={record} />
        {Array.from({ length: PAGE_PARTS }, (_, index) => (
          <PagePart key={index} index={index} record={record} tasks={tasks} />
        ))}
      </Suspense>
    </>
  );
}

function Tree({ record, tasks }: { record: HydrationLog; tasks: () => number }) {
  return (
    <ThemeProvider shopColor="#0e7c66">
      <Layout record={record} tasks={tasks} />
    </ThemeProvider>
  );
}

const meta = {
  title: 'UI/Theme/ThemeProvider',
  component: ThemeProvider,
  // The picture is of text only; what is checked is when each part hydrates.
  tags: ['!visual', '!autodocs'],
  parameters: { layout: 'padded' },
  args: { shopColor: '#0e7c66', children: null },
  render: () => <div data-testid="server-markup" />,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Markup rendered outside the browser, hydrated the way an app does it (in a transition).
 * The themed element overlays portal into only exists once the provider is committed; its
 * arrival must not change the theme's context, or React would hydrate the page waiting in its
 * Suspense boundary at once, in the same task, instead of in slices (a long task on a phone).
 */
export const HydratesThePageInSlices: Story = {
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('server-markup');
    const serverRecord: HydrationLog = { shellCommitTask: null, pageRenderTasks: [], pageThemeReads: [] };
    host.innerHTML = renderToString(<Tree record={serverRecord} tasks={() => 0} />);

    const counter = startTaskCounter();
    const record: HydrationLog = { shellCommitTask: null, pageRenderTasks: [], pageThemeReads: [] };
    let root: Root | undefined;
    try {
      startTransition(() => {
        root = hydrateRoot(host, <Tree record={record} tasks={counter.now} />);
      });
      await waitFor(() => expect(record.pageRenderTasks).toHaveLength(PAGE_PARTS), { timeout: 5000 });
      await expect(canvas.getByTestId('portal-probe')).toHaveAttribute('data-container', 'shop');
    } finally {
      counter.stop();
    }
    // Not all of the page in the task that committed the header around it.
    await expect(record.pageRenderTasks.some((task) => task !== record.shellCommitTask)).toBe(true);
    // Hydrated once the provider was committed, the page reads the element at once: one render.
    await expect(record.pageThemeReads).toEqual(['shop']);
    // The page kept the server's nodes (hydrated, not rendered again).
    await expect(canvas.getByText('Page section 8')).toBeInTheDocument();
    root?.unmount();
  },
};
