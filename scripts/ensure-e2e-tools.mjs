// Makes sure what the e2e tests run is there: Debian's Chromium, CJK fonts for readable screenshots, nginx, which
// serves the production build as deploy/nginx.conf says, and Firefox ESR and WebKitGTK (its WebDriver and MiniBrowser, on
// an Xvfb display), which the engine tests drive. As root it installs them with apt-get; otherwise it says exactly what
// to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const webkitDriver = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const xvfb = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';
const fonts = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const needed = {
  chromium,
  'fonts-noto-cjk': fonts,
  nginx,
  'firefox-esr': firefox,
  'webkit2gtk-driver': webkitDriver,
  xvfb,
};
const packages = Object.keys(needed).filter((name) => !existsSync(needed[name]));
const required = packages.filter((name) => name !== 'fonts-noto-cjk');

if (packages.length > 0) {
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() === 0) {
    console.log(`Installing ${packages.join(', ')} for the browser tests…`);
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else if (required.length > 0) {
    console.error(
      `The browser tests need ${required.map((name) => `${name} at ${needed[name]}`).join(' and ')}. Install with:\n  sudo sh -c '${command}'\nor point CHROMIUM_PATH, NGINX_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH or XVFB_PATH at the binary.`,
    );
    process.exit(1);
  } else {
    console.warn(`Screenshots will show boxes instead of Chinese text. Install fonts with:\n  sudo sh -c '${command}'`);
  }
}
