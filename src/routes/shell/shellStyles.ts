/**
 * The shell's stylesheets arrive in the HTML as preloads, not as render-blocking links (vite.config.ts,
 * stylesAfterBootMark), so the boot mark paints as soon as the HTML is parsed. They apply here, each placed right
 * after its preload so the cascade keeps the build's order, ahead of the screens' styles that load later. Resolves once
 * all have loaded, or failed: an unstyled page is still usable, a blank one is not.
 */
export function applyShellStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  const applied = preloads.map(
    (preload) =>
      new Promise<void>((resolve) => {
        const sheet = doc.createElement('link');
        sheet.rel = 'stylesheet';
        if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
        sheet.href = preload.href;
        sheet.addEventListener('load', () => resolve());
        sheet.addEventListener('error', () => resolve());
        preload.after(sheet);
      }),
  );
  return Promise.all(applied).then(() => undefined);
}
