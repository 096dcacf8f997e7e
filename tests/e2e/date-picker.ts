import type { Locator, Page } from '@playwright/test';

/**
 * A date picker (client/src/ui/date-picker-field.tsx) used as a person does: click its day segment
 * and type the digits; react-aria moves on to the month and the year by itself.
 */
export async function typeDay(page: Page, testId: string, ddmmyyyy: string): Promise<void> {
  await daySegment(page, testId).click();
  await page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
}

/** Empties the picker: Backspace clears a segment, then moves to the one before. */
export async function clearDay(page: Page, testId: string): Promise<void> {
  await page.getByTestId(`${testId}-input`).getByRole('spinbutton').last().click();
  for (let step = 0; step < 12; step++) await page.keyboard.press('Backspace');
}

function daySegment(page: Page, testId: string): Locator {
  return page.getByTestId(`${testId}-input`).getByRole('spinbutton').first();
}
