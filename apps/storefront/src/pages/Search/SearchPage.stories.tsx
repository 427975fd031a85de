import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { shopThemeApplied } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * `/search?q=…` (issue 34): the showroom's products matching the query, with the product list's
 * sort, filters and pages; a misspelled word read as the catalogue's, with the page saying so;
 * empty, error and loading states. Answered by the @showroom/api mocks' search (typo-tolerant
 * like the server's) in DEMO0001.
 */
const meta = {
  title: 'Pages/Catalogue/Search',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: '/search?q=tile',
    world: { showroom: 'DEMO0001' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const SEARCH_CALL = 'POST /api/products/search';

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

const resultCards = async (canvasElement: HTMLElement) => {
  const list = await main(canvasElement).findByRole(
    'list',
    { name: /^Results for .*, page \d+ of \d+$/ },
    { timeout: 5000 },
  );
  return within(list).getAllByRole('article');
};

/**
 * The header's query box (beside the departments on a desktop, a row under the bar below 1200 px);
 * a plain search box or, once its code has loaded in this page, the combobox.
 */
const visibleQueryBox = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLInputElement>('form[role="search"] input[name="q"]')].find(
    (box) => box.offsetParent !== null,
  ) as HTMLInputElement;

/**
 * The visible query box as the combobox: pointed at, so its code loads and takes the plain box's
 * place. Stories share a page, so an earlier one may have loaded it already; the picture must
 * not depend on that (with a query, the combobox shows its clear button).
 */
async function queryBoxEnhanced(canvasElement: HTMLElement) {
  await userEvent.hover(visibleQueryBox(canvasElement));
  await waitFor(() => expect(visibleQueryBox(canvasElement)).toHaveAttribute('role', 'combobox'), { timeout: 10_000 });
  await userEvent.unhover(visibleQueryBox(canvasElement));
}

const resultsPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  const cards = await resultCards(canvasElement);
  await expect(cards.length).toBeGreaterThan(0);
  await expect(page.getByText(/^(Showing \d+–\d+ of )?\d+ results? for “tile”$/)).toBeVisible();
  await expect(page.queryByText(/Showing results for/)).toBeNull();
  // Best match is the default order; the product links keep the showroom.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Best match');
  await expect(
    within(cards[0] as HTMLElement)
      .getByRole('link')
      .getAttribute('href'),
  ).toMatch(/^\/product\/[^/]+\/[A-Z0-9]{8}$/);
  await expect(visibleQueryBox(canvasElement)).toHaveValue('tile');
  await queryBoxEnhanced(canvasElement);
  await appSettled(canvasElement);
};

/** Results for 'tile': the count for the query, Best match, cards linking into the showroom; q in the box. */
export const Results: Story = { play: resultsPlay };

export const ResultsMobile: Story = { ...Results, globals: { viewport: { value: 'mobile' } } };

const correctedPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await resultCards(canvasElement);
  const note = await page.findByText(/^Showing results for/);
  await expect(note).toHaveTextContent('Showing results for tile. No products match “tiel”.');
  await expect(within(note).getByText('tile', { selector: 'strong' })).toBeVisible();
  await expect(page.getByText(/results? for “tile”$/)).toBeVisible();
  await expect(visibleQueryBox(canvasElement)).toHaveValue('tiel');
  await queryBoxEnhanced(canvasElement);
  await appSettled(canvasElement);
};

/** 'tiel' is read as 'tile': the page says so, the corrected word emphasized. */
export const Corrected: Story = { parameters: { route: '/search?q=tiel' }, play: correctedPlay };

export const CorrectedMobile: Story = { ...Corrected, globals: { viewport: { value: 'mobile' } } };

const emptyPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByText('No results for “tiel”.', {}, { timeout: 5000 })).toBeVisible();
  await expect(page.getByText(/^Did you mean/)).toHaveTextContent('Did you mean tile?');
  await expect(page.getByRole('link', { name: 'tile' })).toHaveAttribute('href', '/search?q=tile');
  await queryBoxEnhanced(canvasElement);
  await appSettled(canvasElement);
};

/** The search answered with no products (its did_you_mean kept). */
const emptyAnswer: StoryWorld['change'] = {
  [SEARCH_CALL]: (data: Record<string, unknown>) => ({
    ...data,
    data: [],
    total: 0,
    last_page: 1,
    from: null,
    to: null,
  }),
};

