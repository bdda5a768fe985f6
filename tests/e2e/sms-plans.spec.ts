// SMS plans, history and numbers in the console: a business with no plan sent from the campaign
// screen to /sms/plan, choosing one, then sending; the history showing the messages; buying a
// number; an administrator's new plan among the cards. Each screen is photographed at 1920 and 1280 px.
import { formatPhone, toE164 } from '../../contract/phone';
import { SMS_TEXTS } from '../../contract/sms/sms';
import { ADMIN_USERNAME, E2E_ADMIN_PASSWORD, expect, test, uniqueName, useSession } from './fixtures';
import { EntityFormPage } from './pages/entity-form.page';
import { screenshots } from './support/screenshots';

const shoot = screenshots('sms');

test.beforeEach(async ({ page, api }) => {
  await useSession(page, await api.login(ADMIN_USERNAME, E2E_ADMIN_PASSWORD));
});

test('a business with no plan is sent to /sms/plan, chooses one, sends, and sees the messages in the history', async ({ page, api }) => {
  const firm = await api.create('business', { name: uniqueName('plan-shop'), status: true });
  const businessId = firm.businessId as number;
  await page.goto(`/#/sms/campaign/send?businessId=${businessId}`);
  await expect(page).toHaveURL(new RegExp(`#/sms/plan\\?businessId=${businessId}$`));
  await expect(page.getByTestId('plan-redirect-message')).toContainText(SMS_TEXTS.noPlan);
  await expect(page.getByTestId('plan-none')).toBeVisible();
  await shoot(page, 'plan-none');

  // the demo's Growth plan
  const plans = await api.call('GET', '/sms/plan/1/50?name=Growth');
  const growth = plans.body.data[0];
  await page.getByTestId(`plan-choose-${growth.smsPlanId}`).click();
  await expect(page.getByTestId(`plan-card-${growth.smsPlanId}`).getByTestId('plan-chosen')).toBeVisible();
  await expect(page.getByTestId('plan-usage')).toContainText('0 sent');
  await expect(page.getByTestId('balance-telnyx')).toBeVisible();
  await shoot(page, 'plan-chosen');

  await page.goto(`/#/sms/campaign/send?businessId=${businessId}`);
  await expect(page.getByTestId('campaign-name')).toBeVisible();
  const name = uniqueName('plan-campaign');
  await page.getByTestId('campaign-name').fill(name);
  await page.getByTestId('campaign-message').fill('Planned sale');
  await page.getByTestId('campaign-phones').fill(['(202) 557-2001', '(202) 557-2002', '(202) 557-2003'].join('\n'));
  await page.getByTestId('campaign-send').click();
  await expect(page.getByText(SMS_TEXTS.campaignSent)).toBeVisible();
  await expect(page).toHaveURL(/#\/sms\/campaign$/);

  // the history lists the campaign's messages once the queue expanded it
  await page.goto('/#/sms/history?phone=%2B12025572002');
  await expect(page.getByTestId('history-row').filter({ hasText: name })).toHaveCount(1, { timeout: 20_000 });
  await page.goto('/#/sms/history');
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  await shoot(page, 'history');
  await page.getByTestId('history-phone').fill('202 557 2003');
  await page.getByTestId('history-apply').click();
  await expect(page).toHaveURL(/phone=202\+557\+2003|phone=202%20557%202003/);
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('history-row')).toContainText('(202) 557-2003');
  // the plan counts the three messages
  await page.goto(`/#/sms/plan?businessId=${businessId}`);
  await expect(page.getByTestId('plan-usage')).toContainText('3 sent');
});

test('buying a number: search the sandbox, pick one, and it is an SMS phone', async ({ page, api }) => {
  await page.goto('/#/sms/phone/buy');
  const area = String(600 + (Date.now() % 300));
  await page.getByTestId('buy-area-code').fill(area);
  await page.getByTestId('buy-search').click();
  const results = page.getByTestId('buy-results');
  await expect(results.getByRole('button').first()).toBeVisible();
  await shoot(page, 'buy-number');
  // numbers read as people read them; the API keeps E.164
  const shown = (await results.getByRole('button').first().locator('.MuiListItemText-primary').textContent())!.trim();
  const phone = toE164(shown)!;
  expect(formatPhone(phone)).toBe(shown);
  await results.getByRole('button').first().click();
  await page.getByTestId('buy-number').click();
  await expect(page).toHaveURL(/#\/sms\/phone$/);
  const found = await api.call('GET', `/sms/phone/1/10?phone=${encodeURIComponent(phone)}`);
  expect(found.body.data.map((r: { phone: string }) => r.phone)).toEqual([phone]);
});

test('an administrator creates a plan on the generated form and finds it among the cards', async ({ page }) => {
  const form = new EntityFormPage(page, 'smsPlan');
  await page.goto('/#/sms/plan');
  await page.getByTestId('plan-new').click();
  await expect(form.heading).toHaveText('Create SMS plan');
  const name = uniqueName('plan');
  await form.fill({ Name: name, 'Monthly price': 19, 'Messages a month': 1500 });
  await shoot(page, 'plan-create');
  await form.save.click();
  await expect(page).toHaveURL(/#\/sms\/plan$/);
  const card = page.locator('[data-testid^="plan-card-"]', { hasText: name });
  await expect(card).toContainText('$19.00');
  await expect(card).toContainText('1,500 messages a month');
  await expect(card).toContainText('no messages past them');
});

test("a user's campaign past what the business's plan leaves is sent to /sms/plan with the plan's message", async ({ browser, api }) => {
  const firm = await api.create('business', { name: uniqueName('tight-shop'), status: true });
  const plan = await api.create('smsPlan', { name: uniqueName('Tight'), price: 1, messagesIncluded: 1, status: true });
  const chose = await api.call('POST', '/sms/plan/choose', { body: { smsPlanId: plan.smsPlanId, businessId: firm.businessId } });
  expect(chose.status, JSON.stringify(chose.body)).toBeLessThan(300);
  const group = await api.createGroup([
    { value: 'sms/campaign', type: 'access' },
    { value: 'sms/campaign', type: 'create' },
    { value: 'sms/plan', type: 'access' },
  ]);
  const user = await api.createUser({ userGroupId: group.userGroupId, businessId: firm.businessId });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await useSession(page, await api.login(user.username, user.password));
    await page.goto('/#/sms/campaign/send');
    // the business has a plan: the form opens
    await page.getByTestId('campaign-name').fill(uniqueName('too-many'));
    await page.getByTestId('campaign-message').fill('Two for a plan of one');
    await page.getByTestId('campaign-phones').fill(['(202) 557-3001', '(202) 557-3002'].join('\n'));
    await page.getByTestId('campaign-send').click();
    await expect(page).toHaveURL(/#\/sms\/plan/);
    await expect(page.getByTestId('plan-redirect-message')).toContainText(SMS_TEXTS.overPlan(1, 2));
    await expect(page.getByTestId(`plan-card-${plan.smsPlanId}`).getByTestId('plan-chosen')).toBeVisible();
  } finally {
    await context.close();
  }
});
