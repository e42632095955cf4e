import type { DepositChannelView } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { type DepositCurrency, moneyText } from '../deposit-rules';
import { BankIcon, CardIcon } from './deposit-icons';

/** The brand's channels as cards over native radio buttons (arrow keys move the choice). */
export function ChannelPicker({
  channels,
  selected,
  currency,
  onSelect,
}: {
  channels: DepositChannelView[];
  selected: string;
  currency: DepositCurrency;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  const name = useUniqueId();
  return (
    <fieldset className="deposit-channels">
      <legend className="visually-hidden">{t('dep_choose_channel')}</legend>
      {channels.map((channel) => {
        const Icon = channel.type === 'BANK' ? BankIcon : CardIcon;
        const type = t(channel.type === 'BANK' ? 'dep_type_bank' : 'dep_type_gateway');
        return (
          <label
            key={channel.code}
            className="deposit-channel"
            data-testid={`deposit-channel-${channel.code}`}
          >
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              value={channel.code}
              checked={channel.code === selected}
              onChange={() => onSelect(channel.code)}
            />
            <span className="deposit-channel__icon">
              <Icon />
            </span>
            <span className="deposit-channel__text">
              <span className="deposit-channel__name">{channel.name}</span>
              {/* The brand names its channels; the kind is said only when the name does not say it. */}
              {type.toLowerCase() !== channel.name.toLowerCase() && (
                <span className="deposit-channel__type">{type}</span>
              )}
              <span className="deposit-channel__limits">
                {t('dep_limits', {
                  min: moneyText(channel.min, currency),
                  max: moneyText(channel.max, currency),
                })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
