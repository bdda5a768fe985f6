import { expect, type Locator, type Page } from '@playwright/test';
import { isSearchable, pickOption } from './pick-option';
import { entityByName } from '../../../contract/entities';
import type { EntityDeclaration } from '../../../contract/entity';

/** How long a form may take to open: the console's code, the record and its reference lists, on two busy cores. */
const OPENING = 30_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label as shown, with or without the " *" of a required field. */
const labelPattern = (label: string) => new RegExp(`^${escapeRegExp(label)}( \\*)?$`);

/** The common create/update form of an entity: numbered tabs with error counts, inputs, Save. */
export class EntityFormPage {
  readonly decl: EntityDeclaration;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(
    readonly page: Page,
    entity: string,
  ) {
    const decl = entityByName(entity);
    if (!decl) throw new Error(`No entity "${entity}"`);
    this.decl = decl;
    this.heading = page.getByRole('heading', { level: 1 }).filter({ hasText: decl.labelOne });
    this.tabs = page.getByRole('tablist', { name: 'Form tabs' });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.cancel = page.getByRole('link', { name: 'Cancel', exact: true });
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto(`/#/${this.decl.permission}/create`);
    await expect(this.heading).toHaveText(`Create ${this.decl.labelOne}`, { timeout: OPENING });
  }

  async gotoUpdate(id: number | string): Promise<void> {
    await this.page.goto(`/#/${this.decl.permission}/update/${id}`);
    await this.expectUpdate(id);
  }

  async expectUpdate(id: number | string): Promise<void> {
    await expect(this.heading).toHaveText(`Update ${this.decl.labelOne} #${id}`, { timeout: OPENING });
  }

  /** A form tab by its name without the number (`General`, `Salary`). */
  tab(name: string): Locator {
    return this.tabs.getByRole('tab', { name: new RegExp(`^\\d+\\. ${name}( \\(\\d+\\))?$`) });
  }

  async showTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** The visible input labelled `label` (a required field's label ends in " *"). */
  field(label: string): Locator {
    return this.page.getByRole('tabpanel').filter({ visible: true }).getByLabel(labelPattern(label)).filter({ visible: true });
  }

  async fill(values: Record<string, string | number>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(String(value));
  }

  /** A select input (the user's Group) by its label. */
  select(label: string): Locator {
    return this.page.getByRole('tabpanel').filter({ visible: true }).getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?`) });
  }

  /** Picks an option of a picker by searching it, or of a select input, asking for more options ('See More') until it shows. */
  async choose(label: string, option: string): Promise<void> {
    if (await isSearchable(this.select(label))) return pickOption(this.page, this.select(label), option);
    await this.select(label).click();
    const listbox = this.page.getByRole('listbox');
    const wanted = listbox.getByRole('option', { name: option, exact: true });
    const more = listbox.getByRole('option', { name: 'See More', exact: true });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    // lookups load 10 at a time: one page more per click, waiting for it before asking again
    while (!(await wanted.isVisible()) && (await more.isVisible())) {
      const loaded = listbox.getByRole('option').filter({ hasNotText: 'See More' });
      const shown = await loaded.count();
      await more.click();
      await expect.poll(() => loaded.count()).toBeGreaterThan(shown);
    }
    await wanted.click();
    await expect(listbox).toHaveCount(0);
    await expect(this.select(label)).toHaveText(option);
  }

  /** The helper (error) text under an input. */
  helperText(label: string): Locator {
    return this.page
      .getByRole('tabpanel')
      .filter({ visible: true })
      .locator('.MuiFormControl-root', { has: this.page.getByLabel(labelPattern(label)) })
      .locator('.MuiFormHelperText-root');
  }
}
