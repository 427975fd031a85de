import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { FileDropzone } from './FileDropzone.tsx';

/** A real PNG of the given size, drawn on a canvas, so the component measures a real image. */
async function png(name: string, width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('no blob'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Fixed-size stand-ins for the list (never measured): the bytes only give the size shown. */
const sample = (name: string, kilobytes: number) =>
  new File([new Uint8Array(kilobytes * 1024)], name, { type: 'image/png' });

const input = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('[data-part="input"]')!;

const meta = {
  title: 'UI/Forms/FileDropzone',
  component: FileDropzone,
  args: { label: 'Business logo', field: 'business logo', minWidth: 200, minHeight: 100, onFilesChange: fn() },
  render: (args) => (
    <div style={{ width: 360 }}>
      <FileDropzone {...args} />
    </div>
  ),
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One file; a large enough image is listed with a remove button. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole('button', { name: 'Business logo Drag a file here or choose' });
    await expect(zone).toHaveAccessibleDescription('JPG, JPEG, PNG, SVG, BMP or GIF, at least 200 × 100 pixels.');
    await expect(input(canvasElement)).not.toHaveAttribute('multiple');
    await userEvent.upload(input(canvasElement), await png('logo.png', 400, 200));
    await waitFor(() => expect(args.onFilesChange).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('logo.png');
    await expect(canvas.getByRole('button', { name: 'Remove logo.png' })).toBeInTheDocument();
    // A second file replaces the first when only one is allowed.
    await userEvent.upload(input(canvasElement), await png('logo-2.png', 200, 100));
    await waitFor(() => expect(canvas.getByRole('list')).toHaveTextContent('logo-2.png'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** SPEC §5: an image below the minimum is refused with the exact message. */
export const TooSmall: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), await png('tiny.png', 199, 400));
    const error = await canvas.findByText('The business logo field must be Minimum 200 X 100 pixels.');
    await expect(error).toBeVisible();
    const zone = canvas.getByRole('button', { name: /Business logo/ });
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await expect(zone).toHaveAccessibleDescription(/Minimum 200 X 100 pixels\.$/);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Files not ending in jpg, jpeg, png, svg, bmp or gif are refused too; the server's text wins when given. */
export const WrongTypeWithServerMessage: Story = {
  args: { serverMessage: 'The business logo must be an image of at least 200 by 100 pixels.' },
  play: async ({ canvas, canvasElement, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(canvasElement), new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    await expect(
      await canvas.findByText('The business logo must be an image of at least 200 by 100 pixels.'),
    ).toBeVisible();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** max above 1: several files, each listed; removing one keeps the others and returns focus to the drop area. */
export const Multiple: Story = {
  args: { label: 'Room photos', field: 'room photos', max: 3, minWidth: 64, minHeight: 64 },
  play: async ({ canvas, canvasElement, args }) => {
    const fileInput = input(canvasElement);
    await expect(fileInput).toHaveAttribute('multiple');
    await userEvent.upload(fileInput, [await png('kitchen.png', 64, 64), await png('bath.png', 80, 80)]);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.upload(fileInput, [await png('hall.png', 64, 64), await png('porch.png', 64, 64)]);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.getByText('You can add up to 3 files.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove bath.png' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /Room photos/ })).toHaveFocus();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'kitchen.png' }),
      expect.objectContaining({ name: 'hall.png' }),
    ]);
  },
};

/** Tab reaches the drop area; Enter and Space open the file picker; Tab then reaches each remove button. */
export const Keyboard: Story = {
  tags: ['!visual'],
  args: { defaultFiles: [sample('logo.png', 24)] },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole('button', { name: /Business logo/ });
    const fileInput = input(canvasElement);
    const opened = fn();
    fileInput.addEventListener('click', (event) => {
      // The real dialog cannot open in a test; count the requests instead.
      event.preventDefault();
      opened();
    });
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(opened).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove logo.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(zone).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('button', { name: /Business logo/ });
    await expect(zone).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(zone).not.toHaveFocus();
  },
};

const interactionStates = ['empty', 'hover', 'focus-visible', 'active', 'drag active'] as const;
const contentStates = ['invalid', 'disabled', 'with files', 'long text'] as const;
type MatrixState = (typeof interactionStates)[number] | (typeof contentStates)[number];
const matrixColumns = ['one file', 'up to 3 files'] as const;
const longName = 'kitchen-backsplash-hexagon-marble-mosaic-final-approved-version-3.png';

function MatrixCell({
  state,
  column,
  theme,
  width = 300,
}: {
  state: MatrixState;
  column: string;
  theme: string;
  width?: number;
}) {
  const multiple = column === 'up to 3 files';
  return (
    <div style={{ width }} data-matrix={`${state} ${column}`}>
      <FileDropzone
        label={`${multiple ? 'Room photos' : 'Logo'} (${theme}, ${state})`}
        field="business logo"
        max={multiple ? 3 : 1}
        minWidth={200}
        minHeight={100}
        disabled={state === 'disabled'}
        error={state === 'invalid' ? 'The business logo field must be Minimum 200 X 100 pixels.' : undefined}
        defaultFiles={
          state === 'with files'
            ? multiple
              ? [sample('kitchen.png', 240), sample('bath.jpg', 1900), sample('hall.gif', 12)]
              : [sample('logo.svg', 3)]
            : state === 'long text'
              ? [sample(longName, 5200)]
              : []
        }
        hint={
          state === 'long text'
            ? 'JPG, JPEG, PNG, SVG, BMP or GIF, at least 200 × 100 pixels; a transparent background looks best on the shop header.'
            : 'At least 200 × 100 pixels.'
        }
        zoneProps={{
          'data-force-state': state,
          'data-drag-active': state === 'drag active' ? '' : undefined,
        }}
      />
    </div>
  );
}

const zoneStyle = (canvasElement: HTMLElement, state: MatrixState) =>
  getComputedStyle(canvasElement.querySelector(`[data-matrix="${state} one file"] [role="button"]`)!);

/** Single and multiple in every interaction state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={interactionStates}
      columns={matrixColumns}
      rowHeader="State"
      renderCell={(state, column, theme) => <MatrixCell state={state} column={column} theme={theme.label} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const zone = (state: MatrixState) => zoneStyle(canvasElement, state);
    await expect(zone('hover').backgroundColor).not.toBe(zone('empty').backgroundColor);
    await expect(zone('active').backgroundColor).not.toBe(zone('hover').backgroundColor);
    await expect(zone('focus-visible').boxShadow).not.toBe('none');
    await expect(zone('drag active').borderStyle).toBe('solid');
    await expect(zone('empty').borderStyle).toBe('dashed');
  },
};

/** Single and multiple when invalid, disabled, with files and with long text, under four themes. */
export const ContentMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={matrixColumns}
      columns={contentStates}
      rowHeader="Files"
      renderCell={(column, state, theme) => (
        <MatrixCell state={state} column={column} theme={theme.label} width={240} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const zone = (state: MatrixState) => zoneStyle(canvasElement, state);
    await expect(zone('invalid').borderColor).not.toBe(zone('with files').borderColor);
    await expect(zone('disabled').backgroundColor).not.toBe(zone('with files').backgroundColor);
    await expect(canvasElement.querySelectorAll('[data-matrix="with files up to 3 files"] li')).toHaveLength(3 * 4);
  },
};
