/**
 * A deposit keeps the fee its channel charged the brand when it was made (basis points and a fixed
 * part in minor units), as it keeps the channel's name and bank account: the cashier report sums
 * what each deposit cost, whatever the channel's fee is today.
 */
export const statements: string[] = [
  'alter table deposits add column fee_bp int not null default 0',
  'alter table deposits add column fee_fixed bigint not null default 0',
];
