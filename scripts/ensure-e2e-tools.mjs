// Makes sure Debian's Chromium (and CJK fonts for readable screenshots) is there before e2e tests.
// As root it installs them with apt-get; otherwise it says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const fonts = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const packages = ['chromium', 'fonts-noto-cjk'].filter((name, i) => !existsSync([chromium, fonts][i]));

if (packages.length > 0) {
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() === 0) {
    console.log(`Installing ${packages.join(', ')} for the browser tests…`);
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else if (packages.includes('chromium')) {
    console.error(
      `The browser tests need Debian's Chromium at ${chromium}. Install it with:\n  sudo sh -c '${command}'\nor point CHROMIUM_PATH at a Chromium binary.`,
    );
    process.exit(1);
  } else {
    console.warn(`Screenshots will show boxes instead of Chinese text. Install fonts with:\n  sudo sh -c '${command}'`);
  }
}
