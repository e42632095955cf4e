import type { StaffPointItem } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Segmented } from '../../../components/page-header';
import { formatCount } from '../../../lib/format';
import { useCheckedDraft } from '../../../lib/hooks/use-checked-draft';
import { CheckedField } from '../../promotions/components/checked-field';
import { postPointItem } from '../api/post-point-item';
import { putPointItem } from '../api/put-point-item';
import {
  emptyItemDraft,
  ITEM_LANGUAGES,
  ITEM_LIMITS,
  type ItemDraft,
  type ItemField,
  itemBody,
  itemDraftOf,
} from '../point-item-form';
import { InputField, SwitchField } from './input-field';
import { PointItemCard } from './item-card';

/**
 * Puts an item in the mall or changes one: its name and description per language, picture,
 * points, the valid bet it asks and its stock, with the member's card beside the form in the
 * language being written. A field's problem shows once it was left or the form was sent.
 */
export function ItemDialog(props: {
  item: StaffPointItem | null;
  /** The sort order a new item starts with (after the others). */
  nextSortOrder: number;
  currency: string;
  scale: number;
  onDone: (saved: StaffPointItem) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { item, currency, scale } = props;
  const form = useCheckedDraft({
    initial: (): ItemDraft => (item ? itemDraftOf(item, scale) : emptyItemDraft(props.nextSortOrder)),
    check: (draft: ItemDraft) => itemBody(draft, scale),
    formTestId: 'item-dialog',
  });
  const { draft, setDraft, set, body, action } = form;
  const languages = useMemo(
    () => [...new Set([...ITEM_LANGUAGES, ...Object.keys(item?.name ?? {})])],
    [item],
  );
  const [language, setLanguage] = useState<string>(
    languages.includes(i18n.language) ? i18n.language : (languages[0] ?? 'EN'),
  );
  const perLanguage = (name: 'name' | 'description', value: string) =>
    setDraft((d) => ({ ...d, [name]: { ...d[name], [language]: value } }));
  const error = (name: ItemField) => {
    const key = form.shown(name);
    return key && t(`points.items.invalid.${key}`, { currency, scale, max: ITEM_LIMITS.stock });
  };

  const submit = async () => {
    const saved = await form.submit(
      (body) => (item ? putPointItem(item.id, body) : postPointItem(body)),
      // The name is written in some language: show the one that has the problem.
      () => form.problems.name === 'name' && setLanguage(languages[0] ?? 'EN'),
    );
    if (saved) props.onDone(saved);
  };

  return (
    <Dialog
      wide
      title={item ? t('points.items.editTitle', { id: item.id }) : t('points.items.newTitle')}
      submitLabel={item ? t('common.save') : t('points.items.create')}
      busy={action.busy}
      error={
        form.sent && form.problemCount > 0
          ? t('points.fixFields', { count: form.problemCount })
          : action.error
      }
      onSubmit={() => void submit()}
      onClose={props.onClose}
      testId="item-dialog"
    >
      <div className="point-item-form" onBlur={form.onBlur}>
        <div className="point-item-form__fields">
          {item && (
            <p className="form-note" data-testid="item-redeemed">
              {t('points.items.redeemedNote', {
                count: item.redeemed,
                redeemed: formatCount(item.redeemed, i18n.language),
              })}
            </p>
          )}
          <div className="field">
            <span className="label">{t('points.items.language')}</span>
            <Segmented
              label={t('points.items.language')}
              value={language}
              options={languages.map((l) => ({ value: l, label: l }))}
              onChange={setLanguage}
              testId="item-language"
            />
          </div>
          <InputField
            label={t('points.items.nameIn', { language })}
            hint={t('points.items.nameHint')}
            error={error('name')}
            name="name"
            lang={language.toLowerCase()}
            maxLength={ITEM_LIMITS.name}
            value={draft.name[language] ?? ''}
            onChange={(value) => perLanguage('name', value)}
          />
          <CheckedField label={t('points.items.descriptionIn', { language })} error={error('description')}>
            {(control) => (
              <textarea
                {...control}
                name="description"
                rows={3}
                lang={language.toLowerCase()}
                maxLength={ITEM_LIMITS.description}
                value={draft.description[language] ?? ''}
                onChange={(e) => perLanguage('description', e.target.value)}
              />
            )}
          </CheckedField>
          <InputField
            label={t('points.items.image')}
            hint={t('points.items.imageHint')}
            error={error('image')}
            name="image"
            inputMode="url"
            maxLength={ITEM_LIMITS.image}
            placeholder="/images/points/mug.svg"
            value={draft.image}
            onChange={(value) => set('image', value)}
          />
          <div className="grid-2">
            <InputField
              label={t('points.items.points')}
              error={error('points')}
              name="points"
              inputMode="numeric"
              value={draft.points}
              onChange={(value) => set('points', value)}
            />
            <InputField
              label={t('points.items.amountRequired', { currency })}
              hint={t('points.items.amountRequiredHint')}
              error={error('amountRequired')}
              name="amountRequired"
              inputMode="decimal"
              placeholder="0"
              value={draft.amountRequired}
              onChange={(value) => set('amountRequired', value)}
            />
            <InputField
              label={t('points.items.stock')}
              hint={t(item ? 'points.items.stockHintSaved' : 'points.items.stockHint')}
              error={error('stock')}
              name="stock"
              inputMode="numeric"
              placeholder={t('points.items.unlimited')}
              value={draft.stock}
              onChange={(value) => set('stock', value)}
            />
            <InputField
              label={t('points.items.sortOrder')}
              hint={t('points.items.sortOrderHint')}
              error={error('sortOrder')}
              name="sortOrder"
              inputMode="numeric"
              value={draft.sortOrder}
              onChange={(value) => set('sortOrder', value)}
            />
          </div>
          <SwitchField
            label={t('points.items.enabledLabel')}
            name="enabled"
            checked={draft.enabled}
            onChange={(enabled) => set('enabled', enabled)}
          />
        </div>
        <section
          className="point-item-form__preview"
          aria-label={t('points.items.preview')}
          data-testid="item-preview"
        >
          <p className="preview__label">{t('points.items.previewIn', { language })}</p>
          <PointItemCard item={body} language={language} currency={currency} scale={scale} />
          {!draft.enabled && <p className="form-note">{t('points.items.offNote')}</p>}
        </section>
      </div>
    </Dialog>
  );
}
