import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { at, errorText, signIn } from './support/accounts.ts';
import { dismissCampaignPopup } from './support/campaign.ts';
import { CUSTOMER, SECOND_CUSTOMER, lt, paidSkiLessonOrderNumber, placeUnpaidLessonOrder } from './support/lessons-data.ts';
import { lisbonDay } from './support/reservations-data.ts';


const remaining = (page: Page) => page.locator('[data-lessons-remaining]');
const message = (page: Page) => page.locator('[data-lesson-message]');

test.beforeEach(({ page }) => dismissCampaignPopup(page));

test.describe('lesson scheduling (spec 001 §2.7)', () => {
  test('a customer books a Ski lesson from the purchase history, adds it to a calendar and cancels it with the code', async ({ page }) => {
    test.setTimeout(90_000);
    const number = paidSkiLessonOrderNumber();
    await signIn(page, CUSTOMER.email, CUSTOMER.password);

    // The order details of the purchase history link to the order's scheduling screen.
    await page.goto('/client/order');
    await page.getByLabel(at('pt', 'orders.pageSize')).selectOption({ label: at('pt', 'orders.all') });
    const row = page.getByRole('table', { name: at('pt', 'orders.caption') }).locator('tbody tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${number}$`) }) });
    await row.getByRole('button', { name: `${at('pt', 'orders.details')} ${at('pt', 'orders.detailsOf', { number })}` }).click();
    await page.getByRole('dialog', { name: at('pt', 'orders.dialogTitle', { number }) }).getByRole('link', { name: lt('pt', 'page.schedule') }).click();

    await expect(page).toHaveURL(/\/agendar\/aula\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: lt('pt', 'page.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: lt('pt', 'page.order', { number }) })).toBeVisible();
    await expect(page.locator('[data-lesson-state]')).toHaveText(lt('pt', 'state.BOOKABLE'));
    await expect(page.getByRole('link', { name: lt('pt', 'page.back') })).toHaveAttribute('href', '/store/tarifas');
    const before = Number(await remaining(page).getAttribute('data-lessons-remaining'));
    expect(before).toBeGreaterThan(0);
    const code = (await page.locator('[data-purchase-code][data-used="false"]').first().getAttribute('data-purchase-code')) ?? '';
    expect(code).not.toBe('');

    // Ski is the default type; past days and days without a free hour are blocked.
    await expect(page.getByRole('radio', { name: lt('pt', 'category.SKI') })).toBeChecked();
    const calendar = page.getByRole('grid');
    // A day after today: an hour later today may start while the test runs, and a lesson that has
    // started can no longer be cancelled (the last step).
    const laterDays = calendar.locator(`td[data-day]:not([data-day="${lisbonDay(0)}"])`).getByRole('button', { disabled: false });
    // The calendar comes in on demand: count its days only once it shows them.
    await expect(calendar.locator('td[data-day]').first()).toBeVisible();
    // Late in a month the free days may all be in the next one (the calendar's own label, pt).
    if ((await laterDays.count()) === 0) await page.getByRole('button', { name: /próximo mês/i }).click();
    await laterDays.first().click();
    const day = ((await calendar.locator('td[data-selected]').getAttribute('data-day')) ?? '').replace(/-/g, '');
    expect(day).toMatch(/^\d{8}$/);
    const slot = page.locator('button[data-slot-id]').first();
    const [start = ''] = (await slot.locator('span').first().innerText()).split('–');
    // The chosen hour by keyboard: focus and Enter.
    await slot.focus();
    await page.keyboard.press('Enter');
    await expect(slot).toHaveAttribute('aria-pressed', 'true');

    const bookings = page.getByRole('region', { name: lt('pt', 'bookings.title') }).locator('[data-booking-id]');
    const earlier = await bookings.evaluateAll((items) => items.map((item) => item.getAttribute('data-booking-id')));
    const form = page.getByRole('form', { name: lt('pt', 'form.title') });
    await expect(form.locator('[data-chosen-slot]')).toContainText(start);
    await form.getByLabel(lt('pt', 'form.name')).fill('Maria Costa');
    await form.getByLabel(lt('pt', 'form.email')).fill(CUSTOMER.email);
    await form.getByLabel(lt('pt', 'form.level')).selectOption({ label: lt('pt', 'form.levels.BEGINNER') });
    await form.getByLabel(lt('pt', 'form.students')).fill('1');
    // Booking works by keyboard alone: Enter in a field sends the form.
    await page.keyboard.press('Enter');
    // The shared rules: the code is required, in the user's language, and nothing is sent.
    await expect(form.getByText(errorText('pt', 'REQUIRED'))).toBeVisible();
    await form.getByLabel(lt('pt', 'form.purchaseCode')).fill(code);
    await page.keyboard.press('Enter');

    await expect(message(page)).toHaveText(lt('pt', 'messages.booked'));
    await expect(remaining(page)).toHaveAttribute('data-lessons-remaining', String(before - 1));
    await expect(page.locator(`[data-purchase-code="${code}"]`)).toHaveAttribute('data-used', 'true');
    await expect(bookings).toHaveCount(earlier.length + 1);
    const ids = await bookings.evaluateAll((items) => items.map((item) => item.getAttribute('data-booking-id')));
    const booked = ids.find((id) => !earlier.includes(id));
    const booking = page.locator(`[data-booking-id="${booked}"]`);
    await expect(booking).toContainText(start);
    await expectNoAxeViolations(page);

    // 'Add to calendar': an iCalendar file in the resort's time zone, at the hour booked.
    const [download] = await Promise.all([page.waitForEvent('download'), booking.getByRole('link', { name: new RegExp(lt('pt', 'bookings.addToCalendar')) }).click()]);
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('TZID:Europe/Lisbon');
    expect(ics).toMatch(new RegExp(`DTSTART;TZID=Europe/Lisbon:${day}T${start.replace(':', '')}00`));
    expect(ics).toContain(code);

    // Cancelling asks for the code: a wrong one changes nothing, the right one frees the lesson.
    await booking.getByRole('button', { name: new RegExp(lt('pt', 'bookings.cancel')) }).click();
    const dialog = page.getByRole('dialog', { name: lt('pt', 'cancel.title') });
    await dialog.getByLabel(lt('pt', 'cancel.code')).fill('ERRADO-00');
    await dialog.getByRole('button', { name: lt('pt', 'cancel.confirm') }).click();
    await expect(dialog.getByText(errorText('pt', 'CANCEL_CODE_INCORRECT'))).toBeVisible();
    await expect(remaining(page)).toHaveAttribute('data-lessons-remaining', String(before - 1));
    await dialog.getByLabel(lt('pt', 'cancel.code')).fill(code);
    await dialog.getByRole('button', { name: lt('pt', 'cancel.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(message(page)).toHaveText(lt('pt', 'messages.cancelled'));
    await expect(remaining(page)).toHaveAttribute('data-lessons-remaining', String(before));
    await expect(booking).toHaveCount(0);
  });

  test('an unpaid order explains that booking waits for the payment, in pt and en', async ({ page }) => {
    await signIn(page, SECOND_CUSTOMER.email, SECOND_CUSTOMER.password);
    const order = await placeUnpaidLessonOrder(page, SECOND_CUSTOMER);

    // One GraphQL request loads the whole page (spec 001 §2.7: the order, its lessons and the month's days).
    const requests: string[] = [];
    page.on('request', (request) => {
      // Reads go by GET (the operation in the address), mutations by POST.
      if (new URL(request.url()).pathname === '/graphql') requests.push(request.postData() ?? request.url());
    });
    await page.goto(`/agendar/aula/${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: lt('pt', 'page.order', { number: order.number }) })).toBeVisible();
    await expect(page.locator('[data-lesson-state]')).toHaveText(lt('pt', 'state.AWAITING_PAYMENT'));
    await expect(page.getByRole('button', { name: lt('pt', 'form.finalize') })).toHaveCount(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('LessonSchedulePageQuery');
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.locator('[data-lesson-state]')).toHaveText(lt('en', 'state.AWAITING_PAYMENT'));
    await expect(page.getByRole('button', { name: lt('en', 'form.finalize') })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
