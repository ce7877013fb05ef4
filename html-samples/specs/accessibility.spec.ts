import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { everyWidgetStarted, expect, expectNoAxeViolations, test } from './support';

// The list is read at collection time so every page is its own test; the server answers /samples.json with the same.
const qaPages = readdirSync(fileURLToPath(new URL('../pages/qa', import.meta.url)))
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/qa/${file.replace(/\.html$/, '')}`);
const locales = ['fr_FR', 'fr_BE', 'nl_BE', 'it_IT', 'en_GB', 'de_DE', 'nl_NL', 'es_ES', 'ja_JP', 'en_US'];

// Each page as a visitor scrolling through it has it: every widget started, each map drawn.
test.describe('axe-core reports no violation', () => {
  for (const path of ['/', '/search?q=Lyon', ...qaPages]) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await everyWidgetStarted(page);
      await expectNoAxeViolations(page);
    });
  }
  for (const locale of locales) {
    test(`on the ${locale} location page`, async ({ page, request }) => {
      const index = (await (await request.get('/samples.json')).json()) as { locations: { locale: string; path: string }[] };
      const sample = index.locations.find((entry) => entry.locale === locale);
      expect(sample, `a ${locale} sample location`).toBeTruthy();
      await page.goto(sample!.path);
      await everyWidgetStarted(page);
      await expectNoAxeViolations(page);
    });
  }
});
