import { fillPath, getAgentTreeStaff, putMemberUpline, staffLogin } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from './global-setup';
import { uniqueName } from './support/api';
import {
  createStaff,
  DESKTOP,
  goTo,
  openConsole,
  PHONE,
  STAFF_PASSWORD,
  settled,
  shot,
  signIn,
  useScheme,
} from './support/backoffice';
import { DEMO_AGENT, DEMO_MEMBER } from './support/demo-accounts';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { loginWithPassword, openSite, reload, visit } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const AGENT = DEMO_AGENT;
/** agent01's direct downline in the demo brand. */
const MEMBER = DEMO_MEMBER;

async function staffToken(): Promise<string> {
  return (await api.call(staffLogin, { body: { username: 'admin', password: ADMIN_PASSWORD } })).token;
}

/** The staff tree's top level or a member's downlines (for finding ids the journey needs). */
async function treeLevel(token: string, parentId?: number) {
  return api.call(getAgentTreeStaff, {
    query: { ...(parentId ? { parentId: String(parentId) } : {}), pageSize: '100' },
    token,
  });
}

/**
 * A new top agent without contracts: agent01 registers a sub-agent in the agent centre, and staff
 * move it to the top (an agent with no agent above is the house's to contract with). agent01 itself
 * already holds a house contract of every type (the demo's), so the house cannot offer it another.
 */
