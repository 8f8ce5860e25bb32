// Debian's Chromium as every bench launches it (no browser download is possible here): CHROMIUM_PATH, else
// /usr/bin/chromium, headless, with nothing in the background that would take the CPU from the page measured.
import { chromium } from '@playwright/test';

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
}
