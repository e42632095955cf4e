/**
 * The bonuses issued on a brand since a time, read by the platform's messages job (decision 0047)
 * on each pass: each brand's range of this index instead of every bonus.
 */
export const statements: string[] = ['create index bonuses_issued on bonuses (merchant_id, issued_at)'];
