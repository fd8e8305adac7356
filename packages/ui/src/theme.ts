import type { DefaultTheme } from 'styled-components';

/**
 * Urgency colours are fixed by the spec (§9); everything else is the product's own palette. The spec's "otherwise"
 * blue (#3B72FF) colours nothing: the only other level, emergency, has its own style (issue 14).
 */
export const URGENCY_COLORS = {
  high: '#FF4C4C',
  medium: '#FFA500',
  low: '#7ED957',
} as const;

/**
 * Emergency is not in the spec's table; it must not look calmer than "high" (issue 14). A deep red, so that
 * white text on it keeps a contrast of 6.6:1 (WCAG AA).
 */
export const EMERGENCY_COLOR = '#B71C1C';

export const theme = {
  colors: {
    primary: '#1A62D6',
    primaryHover: '#154FAD',
    primaryText: '#FFFFFF',
    accent: '#0E9F8E',
    text: '#14213D',
    muted: '#51607A',
    background: '#F5F8FC',
    surface: '#FFFFFF',
    border: '#D9E1EC',
    danger: '#C62828',
    dangerSurface: '#FDECEC',
    focus: '#FFB020',
    /** Behind highlighted words (<mark>): light enough that text on it keeps a contrast above 12:1. */
    highlight: '#FFE7A3',
  },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  shadow: '0 1px 2px rgba(20,33,61,0.06), 0 6px 24px rgba(20,33,61,0.08)',
  font: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  breakpoints: { sm: '600px', md: '900px' },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends AppTheme {}
}

export const defaultTheme: DefaultTheme = theme;
