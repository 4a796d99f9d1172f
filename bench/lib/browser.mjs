// Debian's Chromium, started the way this machine needs it (no background networking, no sandbox as root).
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
}
