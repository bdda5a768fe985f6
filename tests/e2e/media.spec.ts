// The media library in Chromium: folders, uploading several images with a progress bar each, moving
// one to another folder; and choosing an image for a product with the media picker.
import { expect as expectType } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { entities } from '../../contract/entities';
import type { FieldDef } from '../../contract/fields';
import { MEDIA_KINDS } from '../../contract/media';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';

/** One media library screen: folder tree, upload, grid of files, bulk actions and moves. */
class MediaLibraryPage {
  readonly root: Locator;
  readonly folders: Locator;
  readonly cards: Locator;
  readonly uploads: Locator;

  constructor(readonly page: Page, readonly kind: keyof typeof MEDIA_KINDS) {
    this.root = page.getByTestId(`media-library-${kind}`);
    this.folders = page.getByTestId('media-folders');
    this.cards = this.root.getByTestId('media-card');
    this.uploads = this.root.getByTestId('media-upload');
  }

  async goto(): Promise<void> {
    await this.page.goto(`/#/${MEDIA_KINDS[this.kind].permission}`);
    await expect(this.root).toBeVisible();
  }

  folder(path: string): Locator {
    return this.folders.locator(`[data-folder="${path}"]`);
  }

  async openFolder(path: string): Promise<void> {
    await (path ? this.folder(path) : this.folders.getByRole('button', { name: 'All files' })).click();
  }

  async createFolder(name: string): Promise<void> {
    await this.folders.getByRole('button', { name: 'New folder' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Folder name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async upload(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.root.getByTestId('media-file-input').setInputFiles(files);
  }

  card(name: string): Locator {
    return this.root.locator(`[data-testid="media-card"][data-name="${name}"]`);
  }

  async moveSelectedTo(folder: string): Promise<void> {
    await this.root.getByTestId('media-move-to').click();
    await this.page.getByRole('option', { name: folder, exact: true }).click();
    await this.root.getByRole('button', { name: 'Move to folder' }).click();
  }
}

const picture = async (color: string) => sharp({ create: { width: 900, height: 600, channels: 3, background: color } }).png().toBuffer();

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('upload three images into a folder with a progress bar each, then move one to another folder', async ({ page, api }) => {
  const library = new MediaLibraryPage(page, 'image');
  const shelf = uniqueName('shelf');
  const crate = uniqueName('crate');
  await library.goto();

  // two top folders: each opens once created
  await library.createFolder(crate);
  await expect(library.folder(crate)).toHaveAttribute('class', /Mui-selected/);
  await library.openFolder('');
  await library.createFolder(shelf);
  await expect(library.folder(shelf)).toHaveAttribute('class', /Mui-selected/);
  await expect(library.root.getByText(`Files go into: ${shelf}`)).toBeVisible();

  const names = ['kiwi', 'plum', 'fig'].map((n) => uniqueName(n));
  await library.upload(await Promise.all(names.map(async (name, i) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: await picture(['#4caf50', '#7b1fa2', '#8d6e63'][i]) }))));
  // a progress bar per file, each reaching its end
  await expect(library.uploads).toHaveCount(3);
  for (const name of names) {
    const item = library.uploads.filter({ hasText: `${name}.png` });
    await expect(item).toHaveAttribute('data-state', 'done');
    await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  }
  await expect(library.cards).toHaveCount(3);
  for (const name of names) await expect(library.card(name).locator('img')).toHaveJSProperty('complete', true);

  // move the fig to the other folder
  await library.root.getByRole('checkbox', { name: `Select ${names[2]}` }).check();
  await library.moveSelectedTo(crate);
  await expect(page.getByText('1 file moved')).toBeVisible();
  await expect(library.cards).toHaveCount(2);
  await library.openFolder(crate);
  await expect(library.cards).toHaveCount(1);
  await expect(library.card(names[2])).toBeVisible();

  const inShelf = await api.call('GET', `/media/${MEDIA_KINDS.image.rest}/1/10?dir=${shelf}`);
  expectType(inShelf.body.data.map((r: { name: string }) => r.name).sort()).toEqual([names[0], names[1]].sort());
  const inCrate = await api.call('GET', `/media/${MEDIA_KINDS.image.rest}/1/10?dir=${crate}`);
  expectType(inCrate.body.data.map((r: { name: string }) => r.name)).toEqual([names[2]]);

  // a folder holding a file is not deleted: the reason is shown as a folder error
  await library.folders.getByRole('button', { name: 'Delete folder' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(library.folders.getByTestId('folder-error')).toContainText('The folder is not empty (1 file, 0 folders)');
  await expect(library.folder(crate)).toBeVisible();
});

test('choose an image for a product with the media picker', async ({ page }) => {
  const form = new EntityFormPage(page, entities.product.name);
  await form.gotoCreate();
  const imageMain = (entities.product.fields as Record<string, FieldDef>).imageMain;
  const imageTab = imageMain?.tab ?? 'General';
  await form.showTab(imageTab);
  const picker = page.getByTestId('media-picker-imageMain');
  await expect(picker.getByText('No file chosen')).toBeVisible();
  await picker.getByRole('button', { name: 'Choose from the library' }).click();

  const dialog = page.getByRole('dialog', { name: 'Choose a file' });
  // the demo pictures are in the folder Products
  await dialog.getByTestId('media-folders').locator('[data-folder="Products"]').click();
  await dialog.getByLabel('Search by name').fill('Red apple');
  await expect(dialog.getByTestId('media-card')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Choose Red apple' }).click();
  await expect(dialog).toBeHidden();

  const chosen = picker.getByTestId('media-picked');
  await expect(chosen).toHaveAttribute('data-url', /^\/media\/files\/[A-Za-z0-9_-]{22}$/);
  // the field holds the original; the picker shows its 120 px size
  const url = await chosen.getAttribute('data-url');
  await expect(chosen.locator('img')).toHaveAttribute('src', `${url}/120`);
  await expect(chosen.locator('img')).toHaveJSProperty('complete', true);
  expectType(await chosen.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
});

test('edit an image at create/{id}: name, alt and sort order; the file is shown, not edited', async ({ page, api }) => {
  const library = new MediaLibraryPage(page, 'image');
  const name = uniqueName('pear');
  await library.goto();
  await library.upload([{ name: `${name}.png`, mimeType: 'image/png', buffer: await picture('#cddc39') }]);
  await expect(library.uploads.filter({ hasText: `${name}.png` })).toHaveAttribute('data-state', 'done');
  await library.root.getByRole('button', { name: `Edit ${name}` }).click();

  const form = new EntityFormPage(page, entities.image.name);
  const id = Number(page.url().split('/').pop());
  await expect(page).toHaveURL(new RegExp(`/tool/upload/create/${id}$`));
  await form.expectUpdate(id);
  await form.fill({ Name: `${name}-ripe`, Alt: 'A ripe pear', 'Sort Order': 3 });
  await form.showTab('File');
  await expect(page.getByTestId('media-file-preview')).toContainText('900 × 600');
  await form.save.click();
  await expect(page).toHaveURL(/\/tool\/upload$/);
  const saved = (await api.call('GET', `/media/${MEDIA_KINDS.image.rest}/${id}`)).body;
  expectType(saved).toMatchObject({ name: `${name}-ripe`, alt: 'A ripe pear', sortOrder: 3, width: 900, height: 600, mime: 'image/png' });
});
