import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeUploadPicture, projectToolMessages } from '@showroom/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { messageTooLong } from './ChatComposer.tsx';
import { ProjectChat, projectChatTexts } from './ProjectChat.tsx';

/**
 * A project's chat as the /projects page shows it in a project's Chat tab (rendered here on its
 * own, in the app's services, on the demo handlers): Maya Lopez's Kitchen refresh, shared with
 * Daniel Reyes (Reyes Remodeling Co., DEMO0001), three messages and two room files. Then its
 * states: empty, loading, load error, a post on its way, a refused post, room files refused in
 * the browser (§5), previewed and sent; under the default theme and three shop colours, at 1280
 * and 375 px.
 */
const KITCHEN = 701;
const customer: StoryWorld = { signedInAs: 'customer@demo.test' };

const meta = {
  title: 'Features/ProjectChat',
  component: ProjectChat,
  decorators: [withAppAt],
  args: { projectId: KITCHEN },
  parameters: { layout: 'fullscreen', route: null, world: customer },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ProjectChat>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

/** §9: MM.DD.YYYY and the time of day in Los Angeles, e.g. '11.21.2025 9:00 AM'. */
const SHOP_TIME = /^\d\d\.\d\d\.\d{4} \d{1,2}:\d\d [AP]M$/;

/** A real PNG drawn on a canvas (a soft two-tone "room"), so the preview shows a picture. */
async function canvasPng(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#d6cfc4';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#8a9a8c';
    context.fillRect(0, height * 0.65, width, height * 0.35);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('no blob'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** Ends entrance animations (toasts, spinners' first frame) for a settled picture. */
async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/** Thumbnails are lazy: the screenshot waits until those on screen have loaded. */
async function imagesLoaded(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      for (const image of canvasElement.querySelectorAll('img')) {
        const box = image.getBoundingClientRect();
        if (box.top < window.innerHeight) expect(image.complete && image.naturalWidth > 0).toBe(true);
      }
    },
    { timeout: 5000 },
  );
}

async function settled(canvasElement: HTMLElement): Promise<void> {
  await appSettled(canvasElement);
  await imagesLoaded(canvasElement);
  await animationsFinished(canvasElement);
}

/** The chat once loaded, with its parts. */
async function chatShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const message = await canvas.findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
  return {
    canvas,
    message,
    send: canvas.getByRole('button', { name: 'Send' }),
    status: canvasElement.querySelector('[role="status"][aria-live="polite"]') as HTMLElement,
    conversation: () => canvas.getByRole('region', { name: /^Conversation about Kitchen refresh/ }),
  };
}

const conversationPlay: Play = async ({ canvasElement }) => {
  const { conversation } = await chatShown(canvasElement);
  const region = within(conversation());
  const entries = region.getAllByRole('listitem');
  // Three messages and two room files, oldest first.
  await expect(entries).toHaveLength(5);
  await expect(entries[0]).toHaveTextContent('Can we fit a farmhouse sink here?');
  await expect(entries.at(-1)).toHaveTextContent('Floor plan');
  const reply = entries.find((entry) => entry.textContent?.includes('33 in farmhouse sink'));
  await expect(reply).toHaveTextContent(/Daniel Reyes\s*Contractor/);
  // The viewer's own entries sit on the other side, with the customer badge.
  await waitFor(() => expect(entries[0]).toHaveAttribute('data-own'));
  await expect(reply).not.toHaveAttribute('data-own');
  await expect(entries[0]).toHaveTextContent(/Maya Lopez\s*Customer/);
  for (const time of conversation().querySelectorAll('time')) {
    await expect(time.textContent).toMatch(SHOP_TIME);
    await expect(time.getAttribute('dateTime')).not.toBeNull();
  }
  const floorPlan = region.getByRole('img', { name: 'Room file Floor plan from Daniel Reyes, open full size' });
  await expect(floorPlan).toHaveAttribute('loading', 'lazy');
  await expect(floorPlan.closest('a')).toHaveAttribute('href', '/media/rooms/kitchen-floor-plan.svg');
  await expect(floorPlan.closest('a')).toHaveAttribute('target', '_blank');
  await settled(canvasElement);
};

/** Maya Lopez's kitchen: her messages on the right, Daniel Reyes's answer and floor plan on the left. */
export const Conversation: Story = { play: conversationPlay };
export const ConversationMobile = atPhoneWidth({ world: customer }, conversationPlay);

const inShop = (themeColor: string, viewport: 'desktop' | 'mobile') =>
  inShopColour({ world: { ...customer, showroom: 'DEMO0001', themeColor } }, conversationPlay, viewport);

export const VioletShop = inShop('#7c3aed', 'desktop');

/**
 * A photo the customer uploaded, as the server answers it: resized (`picture`). The thumbnail
 * is a `<picture>` asking for its 12rem width in AVIF, WebP or JPEG, at its own aspect ratio's
 * size before it loads; the link opens the largest JPEG, upright and without the photo's metadata.
 */
const UPLOAD_KEY = '5f0c3d2a9b8e47c1a6d3e2f1b0c9a8d7';
const resizedUpload: StoryWorld = {
  ...customer,
  prepare: (state) => {
    state.roomFiles.push({
      id: 1399,
      project_id: KITCHEN,
      name: 'Kitchen from the door.jpg',
      url: `/media/room-files/${UPLOAD_KEY}.jpg`,
      picture: describeUploadPicture(
        UPLOAD_KEY,
        { width: 3000, height: 2250 },
        'Room file Kitchen from the door.jpg, uploaded by Maya Lopez',
        '#b9a58e',
      ),
      user_id: state.roomFiles[0]?.user_id ?? 1,
      user_name: 'Maya Lopez',
      created_at: '2025-12-28T18:30:00Z',
    });
  },
};

export const ResizedUpload: Story = {
  parameters: { world: resizedUpload },
  play: async ({ canvasElement }) => {
    const { conversation } = await chatShown(canvasElement);
    const photo = within(conversation()).getByRole('img', {
      name: 'Room file Kitchen from the door.jpg from Maya Lopez, open full size',
    });
    const sources = [...(photo.closest('picture')?.querySelectorAll('source') ?? [])];
    await expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    await expect(sources[1]?.srcset).toBe(
      [192, 384, 768, 1536].map((width) => `/media/room-files/${UPLOAD_KEY}/${width}.webp ${width}w`).join(', '),
    );
    await expect(sources[0]).toHaveAttribute('sizes', '12rem');
    await expect(photo).toHaveAttribute('width', '1536');
    await expect(photo).toHaveAttribute('height', '1152');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo.closest('a')).toHaveAttribute('href', `/media/room-files/${UPLOAD_KEY}/1536.jpg`);
    await settled(canvasElement);
    await expect((photo as HTMLImageElement).currentSrc).toMatch(/\/(192|384)\.avif$/);
  },
};

