import {
  type CashierSettings,
  type DepositChannel,
  type StaffChannel,
  toMajor,
  toMinor,
  ZCashierSettings,
} from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Merchant } from '../site/merchant.js';
import type { MerchantDirectory } from '../site/merchant-directory.js';
import type { PaymentGateways } from './payment-gateway.js';

type ChannelInput = Omit<StaffChannel, 'code' | 'usable'>;

/**
 * Staff edit a brand's deposit channels (issue 13). The channels live in the brand's cashier
 * settings, in minor units; a change is checked (limits, presets inside them, a bank account for a
 * bank channel, a known adapter for a gateway), written with the brand's row locked, audited with
 * before and after, and every node's brand cache is dropped.
 */
export class PaymentChannels {
  constructor(
    private readonly db: Db,
    private readonly gateways: PaymentGateways,
    private readonly merchants: MerchantDirectory,
  ) {}

  list(merchant: Merchant) {
    return this.view(merchant.cashier.deposit.channels, merchant.currencyScale);
  }

  create(merchant: Merchant, actor: StaffSession, input: ChannelInput & { code: string }, ip: string) {
    return this.change(merchant, actor, ip, 'cashier.channel.create', input.code, (channels) => {
      if (channels.some((c) => c.code === input.code)) throw new AppError('channel.exists');
      return [...channels, this.stored(input.code, input, merchant.currencyScale)];
    });
  }

  update(
    merchant: Merchant,
    actor: StaffSession,
    code: string,
    input: ChannelInput & { position: number },
    ip: string,
  ) {
    return this.change(merchant, actor, ip, 'cashier.channel.update', code, (channels) => {
      const rest = channels.filter((c) => c.code !== code);
      if (rest.length === channels.length) throw new AppError('channel.not.found');
      rest.splice(Math.min(input.position, rest.length), 0, this.stored(code, input, merchant.currencyScale));
      return rest;
    });
  }

  private async change(
    merchant: Merchant,
    actor: StaffSession,
    ip: string,
    action: string,
    code: string,
    edit: (channels: DepositChannel[]) => DepositChannel[],
  ) {
    const after = await this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('merchants')
        .select('cashier_settings')
        .where('id', '=', merchant.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const stored =
        typeof row.cashier_settings === 'string' ? JSON.parse(row.cashier_settings) : row.cashier_settings;
      const current: CashierSettings = { ...merchant.cashier, ...(stored as Partial<CashierSettings>) };
      const channels = edit(current.deposit.channels);
      const next = ZCashierSettings.parse({ ...current, deposit: { ...current.deposit, channels } });
      await tx
        .updateTable('merchants')
        .set({ cashier_settings: JSON.stringify(next) })
        .where('id', '=', merchant.id)
        .execute();
      await recordAudit(tx, {
        merchantId: merchant.id,
        actorType: 'staff',
        actorId: actor.staffId,
        action,
        target: `channel:${code}`,
        details: {
          // The channel as stored: its amounts are minor units (what the wire shows as 200 is 20000).
          unit: 'minor',
          before: current.deposit.channels.find((c) => c.code === code) ?? null,
          after: channels.find((c) => c.code === code) ?? null,
        },
        ip,
      });
      return channels;
    });
    this.merchants.invalidate();
    return this.view(after, merchant.currencyScale);
  }

  /** The channel as stored: minor units, checked. */
  private stored(code: string, input: ChannelInput, scale: number): DepositChannel {
    const minor = (amount: number, what: string) => {
      const value = amount === 0 ? 0n : toMinor(amount, scale);
      if (value === null) throw new AppError('channel.invalid', { detail: `${what} has too many decimals` });
      return Number(value);
    };
    const min = minor(input.min, 'min');
    const max = minor(input.max, 'max');
    if (min <= 0 || min > max)
      throw new AppError('channel.invalid', { detail: 'min must be above 0 and at most max' });
    const presets = input.presets.map((p) => minor(p, 'a preset'));
    if (presets.some((p) => p < min || p > max)) {
      throw new AppError('channel.invalid', { detail: 'every preset must lie between min and max' });
    }
    if (input.type === 'BANK' && !input.bank)
      throw new AppError('channel.invalid', { detail: 'a bank channel needs its account' });
    if (input.type === 'GATEWAY' && !this.gateways.find(input.gateway)) {
      throw new AppError('channel.invalid', { detail: 'unknown gateway' });
    }
    const percent = input.feePercent ?? 0;
    const feeBp = Math.round(percent * 100);
    if (Math.abs(percent * 100 - feeBp) > 1e-6) {
      throw new AppError('channel.invalid', { detail: 'the fee percent has at most two decimals' });
    }
    const feeFixed = minor(input.feeFixed ?? 0, 'the fixed fee');
    return {
      code,
      type: input.type,
      name: input.name,
      enabled: input.enabled,
      min,
      max,
      presets,
      ...(input.type === 'BANK' ? { bank: input.bank } : { gateway: input.gateway }),
      ...(feeBp > 0 ? { feeBp } : {}),
      ...(feeFixed > 0 ? { feeFixed } : {}),
    };
  }

  private view(channels: DepositChannel[], scale: number) {
    const major = (minor: number) => toMajor(BigInt(minor), scale);
    return {
      channels: channels.map((c) => ({
        code: c.code,
        type: c.type,
        name: c.name,
        enabled: c.enabled,
        min: major(c.min),
        max: major(c.max),
        presets: c.presets.map(major),
        ...(c.bank ? { bank: c.bank } : {}),
        ...(c.gateway ? { gateway: c.gateway } : {}),
        feePercent: (c.feeBp ?? 0) / 100,
        feeFixed: major(c.feeFixed ?? 0),
        usable: c.type === 'BANK' || this.gateways.find(c.gateway) !== undefined,
      })),
      gateways: this.gateways.codes(),
    };
  }
}
