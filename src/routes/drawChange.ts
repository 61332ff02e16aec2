import { startTransition } from 'react';

/** The reader's own input: an update made while one of these is handled answers them (React's discrete events). */
const READER_INPUT = new Set([
  'click',
  'dblclick',
  'contextmenu',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'touchcancel',
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'compositionend',
  'submit',
  'focusin',
  'focusout',
  'paste',
  'cut',
  'drop',
]);

/**
 * Draws a change to what the screen shows. One made while the reader's input is handled (a tap, a key) is drawn at
 * once, as that input's own update. Anything else (an answer arriving, a timer, the scheduler's own tasks, whose
 * `message` event is `window.event` while they run) is drawn as a transition, in slices that yield to the reader.
 */
export function drawChange(update: () => void): void {
  const event = typeof window === 'undefined' ? undefined : window.event;
  if (event && READER_INPUT.has(event.type)) update();
  else startTransition(update);
}
