import { expect, type Page } from '@playwright/test';
import type { Driver } from '../scenarios';

/**
 * The scenarios' driver in Playwright. Over WebDriver BiDi `fill()` sets a value React never sees
 * change, so text is typed key by key, as an applicant types it.
 */
export function playwrightDriver(page: Page): Driver {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const field = (name: string) => page.locator(`[name="${name}"]`);
  return {
    open: async (url) => {
      await page.goto(url, { waitUntil: 'commit' });
    },
    back: async () => {
      await page.goBack({ waitUntil: 'commit' });
    },
    tap: (name) => button(name).click(),
    doubleTap: (name) => button(name).dblclick(),
    type: async (name, text) => {
      await field(name).click();
      await field(name).pressSequentially(text);
    },
    tick: (css) => page.locator(css).check(),
    select: async (name, value) => {
      await field(name).selectOption(value);
    },
    drag: async (css, toFraction) => {
      const slider = page.locator(css);
      const box = await slider.boundingBox();
      if (!box) throw new Error(`${css} is not on screen`);
      const share = await slider.evaluate((input: HTMLInputElement) => {
        const { min, max } = { min: Number(input.min), max: Number(input.max) };
        return (Number(input.value) - min) / (max - min);
      });
      const middle = box.y + box.height / 2;
      await page.mouse.move(box.x + 8 + share * (box.width - 16), middle);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * toFraction, middle, { steps: 5 });
      await page.mouse.up();
    },
    valueOf: (css) => page.locator(css).inputValue(),
    read: (script) => page.evaluate(script),
    expectPath: (path) => expect(page).toHaveURL(path),
    expectHeading: (text) =>
      expect(page.getByRole('heading', { level: 1, name: text, exact: true })).toBeVisible(),
    expectText: (css, text) => expect(page.locator(css).first()).toHaveText(text),
    expectAttribute: (css, attribute, value) =>
      expect(page.locator(css).first()).toHaveAttribute(attribute, value),
    expectValue: (css, value) => expect(page.locator(css)).toHaveValue(value),
    expectHidden: (css) => expect(page.locator(`${css}:visible`)).toHaveCount(0),
    expectAtLeast: async (css, count) => {
      await expect(page.locator(css).nth(count - 1)).toBeAttached();
    },
  };
}
