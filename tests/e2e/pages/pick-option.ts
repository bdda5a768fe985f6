import { expect, type Locator, type Page } from '@playwright/test';

/** Whether a combobox is a picker searched as one types (an input) rather than a plain select. */
export const isSearchable = (box: Locator): Promise<boolean> => box.evaluate((el) => el.tagName === 'INPUT');

/** The option of an open list named `option`: a picker's option by its name line (its detail aside), a select's by its whole name. */
export function optionNamed(page: Page, option: string, searchable: boolean): Locator {
  const listbox = page.getByRole('listbox');
  return searchable ? listbox.getByRole('option').filter({ has: page.getByText(option, { exact: true }) }).first() : listbox.getByRole('option', { name: option, exact: true });
}

/**
 * Picks `option` in a select, or in a picker by typing it (pickers search as one types) and
 * choosing the option of that name; the input then shows it.
 */
export async function pickOption(page: Page, box: Locator, option: string): Promise<void> {
  if (!(await isSearchable(box))) {
    await box.click();
    await optionNamed(page, option, false).click();
    return;
  }
  await box.fill(option);
  await optionNamed(page, option, true).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveValue(option);
}
