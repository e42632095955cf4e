import { describe, expect, it } from 'vitest';
import { pendingRequests, shouldLoadContractInfo } from './contract-requests';

const none = { divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };

describe('contract requests in the consolidated info (spec §3, §4)', () => {
  it('finds nothing to ask when every request type is 0, or before the info loads', () => {
    expect(pendingRequests(none)).toEqual([]);
    expect(pendingRequests(null)).toEqual([]);
  });

  it('reads 1 as a new offer and 2 as the upline asking to end, by type', () => {
    expect(pendingRequests({ ...none, realtimesalreqtype: 1, divtypereq: 2 })).toEqual([
      { type: 'DIVIDEND', kind: 'termination' },
      { type: 'REALTIME_SALARY', kind: 'offer' },
    ]);
    expect(pendingRequests({ ...none, dailysalreqtype: 1, contracthoursalreq: 1 })).toEqual([
      { type: 'DAILY_SALARY', kind: 'offer' },
      { type: 'HOURLY_SALARY', kind: 'offer' },
    ]);
  });

  it('loads the info for a real member with the agent policy on, once no password change is due', () => {
    const member = { passwordChangeRequired: false };
    const base = { member, trial: false, agentPolicy: true, authModalOpen: false };
    expect(shouldLoadContractInfo(base)).toBe(true);
    expect(shouldLoadContractInfo({ ...base, member: null })).toBe(false);
    expect(shouldLoadContractInfo({ ...base, trial: true })).toBe(false);
    expect(shouldLoadContractInfo({ ...base, agentPolicy: false })).toBe(false);
    expect(shouldLoadContractInfo({ ...base, authModalOpen: true })).toBe(false);
    expect(shouldLoadContractInfo({ ...base, member: { passwordChangeRequired: true } })).toBe(false);
  });
});
