/**
 * The reason staff last gave for a brake on an agent's contract (suspended or lifted) or bill (held
 * or released), who gave it and when (issue 14): kept on the row, so the lists show why without
 * reading the audit log (which still records every change).
 */
export const statements: string[] = [
  'alter table agent_contracts add column suspension_reason text',
  'alter table agent_contracts add column suspension_by int references staff(id)',
  'alter table agent_contracts add column suspension_at timestamptz',
  'alter table agent_bills add column hold_reason text',
  'alter table agent_bills add column hold_by int references staff(id)',
  'alter table agent_bills add column hold_at timestamptz',
];
