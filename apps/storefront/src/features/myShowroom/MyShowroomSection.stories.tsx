import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { replaceText } from '../../storybook/typing.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { MyShowroomSection } from './MyShowroomSection.tsx';

/** /account's "Your showroom" for a Contractor or Designer, over the demo showrooms (DEMO0001: markup 12 %, coupon 5 %). */
const meta = {
  title: 'Account/MyShowroomSection',
  component: MyShowroomSection,
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: null,
    frameAt: '/account',
    world: { signedInAs: 'contractor@demo.test' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof MyShowroomSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile' } } as const;
const world = (extra: StoryWorld) => ({ world: { signedInAs: 'contractor@demo.test', ...extra } satisfies StoryWorld });

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Save markup' }, { timeout: 8000 });
  await appSettled(canvasElement);
  return canvas;
}

const fields = (canvas: ReturnType<typeof within>) => ({
  markup: canvas.getByRole('textbox', { name: /^Markup/ }),
  coupon: canvas.getByRole('textbox', { name: /^Coupon/ }),
});

/** The contractor's showroom: its ID, the link and QR code for customers, its branding, its markup. */
export const Contractor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('DEMO0001')).toBeVisible();
    const link = canvas.getByRole('link', { name: /\/visualize\/contractor\/all\?showroom=DEMO0001$/ });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/\/visualize\/contractor\/all\?showroom=DEMO0001$/),
    );
    // The code is drawn from the link: an image named by it, with dark modules.
    const code = canvas.getByRole('img', { name: /^QR code of .*showroom=DEMO0001$/ });
    await expect(code.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
    await expect(canvas.getByRole('link', { name: 'Download QR code' })).toHaveAttribute(
      'download',
      'showroom-DEMO0001-qr.svg',
    );
    // DEMO0001 has its custom add-on: customers see its colour and logo (§4).
    await expect(canvas.getByText(/Customers see your color/)).toBeVisible();
    const { markup, coupon } = fields(canvas);
    await expect(markup).toHaveValue('12');
    await expect(coupon).toHaveValue('5');
    await expect(canvas.getByText(/sells for \$112\.00; you earn \$12\.00/)).toBeVisible();
  },
};

export const ContractorMobile: Story = { ...Contractor, globals: mobile };

/** A designer without the custom add-on: customers see the standard colours; markup 15 %, no coupon. */
export const DesignerWithoutBranding: Story = {
  parameters: world({ signedInAs: 'designer@demo.test' }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(/Customers see the standard colors/)).toBeVisible();
    await expect(fields(canvas).markup).toHaveValue('15');
    await expect(fields(canvas).coupon).toHaveValue('');
  },
};

/** Raising the markup: the example follows as it is typed, and saving says so; the saved figure stays. */
export const MarkupSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await replaceText(fields(canvas).markup, '25');
    await expect(canvas.getByText(/sells for \$125\.00; you earn \$25\.00/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save markup' }));
    await expect(await canvas.findByText("Your showroom's prices are updated.")).toBeVisible();
    await waitFor(() => expect(fields(canvas).markup).toHaveValue('25'));
    await appSettled(canvasElement);
  },
};

/** §5, §9 in the browser before anything is sent: below 10 %, and a coupon above the markup. */
export const MarkupRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const { markup, coupon } = fields(canvas);
    await replaceText(markup, '8');
    await replaceText(coupon, '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Save markup' }));
    await expect(markup).toHaveAccessibleDescription(/The markup must be at least 10%\./);
    await expect(coupon).toHaveAccessibleDescription(/The coupon cannot exceed the markup\./);
    await waitFor(() => expect(markup).toHaveFocus());
    // No example for a markup the rule refuses.
    await expect(canvas.queryByText(/sells for/)).toBeNull();
    await appSettled(canvasElement);
  },
};

export const MarkupRefusedMobile: Story = { ...MarkupRefused, globals: mobile };

/** The server refuses (its own rule, say a stricter one): its message under the field, what was typed kept. */
export const MarkupRefusedByServer: Story = {
  tags: ['!visual'],
  parameters: world({
    refusing: { 'PUT /api/pro/showroom/pricing': ['The coupon cannot exceed the markup.', 'coupon_percent'] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await replaceText(fields(canvas).coupon, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Save markup' }));
    await waitFor(() =>
      expect(fields(canvas).coupon).toHaveAccessibleDescription(/The coupon cannot exceed the markup\./),
    );
    await expect(fields(canvas).coupon).toHaveValue('7');
  },
};

/** The showroom cannot be loaded (500): the reason and Try again, nothing else. */
export const LoadFailed: Story = {
  parameters: world({ failing: ['GET /api/pro/showroom'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save markup' })).toBeNull();
    await appSettled(canvasElement);
  },
};

/** Still loading: the skeleton, announced. */
export const Loading: Story = {
  parameters: world({ holding: ['GET /api/pro/showroom'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your showroom', {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Your showroom' })).toHaveAttribute('aria-busy', 'true');
  },
};
