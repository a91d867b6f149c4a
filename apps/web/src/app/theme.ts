import {
  createTheme,
  DEFAULT_THEME,
  VisuallyHidden,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import visuallyHidden from '@/components/visually-hidden.module.css';

// A warm marketplace palette: saffron for the brand and calls to action, deep teal as the
// trustworthy second colour. Button shades are dark enough for white text (WCAG AA).
const saffron: MantineColorsTuple = [
  '#fff6eb',
  '#ffead1',
  '#ffd3a0',
  '#ffba6a',
  '#ffa43e',
  '#fc9522',
  '#f28705',
  '#d67500',
  // Links and filled buttons: 4.5:1 on white, the gray.0 panels and the light tints (WCAG AA).
  '#a35600',
  '#8f4a00',
];

const peacock: MantineColorsTuple = [
  '#e5fbf7',
  '#d3f2ec',
  '#a8e3d8',
  '#79d3c3',
  '#53c6b1',
  '#3abea6',
  '#29b9a0',
  '#14a38b',
  '#0b6e64',
  '#045a51',
];

/** Mantine's palette with some shades replaced. */
const adjusted = (name: 'gray' | 'teal' | 'green', shades: Record<number, string>) =>
  DEFAULT_THEME.colors[name].map(
    (shade, index) => shades[index] ?? shade,
  ) as unknown as MantineColorsTuple;

// Mantine's own shades that text is drawn in fall short of 4.5:1 (WCAG AA, axe in
// e2e/accessibility.spec.ts): gray.6 is the dimmed text, teal.9 the light badges' text on teal.1,
// teal.8 and green.8 filled buttons and small coloured text. Each is darkened just enough.
const gray = adjusted('gray', { 6: '#646c73' });
const teal = adjusted('teal', { 8: '#087f5b', 9: '#066649' });
const green = adjusted('green', { 8: '#277d38', 9: '#237032' });

/**
 * Placeholders are text too: the dimmed gray, not gray.5 (2.1:1 on white). Light badges and
 * alerts write shade 9 on shade 1, which for yellow (2.7:1), orange (3.6:1), lime (3.3:1) and
 * red (4.51:1, on the edge) is too faint: those get a darker text of the same hue (≥ 4.6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-yellow-light-color': '#a65600',
    '--mantine-color-orange-light-color': '#bb3e0d',
    '--mantine-color-lime-light-color': '#4b790b',
    '--mantine-color-red-light-color': '#c52929',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'saffron',
  primaryShade: { light: 8, dark: 6 },
  colors: { saffron, peacock, gray, teal, green },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  components: {
    // Text for screen readers only, the one way (components/visually-hidden.module.css).
    VisuallyHidden: VisuallyHidden.extend({ classNames: { root: visuallyHidden.root } }),
  },
  other: {
    brandGradient: 'linear-gradient(135deg, #f28705 0%, #fc9522 45%, #0b6e64 100%)',
  },
});
