import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_PAGES } from './agent-centre-store';
import { agentMenuPages } from './agent-menu-pages';

const off = { enableCt: false, salary: false, hourSalary: false, realtimeSalary: false };
const BILLS = ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'];

describe('the agent centre menu by the contract flags (spec §2.4, §6)', () => {
  it('shows every page but the bill pages when no flag is on, or before the flags load', () => {
    const expected = AGENT_CENTRE_PAGES.filter((page) => !BILLS.includes(page));
    expect(agentMenuPages(off, true)).toEqual(expected);
    expect(agentMenuPages(null, true)).toEqual(expected);
    expect(expected).toContain('agentContracts');
    expect(expected).toContain('agentRevenueReport');
  });

  it('shows each bill page for its own flag only', () => {
    expect(agentMenuPages({ ...off, enableCt: true }, true)).toContain('agentDividendRecordCopy2');
    expect(agentMenuPages({ ...off, salary: true }, true)).toContain('agentDailyWages2');
    expect(agentMenuPages({ ...off, hourSalary: true }, true)).toContain('agentHourSalary');
    const realtime = agentMenuPages({ ...off, realtimeSalary: true }, true);
    expect(realtime.filter((page) => BILLS.includes(page))).toEqual(['agentRealtimeSalary']);
  });

  it('keeps the spec order with every flag on', () => {
    const all = { enableCt: true, salary: true, hourSalary: true, realtimeSalary: true };
    expect(agentMenuPages(all, true)).toEqual([...AGENT_CENTRE_PAGES]);
  });

  it('shows no contract page when the brand has the agent policy off', () => {
    const all = { enableCt: true, salary: true, hourSalary: true, realtimeSalary: true };
    const pages = agentMenuPages(all, false);
    expect(pages).not.toContain('agentContracts');
    for (const page of BILLS) expect(pages).not.toContain(page);
    expect(pages).toContain('agentRevenueReport');
  });
});
