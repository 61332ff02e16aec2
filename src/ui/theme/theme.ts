import { createTheme } from '@mantine/core';

/** Mobile-first theme: designed at 375 px, Chinese system fonts first. */
export const theme = createTheme({
  primaryColor: 'jade',
  primaryShade: 6,
  colors: {
    jade: [
      '#e6fbf4',
      '#d2f3e8',
      '#a6e6d0',
      '#76d8b6',
      '#4fcca1',
      '#36c493',
      '#25bf8b',
      '#13a877',
      '#029668',
      '#008257',
    ],
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
