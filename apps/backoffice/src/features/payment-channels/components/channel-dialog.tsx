import type { StaffChannel } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { Segmented } from '../../../components/page-header';
import { useAction } from '../../../lib/hooks/use-action';
import { postPaymentChannel } from '../api/post-payment-channel';
import { putPaymentChannel } from '../api/put-payment-channel';
import { bodyOf, type ChannelDraft, draftOf, emptyDraft } from '../channel-form';

/**
 * Adds a deposit channel or changes one: a bank account members transfer to, or an online gateway
 * this deployment has. Amounts in major units, read exactly; the server checks them again.
 */
export function ChannelDialog(props: {
  channel: StaffChannel | null;
  position: number;
  gateways: readonly string[];
  scale: number;
  currency: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editing = props.channel !== null;
  const [draft, setDraft] = useState<ChannelDraft>(() =>
    props.channel ? draftOf(props.channel) : emptyDraft(props.gateways),
  );
  const [invalid, setInvalid] = useState<string | null>(null);
  const action = useAction();
  const set = <K extends keyof ChannelDraft>(name: K, value: ChannelDraft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));
  // A gateway the deployment no longer has stays choosable for a channel that names it.
  const gateways =
    draft.gateway && !props.gateways.includes(draft.gateway)
      ? [...props.gateways, draft.gateway]
      : props.gateways;

  const submit = async () => {
    const { body, problem } = bodyOf(draft, props.scale);
    if (problem) return setInvalid(t(`channels.invalid.${problem.key}`, problem.values));
    setInvalid(null);
    const { code, ...fields } = body;
    const ok = await action.run(() =>
      editing ? putPaymentChannel(code, { ...fields, position: props.position }) : postPaymentChannel(body),
    );
    if (ok) props.onDone();
  };

  const input = (
    name: keyof ChannelDraft,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' } = {},
  ) => (
    <Field label={label} hint={extra.hint}>
      {(id) => (
        <input
          id={id}
          name={name}
          autoComplete="off"
          inputMode={extra.inputMode}
          value={draft[name] as string}
          onChange={(e) => set(name, e.target.value as never)}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      title={editing ? t('channels.editTitle', { name: props.channel?.name }) : t('channels.newTitle')}
      submitLabel={editing ? t('common.save') : t('channels.create')}
      busy={action.busy}
      error={invalid ?? action.error}
      onSubmit={submit}
      onClose={props.onClose}
      testId="channel-dialog"
    >
      <div className="grid-2">
        <Field label={t('channels.code')} hint={editing ? t('channels.codeFixed') : t('channels.codeHint')}>
          {(id) => (
            <input
              id={id}
              name="code"
              autoComplete="off"
              disabled={editing}
              value={draft.code}
              onChange={(e) => set('code', e.target.value.toUpperCase())}
            />
          )}
        </Field>
        {input('name', t('channels.name'))}
      </div>
      <div className="field">
        <span className="label">{t('channels.type')}</span>
        <Segmented
          label={t('channels.type')}
          value={draft.type}
          options={[
            { value: 'BANK', label: t('channels.types.BANK') },
            { value: 'GATEWAY', label: t('channels.types.GATEWAY') },
          ]}
          onChange={(value) => set('type', value)}
          testId="channel-type"
        />
      </div>
      {draft.type === 'BANK' ? (
        <div className="grid-2">
          {input('bankName', t('channels.bankName'))}
          {input('accountName', t('channels.accountName'))}
          {input('accountNumber', t('channels.accountNumber'))}
          {input('branch', t('channels.branch'))}
        </div>
      ) : (
        <Field
          label={t('channels.gateway')}
          hint={gateways.length === 0 ? t('channels.noGateways') : undefined}
        >
          {(id) => (
            <select
              id={id}
              name="gateway"
              value={draft.gateway}
              onChange={(e) => set('gateway', e.target.value)}
            >
              {gateways.length === 0 && <option value="">—</option>}
              {gateways.map((gateway) => (
                <option key={gateway} value={gateway}>
                  {gateway}
                  {props.gateways.includes(gateway) ? '' : ` (${t('channels.unusable')})`}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="grid-2">
        {input('min', t('channels.min', { currency: props.currency }), { inputMode: 'decimal' })}
        {input('max', t('channels.max', { currency: props.currency }), { inputMode: 'decimal' })}
      </div>
      {input('presets', t('channels.presets'), { hint: t('channels.presetsHint'), inputMode: 'decimal' })}
      <div className="grid-2">
        {input('feePercent', t('channels.feePercent'), { hint: t('channels.feeHint'), inputMode: 'decimal' })}
        {input('feeFixed', t('channels.feeFixed', { currency: props.currency }), { inputMode: 'decimal' })}
      </div>
      <label className="switch">
        <input
          type="checkbox"
          name="enabled"
          checked={draft.enabled}
          onChange={(e) => set('enabled', e.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span>{t('channels.enabledLabel')}</span>
      </label>
    </Dialog>
  );
}
