import type { StaffPointItem } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { formatCount } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { putPointItem } from '../api/put-point-item';
import { ITEM_LIMITS, inLanguage, keepItemAs } from '../point-item-form';
import { wholeOf } from '../points-settings';

/**
 * Sets what is left of an item now (empty: no limit); the rest of the item stays as it is, and
 * redeems in process keep the pieces they took.
 */
export function StockDialog(props: {
  item: StaffPointItem;
  onDone: (saved: StaffPointItem) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { item } = props;
  const [text, setText] = useState(item.stock === null ? '' : String(item.stock));
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction();
  const name = inLanguage(item.name, lang) ?? `#${item.id}`;

  const submit = async () => {
    const clean = text.trim();
    const stock = clean === '' ? null : wholeOf(clean);
    if (clean !== '' && (stock === null || stock > ITEM_LIMITS.stock))
      return setProblem(t('points.items.invalid.stock', { max: ITEM_LIMITS.stock }));
    setProblem(null);
    let saved: StaffPointItem | null = null;
    const ok = await action.run(async () => {
      saved = await putPointItem(item.id, keepItemAs(item, { stock }));
    });
    if (ok && saved) props.onDone(saved);
  };

  return (
    <Dialog
      title={t('points.items.stockTitle', { name })}
      submitLabel={t('common.save')}
      busy={action.busy}
      error={problem ?? action.error}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      testId="stock-dialog"
    >
      <dl className="facts">
        <dt>{t('points.items.stockNow')}</dt>
        <dd className="num">
          {item.stock === null ? t('points.items.unlimited') : formatCount(item.stock, lang)}
        </dd>
        <dt>{t('points.items.redeemed')}</dt>
        <dd className="num">{formatCount(item.redeemed, lang)}</dd>
      </dl>
      <Field label={t('points.items.stockLeft')} hint={t('points.items.stockHintSaved')}>
        {(id) => (
          <input
            id={id}
            name="stock"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('points.items.unlimited')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
    </Dialog>
  );
}
