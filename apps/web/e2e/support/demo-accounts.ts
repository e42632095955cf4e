/** The demo brand's own accounts that the journeys sign in with (seeded by db/seed/demo-brand.ts). */
export const DEMO_MEMBER = { username: 'demo01', password: 'Demo1234' };
export const DEMO_AGENT = { username: 'agent01', password: 'Agent1234' };

/**
 * The password agent01's sub-agent of agent-contracts.e2e.ts picks when its first login forces a
 * new one; agent-bills.e2e.ts signs in with it at the end of the run to read that sub-agent's bill.
 */
export const SUB_AGENT_PASSWORD = 'Subagent123';
