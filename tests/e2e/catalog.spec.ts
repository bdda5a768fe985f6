// Catalogue screens: the category tree, reviews arriving live, a generated screen at create/{id}.
import { CATALOG_TEXTS } from '../../contract/catalog';
import { messages } from '../../contract/messages';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, idOf, test, uniqueName, useSession, type BackOfficeApi } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { EntityListPage } from './pages/entity-list.page';
import { ShellPage } from './pages/shell.page';

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

const newCategory = async (api: BackOfficeApi, name: string, parentId: number | null = null) =>
  idOf('category', await api.create('category', { parentId, descriptions: [{ languageId: 1, name }] }));

test('the category tree shows children under their parents, indented', async ({ page, api }) => {
  const name = uniqueName('e2e-cat');
  const top = await newCategory(api, `${name}-top`);
  const middle = await newCategory(api, `${name}-middle`, top);
  const leaf = await newCategory(api, `${name}-leaf`, middle);
  const sibling = await newCategory(api, `${name}-sibling`, top);

  const list = new EntityListPage(page, 'category');
  await list.goto();
  const ids = await list.rows.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
  const at = ids.indexOf(top);
  expect(at).toBeGreaterThanOrEqual(0);
  // the branch, depth first: each child right under its parent, the sibling after the middle's subtree
  expect(ids.slice(at, at + 4)).toEqual([top, middle, leaf, sibling]);
  const depth = async (id: number) => Number(await list.rows.and(page.locator(`[data-id="${id}"]`)).getAttribute('data-depth'));
  const topDepth = await depth(top);
  expect([await depth(middle), await depth(leaf), await depth(sibling)]).toEqual([topDepth + 1, topDepth + 2, topDepth + 1]);
  // indented: the leaf's name starts further right than its parent's
  const left = async (id: number) => (await list.rows.and(page.locator(`[data-id="${id}"]`)).getByTestId('category-name').getByText(/e2e-cat/).boundingBox())!.x;
  expect(await left(leaf)).toBeGreaterThan(await left(middle));
  expect(await left(middle)).toBeGreaterThan(await left(top));
});

test('a review created through the API appears live at the top of the open review list', async ({ page, api }) => {
  const name = uniqueName('e2e-product');
  const product = await api.create('product', { name, price: 10, descriptions: [{ languageId: 1, name }] });
  const productId = idOf('product', product);
  const review = (author: string) => api.create('review', { productId, author, text: 'Good', rating: 5 });
  // a full first page, so the new row pushes the last one out
  for (let i = 0; i < 10; i += 1) await review(uniqueName('e2e-earlier'));

  const list = new EntityListPage(page, 'review');
  await list.goto();
  await expect(list.rows).toHaveCount(10);
  const countBefore = Number((await list.total.textContent())?.match(/\d+/)?.[0]);
  const lastBefore = await list.rows.last().getAttribute('data-id');

  const author = uniqueName('e2e-live');
  const created = idOf('review', await review(author));
  await expect(list.rows.first()).toHaveAttribute('data-id', String(created));
  await expect(list.rows.first()).toContainText(author);
  await expect(list.rows).toHaveCount(10);
  await expect(list.rows.last()).not.toHaveAttribute('data-id', lastBefore ?? '');
  await expect(list.total).toContainText(String(countBefore + 1));
});

test('a generated catalogue screen opens at its create/{id} path', async ({ page, api }) => {
  const group = await api.create('filterGroup', { name: uniqueName('e2e-fgroup') });
  const name = uniqueName('e2e-filter');
  const id = idOf('filter', await api.create('filter', { filterGroupId: idOf('filterGroup', group), name, sortOrder: 3 }));
  const form = new EntityFormPage(page, 'filter');
  await page.goto(`/#/catalog/filter/create/${id}`);
  await form.expectUpdate(id);
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: /Filter group/ })).toHaveValue(group.name as string);
});

test("a delete that fails shows the entity's text and what still refers to the row", async ({ page, api }) => {
  const name = uniqueName('e2e-agroup');
  const group = idOf('attributeGroup', await api.create('attributeGroup', { name }));
  await api.create('attribute', { attributeGroupId: group, name: uniqueName('e2e-attr') });
  await api.archive('attributeGroup', [group]);

  const list = new EntityListPage(page, 'attributeGroup');
  await list.goto();
  await list.showTab('Archived');
  await list.filterBy('Name', name);
  await list.rowAction(name, 'Delete').click();
  await list.confirm('Yes');
  await expect(new ShellPage(page).notification(`${CATALOG_TEXTS.attributeGroupNotDeleted}: ${messages.referenced('attributes')}`)).toBeVisible();
  await expect(list.row(name)).toHaveCount(1);
});