async function newTopAgent(
  page: Page,
  agentId: number,
  token: string,
): Promise<{ id: number; account: string }> {
  const account = uniqueName('botop').toLowerCase();
  await openSite(page, baseUrl, '/agentHome');
  await loginWithPassword(page, AGENT.username, AGENT.password);
  await page.getByTestId('agent-home').waitFor();
  const toggle = page.getByTestId('ac-menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByTestId('ac-item-registerCenter').click();
  const form = page.getByTestId('downline-form');
  await form.locator('input[name=account]').fill(account);
  await form.locator('input[name=kind][value=AGENT]').check();
  await page.getByTestId('downline-submit').click();
  await eventually(() => page.getByTestId('created-account').textContent()).toBe(account);
  await page.evaluate(() => sessionStorage.removeItem('token'));
  const id = (await treeLevel(token, agentId)).list.find((node) => node.account === account)?.memberId ?? 0;
  expect(id).toBeGreaterThan(0);
  const move = { ...putMemberUpline, path: fillPath(putMemberUpline.path, { memberId: id }) };
  await api.call(move, { body: { parentId: null, reason: 'agents journey: a new top agent' }, token });
  return { id, account };
}

/** Searches the console's agent tree for `term` and waits for the answer. */
async function findInTree(page: Page, term: string): Promise<void> {
  await page.getByTestId('tree-search').locator('input[name=find]').fill(term);
  await page.getByTestId('tree-search-submit').click();
  await page.waitForURL((url) => url.searchParams.get('find') === term);
  await settled(page, 'tree-table');
}

describe('the back office: agents', () => {
  it("admin walks the tree, offers a new top agent a house contract, suspends and lifts agent01's, and reads the bills (desktop, dark)", async () => {
    const { page } = await open({ viewport: DESKTOP });
    await useScheme(page, 'dark');
    const token = await staffToken();
    const agentId =
      (await treeLevel(token)).list.find((node) => node.account === AGENT.username)?.memberId ?? 0;
    expect(agentId).toBeGreaterThan(0);
    const fresh = await newTopAgent(page, agentId, token);

    // Agents → Tree: the top agents, agent01 and the new one, each marked an agent.
    await openConsole(page, baseUrl);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await goTo(page, 'agents', false);
    await page.waitForURL((url) => url.pathname === '/backoffice/agents/tree');
    await settled(page, 'tree-table');
    const agentRow = page.locator(`[data-testid=row][data-id="${agentId}"]`);
    const freshRow = page.locator(`[data-testid=row][data-id="${fresh.id}"]`);
    await agentRow.waitFor();
    await freshRow.waitFor();
    expect(await agentRow.getByTestId('mark-agent').count()).toBe(1);
    expect(await agentRow.locator('[data-value=ACTIVE]').count()).toBe(1);
    // The demo agent holds a house contract of every type; the new one none yet.
    expect(await agentRow.locator('[data-testid=contract-marks] .mark').count()).toBe(4);
    expect(await freshRow.getByTestId('contract-marks').count()).toBe(0);
    await shot(page, 'backoffice-desktop-agents-tree');

    // Find in the tree: an account (any case) opens the tree at that member, under their uplines.
    await findInTree(page, MEMBER.username.toUpperCase());
    expect(await page.getByTestId('crumb-found').textContent()).toBe(MEMBER.username);
    expect(await page.getByTestId('tree-crumbs').getByTestId('crumb').allTextContents()).toEqual([
      AGENT.username,
    ]);
    expect(await page.getByTestId('row').count()).toBe(1);
    await shot(page, 'backoffice-desktop-agents-tree-search');
    // A member id (as the tree shows it, #12) finds agent01; a name nobody has finds no one.
    await findInTree(page, `#${agentId}`);
    await page.locator(`[data-testid=row][data-id="${agentId}"]`).waitFor();
    expect(await page.getByTestId('crumb-found').textContent()).toBe(AGENT.username);
    await findInTree(page, 'nobodyhere');
    expect(await page.getByTestId('tree-table').textContent()).toContain('No member matches');
    await page.getByTestId('tree-search-clear').click();
    await page.waitForURL((url) => url.search === '');
    await settled(page, 'tree-table');
    await agentRow.waitFor();

    // agent01's team report: the figures agent01 sees, for this month and then today.
    await agentRow.getByTestId('agent-report').click();
    await page.waitForURL((url) => url.pathname === `/backoffice/agents/${agentId}/report`);
    await page.getByTestId('report-tiles').waitFor();
    expect(
      Number(await page.getByTestId('tile-teamSize').locator('.tile__value').textContent()),
    ).toBeGreaterThan(0);
    await page.getByTestId('filter-period').getByRole('button', { name: 'Today' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'today');
    await page.getByTestId('report-tiles').waitFor();
    await shot(page, 'backoffice-desktop-agents-report');
    await page.goBack();
    await page.goBack();
    await settled(page, 'tree-table');
    await agentRow.waitFor();

    // Drill into agent01: the breadcrumb names them, their downline demo01 links to the member's page.
    await agentRow.getByTestId('drill-down').click();
    await page.waitForURL((url) => url.searchParams.get('parent') === String(agentId));
    await settled(page, 'tree-table');
    expect(await page.getByTestId('crumb-current').textContent()).toBe(AGENT.username);
    const downlineRow = page.getByTestId('row').filter({ hasText: 'demo01' });
    await downlineRow.waitFor();
    expect(await downlineRow.getByTestId('member-link').getAttribute('href')).toMatch(
      /\/backoffice\/members\/\d+$/u,
    );
    // A downline is not a top agent: the house offers nothing here.
    expect(await page.getByTestId('offer-contract').count()).toBe(0);
    await shot(page, 'backoffice-desktop-agents-tree-agent01');
    await page.getByTestId('crumb-top').click();
    await page.waitForURL((url) => !url.searchParams.has('parent'));
    await settled(page, 'tree-table');

    // The new top agent's row offers a house contract: real-time salary, one tier.
    await freshRow.getByTestId('offer-contract').click();
    const dialog = page.getByTestId('contract-dialog');
    expect(await dialog.getByTestId('contract-agent').textContent()).toContain(fresh.account);
    await dialog.locator('select[name=type]').selectOption('REALTIME_SALARY');
    const tier = dialog.getByTestId('tier').first();
    await tier.locator('input[name=minValidBet]').fill('1000');
    await tier.locator('input[name=minActiveMembers]').fill('1');
    await tier.locator('input[name=rate]').fill('0.5');
    await tier.locator('input[name=fixed]').fill('10');
    await eventually(() => tier.getByTestId('tier-reads').textContent()).toBe(
      'From ৳1,000.00 valid bet and 1 active member: 0.5% of valid bet + ৳10.00',
    );
    await shot(page, 'backoffice-desktop-agents-new-contract');
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').waitFor();
    // The Contracts tab opens on the agent's contracts: the offer waits (P), paid by the house.
    await page.waitForURL(
      (url) =>
        url.pathname === '/backoffice/agents/contracts' && url.searchParams.get('account') === fresh.account,
    );
    await settled(page, 'contracts-table');
    const offer = page.getByTestId('row').first();
    await offer.locator('[data-value=P]').waitFor();
    expect(await page.getByTestId('row').count()).toBe(1);
    expect(await offer.textContent()).toContain('from the house');
    expect(await offer.getByTestId('tier-lines').textContent()).toContain('0.5% of valid bet + ৳10.00');
    // An offer is not in force: nothing to suspend yet.
    expect(await offer.getByTestId('suspend').count()).toBe(0);
    await shot(page, 'backoffice-desktop-agents-contracts-offered');

    // "New house contract" with a member ID: agent01 already holds one of the type, and the form says so.
    await page.getByTestId('new-contract').click();
    await dialog.locator('input[name=memberId]').fill(String(agentId));
    await dialog.locator('select[name=type]').selectOption('REALTIME_SALARY');
    await dialog.getByTestId('tier').first().locator('input[name=rate]').fill('1');
    await dialog.getByTestId('dialog-submit').click();
    await eventually(() => dialog.getByTestId('dialog-error').textContent()).toContain(
      'already has a contract',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // agent01's hourly salary in force: suspended with a reason, then lifted. (Not its real-time
    // salary: a period that ends while suspended passes unbilled, and agent-bills.e2e.ts reads one.)
    await page.getByTestId('contracts-clear').click();
    // The form takes its fields from the address: type only once the cleared address is shown.
    await page.waitForURL((url) => url.search === '');
    await settled(page, 'contracts-table');
    const filters = page.getByTestId('contract-filters');
    await filters.locator('input[name=account]').fill(AGENT.username);
    await page.getByTestId('contracts-search').click();
    await page.getByTestId('filter-type').selectOption('HOURLY_SALARY');
    await page.getByTestId('filter-state').selectOption('V');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('account') === AGENT.username &&
        url.searchParams.get('type') === 'HOURLY_SALARY' &&
        url.searchParams.get('state') === 'V',
    );
    await settled(page, 'contracts-table');
    const inForce = page.getByTestId('row').first();
    await inForce.locator('[data-value=V]').waitFor();
    const contractId = (await inForce.getAttribute('data-id')) ?? '';
    await inForce.getByTestId('suspend').click();
    const reason = page.getByTestId('suspend-dialog');
    await reason.locator('textarea[name=reason]').fill('Checking the team for bonus abuse');
    await shot(page, 'backoffice-desktop-agents-suspend');
    await reason.getByTestId('dialog-submit').click();
    await reason.waitFor({ state: 'detached' });
    await inForce.getByTestId('mark-suspended').waitFor();
    // The reason stays on the contract, with who gave it.
    const note = inForce.getByTestId('brake-note');
    await eventually(() => note.textContent()).toContain('Suspended: Checking the team for bonus abuse');
    expect(await note.textContent()).toContain('admin');
    await shot(page, 'backoffice-desktop-agents-contracts-suspended');
    await inForce.getByTestId('lift-suspension').click();
    await reason.locator('textarea[name=reason]').fill('Checked: nothing found');
    await reason.getByTestId('dialog-submit').click();
    await reason.waitFor({ state: 'detached' });
    await eventually(() => inForce.getByTestId('mark-suspended').count()).toBe(0);
    expect(await inForce.getByTestId('suspend').count()).toBe(1);
    await eventually(() => note.textContent()).toContain('Lifted: Checked: nothing found');
    // The filtered view is an address: a reload keeps it.
    await reload(page);
    await settled(page, 'contracts-table');
    expect(await page.getByTestId('filter-state').inputValue()).toBe('V');
    expect(await page.locator(`[data-testid=row][data-id="${contractId}"]`).count()).toBe(1);

    // Bills: the list (filtered to agent01's contract from its row) loads.
    await page.getByTestId('tab-contracts').click();
    await settled(page, 'contracts-table');
    await page.locator(`[data-testid=row][data-id="${contractId}"]`).getByTestId('contract-bills').click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/backoffice/agents/bills' && url.searchParams.get('type') === 'HOURLY_SALARY',
    );
    await settled(page, 'bills-table');
    expect(await page.getByTestId('bill-filters').locator('input[name=account]').inputValue()).toBe(
      AGENT.username,
    );
    await shot(page, 'backoffice-desktop-agents-bills');
    await page.getByTestId('tab-bills').click();
    await settled(page, 'bills-table');
    await shot(page, 'backoffice-desktop-agents-bills-all');
  });

  it('reads on a phone in the light theme, in English and Bengali, without sideways scrolling', async () => {
    const { page } = await open({ viewport: PHONE });
    await useScheme(page, 'light');
    await openConsole(page, baseUrl);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await goTo(page, 'agents', true);
    await page.waitForURL((url) => url.pathname === '/backoffice/agents/tree');
    await settled(page, 'tree-table');
    const agentRow = page.getByTestId('row').filter({ hasText: AGENT.username });
    await agentRow.waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'backoffice-phone-agents-tree');
    await findInTree(page, MEMBER.username);
    expect(await page.getByTestId('crumb-found').textContent()).toBe(MEMBER.username);
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'backoffice-phone-agents-tree-search');
    await page.getByTestId('tree-search-clear').click();
    await settled(page, 'tree-table');

    // The tree's row action opens the house contract form for that agent.
    await agentRow.getByTestId('offer-contract').click();
    const dialog = page.getByTestId('contract-dialog');
    expect(await dialog.getByTestId('contract-agent').textContent()).toContain(AGENT.username);
    await dialog.locator('select[name=type]').selectOption('DIVIDEND');
    await dialog.getByTestId('add-tier').click();
    expect(await dialog.getByTestId('tier').count()).toBe(2);
    await dialog.getByTestId('tier').nth(1).locator('input[name=minNetLoss]').fill('50000');
    await dialog.getByTestId('tier').nth(1).locator('input[name=rate]').fill('20');
    await shot(page, 'backoffice-phone-agents-new-contract');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await agentRow.getByTestId('drill-down').click();
    await settled(page, 'tree-table');
    await page.getByTestId('crumb-current').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'backoffice-phone-agents-tree-agent01');

    await page.getByTestId('crumb-top').click();
    await settled(page, 'tree-table');
    await agentRow.getByTestId('agent-report').click();
    await page.getByTestId('report-tiles').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'backoffice-phone-agents-report');

    await page.getByTestId('tab-contracts').click();
    await settled(page, 'contracts-table');
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'backoffice-phone-agents-contracts');

    await page.getByTestId('tab-bills').click();
    await settled(page, 'bills-table');
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'backoffice-phone-agents-bills');

    // Bengali: the same pages read in the console's other language.
    await page.evaluate(() => localStorage.setItem('bo-lang', 'BN'));
    await visit(page, `${baseUrl}/backoffice/agents/contracts`);
    await settled(page, 'contracts-table');
    expect(await page.getByTestId('tab-contracts').textContent()).toBe('চুক্তি');
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'backoffice-phone-agents-contracts-bn');
    await visit(page, `${baseUrl}/backoffice/agents/bills`);
    await settled(page, 'bills-table');
    await shot(page, 'backoffice-phone-agents-bills-bn');
  });

  it('support reads the tree, contracts and bills but is offered none of the brakes', async () => {
    const support = await createStaff(api, 'support');
    const { page } = await open({ viewport: DESKTOP });
    await useScheme(page, 'light');
    await openConsole(page, baseUrl);
    await signIn(page, support, STAFF_PASSWORD);
    await goTo(page, 'agents', false);
    await settled(page, 'tree-table');
    await page.getByTestId('row').filter({ hasText: AGENT.username }).waitFor();
    expect(await page.getByTestId('offer-contract').count()).toBe(0);
    await page.getByTestId('tab-contracts').click();
    await settled(page, 'contracts-table');
    await page.locator('[data-testid=contracts-table] [data-value=V]').first().waitFor();
    expect(await page.getByTestId('new-contract').count()).toBe(0);
    expect(await page.getByTestId('suspend').count()).toBe(0);
    await page.getByTestId('tab-bills').click();
    await settled(page, 'bills-table');
    expect(await page.getByTestId('hold-bill').count()).toBe(0);
  });
});
