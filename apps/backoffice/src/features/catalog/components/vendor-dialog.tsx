import type { listVendorsStaff, ValueOf } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useAction } from '../../../lib/hooks/use-action';
import { putVendor } from '../api/put-vendor';

export type StaffVendor = ValueOf<typeof listVendorsStaff>['list'][number];

/** A vendor's status, order and remark (every brand), and whether this brand offers it. */
export function VendorDialog(props: {
  vendor: StaffVendor;
  onSaved: (vendor: StaffVendor) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const v = props.vendor;
  const [active, setActive] = useState(v.status === 'ACTIVE');
  const [offered, setOffered] = useState(v.offered);
  const [sort, setSort] = useState(String(v.sort));
  const [remark, setRemark] = useState(v.remark ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const action = useAction();
  const submit = async () => {
    const order = Number(sort);
    if (!/^\d{1,6}$/u.test(sort.trim()) || order > 100_000) {
      setInvalid(t('catalog.orderInvalid'));
      return;
    }
    setInvalid(null);
    let saved: StaffVendor | null = null;
    const ok = await action.run(async () => {
      saved = await putVendor(v.code, {
        status: active ? 'ACTIVE' : 'DISABLED',
        sort: order,
        remark: remark.trim() || null,
        offered,
      });
    });
    if (ok && saved) props.onSaved(saved);
  };
  return (
    <Dialog
      title={t('catalog.editVendor', { name: v.name })}
      submitLabel={t('common.save')}
      busy={action.busy}
      error={invalid ?? action.error}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      testId="vendor-dialog"
    >
      <p className="callout small">{t('catalog.vendorShared')}</p>
      <div className="toggles">
        <label className="switch">
          <input
            type="checkbox"
            name="active"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
          {t('catalog.vendorActive')}
        </label>
        <label className="switch">
          <input
            type="checkbox"
            name="offered"
            checked={offered}
            onChange={(e) => setOffered(e.target.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
          {t('catalog.offered')}
        </label>
      </div>
      <Field label={t('catalog.order')} hint={t('catalog.orderHint')}>
        {(id) => (
          <input
            id={id}
            name="sort"
            inputMode="numeric"
            className="input--narrow"
            value={sort}
            onChange={(e) => setSort(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('catalog.remark')} hint={t('catalog.remarkHint')}>
        {(id) => (
          <textarea
            id={id}
            name="remark"
            rows={2}
            maxLength={200}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
        )}
      </Field>
    </Dialog>
  );
}