/** A chat nobody has written in yet: the empty state, and the composer ready. */
const emptyChat: StoryWorld = {
  ...customer,
  prepare: (state) => {
    state.chatMessages.splice(0);
    state.roomFiles.splice(0);
  },
};

export const Empty: Story = {
  parameters: { world: emptyChat },
  play: async ({ canvasElement }) => {
    const { canvas, message } = await chatShown(canvasElement);
    await expect(canvas.getByText(projectChatTexts.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Conversation/ })).toBeNull();
    await expect(message).toHaveValue('');
    await settled(canvasElement);
  },
};

/** The chat on its way: skeletons in a busy region, announced once it lasts. */
export const Loading: Story = {
  parameters: { world: { ...customer, holding: [`/api/projectChat/${KITCHEN}`] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"][data-state="loading"]')).not.toBeNull());
    await waitFor(() => expect(canvas.getByText(projectChatTexts.loading)).toBeInTheDocument());
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await animationsFinished(canvasElement);
  },
};

/** The chat could not be loaded: the reason and Try again, which asks again. */
export const LoadError: Story = {
  parameters: { world: { ...customer, failing: [`/api/projectChat/${KITCHEN}`] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await expect(canvas.getByText('Internal Server error please try again.')).toBeVisible();
    await appSettled(canvasElement);
    await userEvent.click(retry);
    // Still failing: the error comes back, never a blank area.
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await settled(canvasElement);
  },
};

/** Enter sends: the message shows at once as 'Sending…', the box is read-only and Send busy until the server answers. */
export const Sending: Story = {
  parameters: { world: { ...customer, holding: ['POST /api/projectChat'] } },
  play: async ({ canvasElement }) => {
    const { message, send, conversation, status } = await chatShown(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(message);
    await userEvent.type(message, 'Could the island be 8 ft long?{Shift>}{Enter}{/Shift}With seating on one side.');
    await expect(message).toHaveValue('Could the island be 8 ft long?\nWith seating on one side.');
    await userEvent.keyboard('{Enter}');
    const pending = await waitFor(() => {
      const found = conversation().querySelector('[data-pending]');
      if (!found) throw new Error('No pending post yet.');
      return found as HTMLElement;
    });
    await expect(pending).toHaveTextContent(/Maya Lopez\s*Customer\s*Sending…/);
    await expect(pending).toHaveTextContent('With seating on one side.');
    await expect(message).toHaveValue('');
    await expect(message).toHaveAttribute('readonly');
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Sending…');
    await animationsFinished(canvasElement);
  },
};

const REFUSAL = 'The message may not contain a phone number.';

/** The server refuses the post (422): the post leaves the conversation, the text returns to the box with the reason under it. */
export const SendRefused: Story = {
  parameters: { world: { ...customer, refusing: { 'POST /api/projectChat': [REFUSAL, 'message'] } } },
  play: async ({ canvasElement }) => {
    const { canvas, message, send, conversation, status } = await chatShown(canvasElement);
    await userEvent.type(message, 'Call me at 555 0100');
    await userEvent.click(send);
    await waitFor(() => expect(message).toHaveValue('Call me at 555 0100'));
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(expect.stringContaining(REFUSAL));
    await expect(canvas.getByText(REFUSAL, { selector: '[data-part="error"]' })).toBeVisible();
    await expect(conversation().querySelector('[data-pending]')).toBeNull();
    await expect(within(conversation()).getAllByRole('listitem')).toHaveLength(5);
    await expect(status).toHaveTextContent(`Not sent. ${REFUSAL}`);
    await expect(message).toHaveFocus();
    await settled(canvasElement);
  },
};

/** Send with nothing written nor picked: the server's own sentence, before any request. */
export const NothingToSend: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { canvas, message, send } = await chatShown(canvasElement);
    await userEvent.type(message, '   ');
    await userEvent.click(send);
    await expect(
      await canvas.findByText(projectToolMessages.chatEmpty, { selector: '[data-part="error"]' }),
    ).toBeVisible();
    await expect(message).toHaveFocus();
    await expect(message).toHaveValue('   ');
  },
};

/** Near the limit a counter shows; over it the box is invalid and Send says why, keeping every character. */
export const MessageTooLong: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, message, send } = await chatShown(canvasElement);
    await expect(canvas.queryByText(/characters? left/)).toBeNull();
    const text = `${'Measurements for the pantry wall. '.repeat(60)}Thanks!`;
    await userEvent.click(message);
    await userEvent.paste(text);
    await expect(message).toHaveValue(text);
    await expect(await canvas.findByText(`${text.length - 2000} characters too many`)).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(send);
    await expect(await canvas.findByText(messageTooLong, { selector: '[data-part="error"]' })).toBeVisible();
    await expect(message).toHaveValue(text);
    await settled(canvasElement);
  },
};

