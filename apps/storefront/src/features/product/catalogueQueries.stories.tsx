import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useServices } from '../../services/ServicesContext.tsx';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import {
  keepAnswers,
  prefetchQuery,
  productQuery,
  useCatalogueQuery,
  type CatalogueQuery,
} from './catalogueQueries.ts';

const query = productQuery('kept-product', null);

/** How many times the probe was committed to the screen in this story. */
let commits = 0;

/**
 * A page area reading one catalogue query. Each render of a product page is a long task on a
 * phone: an answer the page already has must be drawn once, not drawn and then drawn again when
 * the query "arrives" with the same answer.
 */
function QueryProbe({ kept }: { kept: boolean }) {
  const services = useServices();
  // Before the first read, as a page rendered on the server hands its answers over.
  useState(() => (kept ? keepAnswers(services, [[query.key, { id: 7, name: 'Porcelain tile' }]]) : undefined));
  const { state } = useCatalogueQuery(query);
  useEffect(() => {
    commits += 1;
  });
  return (
    <p data-testid="probe" data-status={state.status}>
      {state.status === 'ready' ? `Ready: ${state.data?.name ?? 'not found'}` : 'Loading…'}
    </p>
  );
}

const meta = {
  title: 'Features/Catalogue queries',
  component: QueryProbe,
  decorators: [withAppAt],
  tags: ['!visual', '!autodocs'],
  parameters: { route: null },
  args: { kept: true },
  beforeEach: () => {
    commits = 0;
  },
} satisfies Meta<typeof QueryProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** The answer came with the page (or a prefetch): drawn at once, and only once. */
export const AnswerAlreadyHere: Story = {
  play: async ({ canvas }) => {
    const probe = canvas.getByTestId('probe');
    // Ready in the very first render: no skeleton before it.
    await expect(probe).toHaveAttribute('data-status', 'ready');
    await expect(probe).toHaveTextContent('Porcelain tile');
    await settle();
    await expect(commits).toBe(1);
  },
};

/** Nothing kept: loading, then the server's answer (the demo has no such product): two commits. */
export const AnswerAsked: Story = {
  args: { kept: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('probe')).toHaveAttribute('data-status', 'loading');
    await waitFor(() => expect(canvas.getByTestId('probe')).toHaveTextContent('not found'));
    await settle();
    await expect(commits).toBe(2);
  },
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Answer({ query }: { query: CatalogueQuery<string> }) {
  const { state } = useCatalogueQuery(query);
  return <p>{state.status === 'ready' ? `Drawn: ${state.data}` : `State: ${state.status}`}</p>;
}

/** Runs in the layout phase of the commit that drew "loading": before that commit's effects. */
function SettleBeforeEffects({ settle }: { settle: () => void }) {
  useLayoutEffect(settle, [settle]);
  return null;
}

function AnswerBetweenRenderAndEffect() {
  const services = useServices();
  const [{ query, answer }] = useState(() => {
    const load = deferred<string>();
    return {
      answer: load,
      query: { key: 'story:between-render-and-effect', load: () => load.promise, failure: 'Failed.' },
    };
  });
  const [prefetched, setPrefetched] = useState(false);
  useEffect(() => {
    let current = true;
    // The client loads with the runtime; once it is here the prefetch asks at once.
    void services.runtime().then(() => {
      if (!current) return;
      prefetchQuery(services, query);
      setPrefetched(true);
    });
    return () => {
      current = false;
    };
  }, [services, query]);
  if (!prefetched) return <p>Preparing</p>;
  return (
    <>
      <Answer query={query} />
      <SettleBeforeEffects settle={() => answer.resolve('Linden Charcoal Ceramic Tile')} />
    </>
  );
}

/**
 * The answer a link's prefetch asked for arrives after the page's render and before its effect
 * (a moment a page cannot choose): it is still drawn. A product page once stayed on "Loading the
 * product" so, in a journey.
 */
export const AnswerArrivesBetweenRenderAndEffect: Story = {
  render: () => <AnswerBetweenRenderAndEffect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Drawn: Linden Charcoal Ceramic Tile')).toBeVisible();
  },
};
