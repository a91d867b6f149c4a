import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  '#b35e00',
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

export const theme = createTheme({
  primaryColor: 'saffron',
  primaryShade: { light: 8, dark: 6 },
  colors: { saffron, peacock },
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
  other: {
    brandGradient: 'linear-gradient(135deg, #f28705 0%, #fc9522 45%, #0b6e64 100%)',
  },
});
