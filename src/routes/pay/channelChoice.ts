import { choosePayChannel, isDesktopBrowser } from '../../services/payment';
import { clientStore, envFacts } from '../app';

/**
 * How this browser pays, for every purchase (VIP, a book, a group buy). Apart from the VIP purchase hook, so a book
 * page does not load that hook and its machine with it.
 */
export const channelChoice = () =>
  choosePayChannel({
    isWx: envFacts.isWx,
    openID: clientStore.get().openID,
    isDesktop: isDesktopBrowser(window.innerWidth, navigator.userAgent),
  });
