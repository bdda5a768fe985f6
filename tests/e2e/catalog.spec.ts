// Catalogue screens: the category tree, reviews arriving live, a generated screen at create/{id}.
import { CATALOG_TEXTS, FILTER_CHOOSER_PATH } from '../../contract/catalog';
import { INTL_LOCALES } from '../../contract/accounts/user-language';
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
  const added = await review(author);
  const created = idOf('review', added);
  await expect(list.rows.first()).toHaveAttribute('data-id', String(created));
  await expect(list.rows.first()).toContainText(author);
  // the review's date (the specification's `date`): when it was added, in its own column
  await expect(page.getByRole('columnheader', { name: 'Date added' })).toBeVisible();
  await expect(list.rows.first()).toContainText(new Date(String(added.dateAdded)).toLocaleString(INTL_LOCALES.en));
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

test("the filter chooser ticks a product group's filters of one group, and keeps those of others", async ({ page, api }) => {
  const [colours, sizes] = [
    await api.create('filterGroup', { name: uniqueName('e2e-colours') }),
    await api.create('filterGroup', { name: uniqueName('e2e-sizes') }),
  ];
  const [red, blue] = [
    await api.create('filter', { name: 'Red', filterGroupId: idOf('filterGroup', colours) }),
    await api.create('filter', { name: 'Blue', filterGroupId: idOf('filterGroup', colours) }),
  ];
  const small = await api.create('filter', { name: 'Small', filterGroupId: idOf('filterGroup', sizes) });
  const groupName = uniqueName('e2e-chooser');
  const group = await api.create('productGroup', { name: groupName, filters: { categories: [], brands: [], business: null, filterIds: [idOf('filter', small), idOf('filter', red)] } });
  const groupId = idOf('productGroup', group);

  // the colours of the group, the product group picked: what it holds of them is ticked
  const shell = new ShellPage(page);
  await shell.open(`${FILTER_CHOOSER_PATH}?filter=productGroup&filterGroupId=${idOf('filterGroup', colours)}`);
  await expect(page.getByRole('heading', { name: CATALOG_TEXTS.filterChooserTitle })).toBeVisible();
  const filters = page.getByTestId('chooser-filters');
  await expect(filters.getByRole('checkbox')).toHaveCount(2);
  await expect(filters.getByRole('checkbox', { name: 'Red' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Apply to' }).fill(groupName);
  await page.getByRole('option', { name: groupName }).click();
  await expect(filters.getByRole('checkbox', { name: 'Red' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Blue' })).not.toBeChecked();

  // Blue instead of Red, applied: the group holds Blue and still its size
  await filters.getByRole('checkbox', { name: 'Red' }).uncheck();
  await filters.getByRole('checkbox', { name: 'Blue' }).check();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(shell.notification('Filters applied')).toBeVisible();
  const held = (await api.get('productGroup', groupId)).body.filters.filterIds;
  expect(held).toEqual([idOf('filter', small), idOf('filter', blue)]);

  // the address keeps the choice: a reload shows the same ticks
  await page.reload();
  await expect(filters.getByRole('checkbox', { name: 'Blue' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Red' })).not.toBeChecked();
});
