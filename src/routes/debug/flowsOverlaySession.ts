/** sessionStorage: the flows overlay stays open across reloads and returns from the cashier. */
const OVERLAY_KEY = 'flows-overlay';

export function readOverlayOpen(): boolean {
  try {
    return sessionStorage.getItem(OVERLAY_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeOverlayOpen(open: boolean) {
  try {
    if (open) sessionStorage.setItem(OVERLAY_KEY, '1');
    else sessionStorage.removeItem(OVERLAY_KEY);
  } catch {
    // Private mode: the overlay just does not come back after a reload.
  }
}
