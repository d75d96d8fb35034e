import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ locale: process.argv[3] ?? 'en-US' });
const sizes = [];
page.on('response', async (r) => {
  const h = await r.allHeaders();
  const len = Number(h['content-length'] ?? 0);
  sizes.push([r.url().replace('http://localhost:3150', ''), h['content-encoding'] ?? '', len]);
});
await page.goto('http://localhost:3150' + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
for (const s of sizes.filter((s) => s[0].endsWith('.js'))) console.log(s.join('\t'));
await browser.close();
