import type { rotateVendorSecretStaff, ValueOf } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { rotateVendorSecret } from '../api/rotate-vendor-secret';
import type { StaffVendor } from './vendor-dialog';

type Rotated = ValueOf<typeof rotateVendorSecretStaff>;

/** How long the replaced secret stays good: 0 when it leaked. */
const GRACE_HOURS = [24, 72, 1, 0] as const;

/**
 * Rotate a vendor's signing secret: choose how long the old one stays accepted, then see the new
 * one this once (with a copy button) to hand to the vendor.
 */
export function SecretDialog(props: {
  vendor: StaffVendor;
  onRotated: (rotated: Rotated) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [grace, setGrace] = useState<number>(GRACE_HOURS[0]);
  const [rotated, setRotated] = useState<Rotated | null>(null);
  const [copied, setCopied] = useState(false);
  const action = useAction();
  const name = props.vendor.name;

  if (rotated) {
    const copy = async () => {
      await navigator.clipboard?.writeText(rotated.secret).catch(() => undefined);
      setCopied(true);
    };
    return (
      <Dialog
        title={t('catalog.secretNew', { name })}
        submitLabel={t('common.done')}
        onSubmit={props.onClose}
        onClose={props.onClose}
        testId="secret-shown"
      >
        <p className="callout small">{t('catalog.secretOnce')}</p>
        <Field label={t('catalog.secret')}>
          {(id) => (
            <div className="input-row">
              <input
                id={id}
                className="mono"
                readOnly
                value={rotated.secret}
                onFocus={(e) => e.target.select()}
                data-testid="new-secret"
              />
              <button type="button" className="btn" onClick={() => void copy()}>
                {copied ? t('catalog.copied') : t('catalog.copy')}
              </button>
            </div>
          )}
        </Field>
        <p className="muted small">
          {rotated.previousSecretValidUntil
            ? t('catalog.secretOldUntil', {
                time: formatDateTime(rotated.previousSecretValidUntil, i18n.language),
              })
            : t('catalog.secretOldRefused')}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('catalog.rotateSecretOf', { name })}
      submitLabel={t('catalog.rotateSecret')}
      danger
      busy={action.busy}
      error={action.error}
      onClose={props.onClose}
      onSubmit={async () => {
        let answer: Rotated | null = null;
        const ok = await action.run(async () => {
          answer = await rotateVendorSecret(props.vendor.code, grace);
        });
        if (ok && answer) {
          setRotated(answer);
          props.onRotated(answer);
        }
      }}
      testId="secret-dialog"
    >
      <p className="callout small">{t('catalog.secretWhat')}</p>
      <Field label={t('catalog.secretGrace')}>
        {(id) => (
          <select id={id} name="grace" value={grace} onChange={(e) => setGrace(Number(e.target.value))}>
            {GRACE_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {hours === 0 ? t('catalog.graceNone') : t('catalog.graceHours', { count: hours })}
              </option>
            ))}
          </select>
        )}
      </Field>
    </Dialog>
  );
}
