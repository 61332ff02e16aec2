/**
 * The moment the shell's script starts to run, as a performance mark (the browser tests compare a page's first GET,
 * which the boot module sends with the HTML, against it). main.tsx imports this module first.
 */
export const SHELL_START_MARK = 'shell-start';
performance.mark(SHELL_START_MARK);
