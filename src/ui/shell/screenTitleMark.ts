/**
 * Marks the title in a skeleton's title bar (ScreenSkeleton): the servers fill it in the HTML with the page's title
 * (scripts/screenTitles.ts), and the app's hydration reads what they put there (routes/shell/firstScreen.ts).
 */
export const SCREEN_TITLE_ATTRIBUTE = 'data-screen-title';
