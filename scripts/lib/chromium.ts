import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where the end-to-end tests find Chromium: CHROMIUM_PATH, else Debian's package. */
export const chromiumPath = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';

/**
 * Makes sure Chromium is there for the end-to-end tests. Playwright's own browser download cannot
 * work on these machines, so the test command installs Debian's package when it can (root with
 * apt-get), says so, and otherwise stops with what to do.
 */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0 && !process.env['CHROMIUM_PATH'];
  if (!canInstall) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  console.log('Chromium is missing: installing Debian\'s package (apt-get install chromium) for the end-to-end tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get installed chromium but ${chromiumPath} is still missing`);
}