/** A picture under §5's minimum is refused in the browser with the §5 text; nothing is attached. */
export const FileTooSmall: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, status } = await chatShown(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await canvasPng('closet.png', 160, 120));
    await expect(
      await canvas.findByText(projectToolMessages.roomFileDimensions, { selector: '[data-part="error"]' }),
    ).toBeVisible();
    await expect(projectToolMessages.roomFileDimensions).toBe('The room file field must be Minimum 300 X 300 pixels.');
    await expect(canvas.queryByRole('img', { name: /^Preview of/ })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    await expect(status).toHaveTextContent(projectToolMessages.roomFileDimensions);
    await settled(canvasElement);
  },
};

/** A PDF dropped on the picker: refused by its type, with the server's wording. */
export const FileWrongType: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await chatShown(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['%PDF-1.7'], 'floor-plan.pdf', { type: 'application/pdf' }));
    await expect(
      await canvas.findByText(projectToolMessages.roomFileType, { selector: '[data-part="error"]' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    await settled(canvasElement);
  },
};

/** A picture that meets §5: previewed with its size, listed with Remove; removing it and picking again works. */
export const FilePreview: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, status } = await chatShown(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await canvasPng('pantry.png', 640, 480));
    await expect(await canvas.findByRole('img', { name: 'Preview of pantry.png' })).toBeVisible();
    await expect(canvas.getByText(/pantry\.png, 640 × 480 pixels/)).toBeVisible();
    await expect(status).toHaveTextContent('pantry.png is ready to send.');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove pantry.png' }));
    await expect(canvas.queryByRole('img', { name: 'Preview of pantry.png' })).toBeNull();
    await userEvent.upload(fileInput(canvasElement), await canvasPng('pantry-wall.png', 800, 600));
    await expect(await canvas.findByRole('img', { name: 'Preview of pantry-wall.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove pantry-wall.png' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** A message with a room file, sent as base64 pieces: both join the conversation and the live region says so. */
export const FileSent: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, message, send, conversation, status } = await chatShown(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await canvasPng('pantry.png', 640, 480));
    await canvas.findByRole('img', { name: 'Preview of pantry.png' });
    await userEvent.type(message, 'Here is the pantry wall.');
    await userEvent.click(send);
    await waitFor(() => expect(status).toHaveTextContent(projectToolMessages.messageAndFileSent));
    const entries = within(conversation()).getAllByRole('listitem');
    await expect(entries).toHaveLength(7);
    await expect(entries.at(-2)).toHaveTextContent('Here is the pantry wall.');
    await expect(within(entries.at(-1) as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Room file pantry.png from Maya Lopez, open full size',
    );
    await expect(message).toHaveValue('');
    await expect(canvas.queryByRole('img', { name: 'Preview of pantry.png' })).toBeNull();
    await settled(canvasElement);
  },
};
