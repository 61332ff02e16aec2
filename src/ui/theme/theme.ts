import { colorsTuple, createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Every text colour of the app and the backgrounds it is used on: each pair reaches WCAG AA (4.5:1; 3:1 for
 * large text), checked by tests/unit/contrast.test.ts. Colours are given here once, and used as theme colours
 * (`c="gold.8"`) or CSS variables (`var(--mantine-color-gold-8)`), never as hex in a component.
 */
export const PALETTE = {
  /** Primary: white text on shade 9. */
  jade: ['#e6fbf4', '#d2f3e8', '#a6e6d0', '#76d8b6', '#4fcca1', '#36c493', '#25bf8b', '#13a877', '#029668', '#008257'],
  /** VIP: light surfaces (0–4), accents (5–6), text (7–9). */
  gold: ['#fffaf0', '#fdf3dc', '#f7e3b5', '#ecd39d', '#e0b467', '#c9973f', '#9a6a1c', '#8a6420', '#5c3d0e', '#4a2f07'],
  /** The dark VIP card. */
  night: ['#4a3f2a', '#2b2d42'],
  /** Brand colours, darkened so white text on them reads (the brands' own greens and blues do not reach 3:1). */
  wechat: '#067d43',
  qq: '#0b6fa6',
  alipay: '#0e5fd8',
  /** Text on light jade and light orange tints (badges, light and subtle buttons): jade.9 reaches only 4.5:1 there. */
  jadeText: '#00704b',
  orangeText: '#a8400a',
  /** Secondary text: Mantine's default (#868e96) is 3.3:1 on white. */
  dimmed: '#5c636a',
  white: '#ffffff',
  ink: '#1a1b1e',
} as const;

const { jade, gold, night, wechat, qq, alipay, jadeText, orangeText, dimmed } = PALETTE;

/** Mobile-first theme: designed at 375 px, Chinese system fonts first. */
export const theme = createTheme({
  primaryColor: 'jade',
  primaryShade: 9,
  colors: {
    jade: [...jade],
    gold: [...gold],
    wechat: colorsTuple(wechat),
    qq: colorsTuple(qq),
    alipay: colorsTuple(alipay),
  },
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  respectReducedMotion: true,
  breakpoints: { xs: '23.4375em', sm: '31.25em', md: '48em', lg: '64em', xl: '80em' },
  components: {
    Button: { defaultProps: { size: 'md' } },
  },
});

/**
 * Theme values Mantine keeps as CSS variables only: the dimmed text colour, the dark VIP card, and the
 * light jade of badges and light buttons (Mantine's tint left jade.9 text at 4.1:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--app-night-0': night[0], '--app-night-1': night[1] },
  light: {
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-jade-light': jade[0],
    '--mantine-color-jade-light-color': jadeText,
    '--mantine-color-orange-light': 'var(--mantine-color-orange-0)',
    '--mantine-color-orange-light-color': orangeText,
  },
  dark: {},
});
