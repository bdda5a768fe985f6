// The audit log's entity filter (issue 8): orders are declared in the registry like every entity,
// so the filter offers them and selects their entries only.
import { entities } from '../../contract/entities';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { AuditLogPage } from './pages/audit-log.page';
import { OrdersData, uniqueTelephone } from './pages/orders-data';

test('the audit log filters by orders', async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
  const data = new OrdersData(api);
  const [order] = await data.create(1, uniqueTelephone());
  await data.changeStatus(order, 'accepted');
  // a later write of another entity: the newest entry while no filter is set
  const name = uniqueName('audit');
  const language = await api.create('language', { name, code: name });

  const log = new AuditLogPage(page);
  await log.goto();
  await expect(log.rowsOf('language', language.languageId)).toHaveCount(1);

  await log.filterByEntity(entities.order.label);
  // the order's creation and its status change, and nothing but orders
  await expect(log.rowsOf('order', order.orderId)).toHaveCount(2);
  await expect(log.rowsOf('language', language.languageId)).toHaveCount(0);
  const shown = await log.entityCells().allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown)).toEqual(new Set([entities.order.name]));
});
