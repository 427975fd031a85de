import type { Meta, StoryObj } from '@storybook/react-vite';
import { wcagContrast } from 'culori';
import { expect } from 'storybook/test';
import { Badge } from '../components/Badge/Badge.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { CountBadge } from '../components/CountBadge/CountBadge.tsx';
import { Icon } from '../components/Icon/Icon.tsx';
import { Text } from '../components/Text/Text.tsx';
import type { BrandPalette } from './contract.css.ts';
import { feedbackToneNames, feedbackTones } from './feedbackTones.ts';
import { brandSteps, defaultPalette, derivePalette } from './palette.ts';
import { ThemeProvider } from './ThemeProvider.tsx';

const PAGE = '#ffffff';
const ratio = (a: string, b: string) => `${wcagContrast(a, b).toFixed(2)}:1`;

const stepNames = [
  'app background',
  'subtle background',
  'UI element',
  'hovered UI element',
  'active UI element',
  'subtle border',
  'border',
  'hovered border',
  'solid',
  'hovered solid',
  'low-contrast text',
  'high-contrast text',
];

const small = { fontSize: 11, lineHeight: '14px', color: '#3b4249', margin: 0 } as const;
const swatch = (colour: string, border = false) => ({
  width: 64,
  height: 36,
  borderRadius: 6,
  background: colour,
  boxShadow: border ? 'inset 0 0 0 1px #d5d9de' : undefined,
});

function Palette({ palette }: { palette: BrandPalette }) {
  return (
    <>
      <h3 style={{ fontSize: 13, margin: '4px 0' }}>12-step scale (contrast against the page)</h3>
      <ol
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(12, 72px)',
          gap: 4,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {brandSteps.map((step) => {
          const colour = palette[`step${step}`];
          return (
            <li key={step} data-step={step}>
              <div style={swatch(colour, step <= 2)} />
              <p style={small}>
                <strong>{step}</strong> {stepNames[step - 1]}
              </p>
              <p style={small}>{colour}</p>
              <p style={small} data-ratio="page">
                {ratio(colour, PAGE)}
              </p>
            </li>
          );
        })}
      </ol>
      <h3 style={{ fontSize: 13, margin: '8px 0 4px' }}>Roles (the pair each must meet)</h3>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
        {(
          [
            ['solid', palette.solid, `page ${ratio(palette.solid, PAGE)} (3:1)`],
            ['textOnSolid', palette.solid, `on solid ${ratio(palette.textOnSolid, palette.solid)} (4.5:1)`],
            ['solidActive', palette.solidActive, `text ${ratio(palette.textOnSolid, palette.solidActive)} (4.5:1)`],
            ['text', palette.subtleHover, `on subtleHover ${ratio(palette.text, palette.subtleHover)} (4.5:1)`],
            ['focusRing', palette.focusRing, `page ${ratio(palette.focusRing, PAGE)} (3:1)`],
          ] as const
        ).map(([role, fill, note]) => (
          <li key={role} style={{ display: 'flex', gap: 6, alignItems: 'center' }} data-role={role}>
            <span
              style={{
                ...swatch(fill),
                width: 36,
                display: 'grid',
                placeItems: 'center',
                color: role === 'text' ? palette.text : palette.textOnSolid,
                fontWeight: 700,
                fontSize: 14,
              }}
              aria-hidden="true"
            >
              Aa
            </span>
            <p style={small}>
              <strong>{role}</strong>
              <br />
              {note}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function FeedbackTones() {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {feedbackToneNames.map((name) => {
        const tone = feedbackTones[name];
        return (
          <li key={name} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <span
              aria-hidden="true"
              style={{
                ...swatch(tone.solid),
                width: 36,
                display: 'grid',
                placeItems: 'center',
                color: tone.textOnSolid,
                fontWeight: 700,
                fontSize: 14,
              }}
            >
              Aa
            </span>
            <p style={small}>
              <strong>{name}</strong>
              <br />
              on solid {ratio(tone.textOnSolid, tone.solid)} · text on subtle {ratio(tone.text, tone.subtle)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function Samples() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button>Add to cart</Button>
      <Button variant="outline">View cart</Button>
      <Button variant="ghost">Continue Shopping</Button>
      <Badge tone="brand" variant="solid">
        Premium
      </Badge>
      <Badge tone="brand">New</Badge>
      <CountBadge count={3} label={(count) => `${count} items in cart`}>
        <Icon name="cart" size="lg" label="Cart" />
      </CountBadge>
      <Card variant="brand" padding="sm">
        <Text size="sm" tone="brand" weight="bold">
          Showroom 8FJ2KQ4M
        </Text>
      </Card>
    </div>
  );
}

/** The default theme, the three sample shops, and awkward colours the palette must tame. */
const galleryColours: readonly { label: string; value: string | undefined }[] = [
  { label: 'Default theme', value: undefined },
  { label: 'Light shop #f5c518', value: '#f5c518' },
  { label: 'Dark shop #1e2a5a', value: '#1e2a5a' },
  { label: 'Saturated shop #e0115f', value: '#e0115f' },
  { label: 'Yellow #FFFF00 (darkened to meet contrast)', value: '#FFFF00' },
  { label: 'White (greys)', value: 'white' },
  { label: "'not-a-colour' (falls back to the default)", value: 'not-a-colour' },
];

function Gallery() {
  return (
    <div style={{ display: 'grid', gap: 24, width: 900 }}>
      {galleryColours.map(({ label, value }) => (
        <ThemeProvider key={label} shopColor={value}>
          <section aria-label={label} data-gallery={label} style={{ display: 'grid', gap: 8 }}>
            <h2 style={{ fontSize: 16, margin: 0 }}>{label}</h2>
            <Palette palette={derivePalette(value) ?? defaultPalette} />
            <h3 style={{ fontSize: 13, margin: '8px 0 4px' }}>Feedback tones (fixed in every theme)</h3>
            <FeedbackTones />
            <h3 style={{ fontSize: 13, margin: '8px 0 4px' }}>Components</h3>
            <Samples />
          </section>
        </ThemeProvider>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Theme/Gallery',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(galleryColours.length);
    // An invalid colour renders exactly as the default theme.
    const solidOf = (label: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-gallery^="${label}"] button`)!).backgroundColor;
    await expect(solidOf("'not-a-colour'")).toBe(solidOf('Default theme'));
    await expect(solidOf('Saturated')).not.toBe(solidOf('Default theme'));
    // Every printed ratio of a solid step (9, 10) against the page is at least 3:1.
    for (const cell of canvasElement.querySelectorAll('[data-step="9"] [data-ratio], [data-step="10"] [data-ratio]')) {
      await expect(parseFloat(cell.textContent!)).toBeGreaterThanOrEqual(3);
    }
  },
};
