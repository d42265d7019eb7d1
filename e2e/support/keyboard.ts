import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** Whether the element has the focus, or null when the page has replaced it (it must be found again). */
const hasFocus = (element: ElementHandle) => element.evaluate((node) => (node.isConnected ? node === document.activeElement : null));

/**
 * Moves the focus with Tab (or Shift+Tab) alone until `target` has it: the clerk's keyboard, no
 * pointer. The target is found once and asked after each press whether it has the focus: finding
 * it again by its role and name after every press would cost more than the press.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  let element = await target.elementHandle();
  for (let presses = 0; presses < limit; presses++) {
    let focused = await hasFocus(element);
    if (focused === null) {
      element = await target.elementHandle();
      focused = await hasFocus(element);
    }
    if (focused) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