/**
 * Nothing found, with a nearby spelling: 'Did you mean tile?' links to that search. (The answer
 * is made empty here; the demo finds tiles for 'tile'.)
 */
export const EmptyWithDidYouMean: Story = {
  parameters: {
    route: '/search?q=tiel',
    world: { showroom: 'DEMO0001', change: emptyAnswer } satisfies StoryWorld,
  },
  play: emptyPlay,
};

export const EmptyWithDidYouMeanMobile: Story = { ...EmptyWithDidYouMean, globals: { viewport: { value: 'mobile' } } };

/** The link follows the suggestion: /search?q=tile, the box shows it. */
export const DidYouMeanLink: Story = {
  ...EmptyWithDidYouMean,
  tags: ['!visual'],
  play: async (context) => {
    await emptyPlay(context);
    await userEvent.click(main(context.canvasElement).getByRole('link', { name: 'tile' }));
    await waitFor(() => expect(visibleQueryBox(context.canvasElement)).toHaveValue('tile'));
  },
};

/** Nothing near: the empty state suggests searching for something more general. */
export const NoResults: Story = {
  tags: ['!visual'],
  parameters: { route: '/search?q=xqzvw' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('No results for “xqzvw”.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByText(/Check the spelling/)).toBeVisible();
    await appSettled(canvasElement);
  },
};

const errorPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByText('The search results could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await queryBoxEnhanced(canvasElement);
  await appSettled(canvasElement);
};

/** The server fails: an error with Try again; the page and the header stay. */
export const ServerError: Story = {
  parameters: { world: { showroom: 'DEMO0001', failing: [SEARCH_CALL] } },
  play: errorPlay,
};

export const ServerErrorMobile: Story = { ...ServerError, globals: { viewport: { value: 'mobile' } } };

const loadingPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByText('Loading search results', {}, { timeout: 5000 })).toBeInTheDocument();
  await expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
  await queryBoxEnhanced(canvasElement);
};

/** The results on their way: card skeletons, announced. */
export const Loading: Story = {
  parameters: { world: { showroom: 'DEMO0001', holding: [SEARCH_CALL] } },
  play: loadingPlay,
};

export const LoadingMobile: Story = { ...Loading, globals: { viewport: { value: 'mobile' } } };

/** /search without a query: a prompt to search, nothing asked. */
export const NoQuery: Story = {
  parameters: { route: '/search' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByText('What are you looking for?')).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** Sorted by price from the sort box: in the address, Best match no longer shown. */
export const SortedByPrice: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await resultCards(canvasElement);
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Price: low to high' }),
    );
    await waitFor(() =>
      expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: low to high'),
    );
    await resultCards(canvasElement);
    await appSettled(canvasElement);
  },
};

// Under a shop colour (TILE4YOU, a tile shop, re-coloured), at 1280 and 375 px.
const inShop = (story: Story, route: string, world: StoryWorld = {}): Story => ({
  ...story,
  parameters: {
    route,
    world: { ...world, showroom: 'TILE4YOU', themeColor: sampleShopColors.saturated.value } satisfies StoryWorld,
  },
  play: async (context) => {
    await shopThemeApplied(context.canvasElement);
    await story.play?.(context);
  },
});
const mobile = (story: Story): Story => ({ ...story, globals: { viewport: { value: 'mobile' } } });

export const ResultsSaturatedShop = inShop(Results, '/search?q=tile');
export const ResultsSaturatedShopMobile = mobile(ResultsSaturatedShop);
export const CorrectedSaturatedShop = inShop(Corrected, '/search?q=tiel');
export const CorrectedSaturatedShopMobile = mobile(CorrectedSaturatedShop);
export const EmptyWithDidYouMeanSaturatedShop = inShop(EmptyWithDidYouMean, '/search?q=tiel', { change: emptyAnswer });
export const EmptyWithDidYouMeanSaturatedShopMobile = mobile(EmptyWithDidYouMeanSaturatedShop);
export const ServerErrorSaturatedShop = inShop(ServerError, '/search?q=tile', { failing: [SEARCH_CALL] });
export const ServerErrorSaturatedShopMobile = mobile(ServerErrorSaturatedShop);
export const LoadingSaturatedShop = inShop(Loading, '/search?q=tile', { holding: [SEARCH_CALL] });
export const LoadingSaturatedShopMobile = mobile(LoadingSaturatedShop);
