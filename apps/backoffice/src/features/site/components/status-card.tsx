import type { SiteStatusSettings } from '@tessera/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { showToast } from '../../../components/toast';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fromLocalInput, toLocalInput } from '../../announcements/announcement-form';
import { fetchPublicStatus } from '../api/get-public-status';
import { fetchSiteStatus } from '../api/get-site-status';
import { putSiteStatus } from '../api/put-site-status';

/** One entry a line (countries, IPs); blanks dropped. */
const lines = (text: string) =>
  text
    .split(/[\n,]+/u)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Maintenance window and region rules: the form starts from the stored settings (what saving
 * replaces, both together); the line above says what visitors are told now.
 */
export function StatusCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const current = useRemote((signal) => fetchPublicStatus(signal), 'public-status');
  const stored = useRemote((signal) => fetchSiteStatus(signal), 'site-status');
  const [enabled, setEnabled] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [countries, setCountries] = useState('');
  const [allowIps, setAllowIps] = useState('');
  const [denyIps, setDenyIps] = useState('');
  const action = useAction();
  useEffect(() => {
    const settings = stored.data;
    if (!settings) return;
    setEnabled(settings.maintenance.enabled);
    setFrom(toLocalInput(settings.maintenance.from));
    setTo(toLocalInput(settings.maintenance.to));
    setMessage(settings.maintenance.message ?? '');
    setCountries(settings.regions.blockedCountries.join('\n'));
    setAllowIps(settings.regions.allowIps.join('\n'));
    setDenyIps(settings.regions.denyIps.join('\n'));
  }, [stored.data]);
  const locked = !editable || !stored.data;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body: SiteStatusSettings = {
      maintenance: {
        enabled,
        from: fromLocalInput(from),
        to: fromLocalInput(to),
        message: message.trim() || null,
      },
      regions: {
        blockedCountries: lines(countries).map((code) => code.toUpperCase()),
        allowIps: lines(allowIps),
        denyIps: lines(denyIps),
      },
    };
    if (await action.run(() => putSiteStatus(body))) {
      showToast(t('site.saved'));
      current.reload();
      stored.reload();
    }
  };
  const now = current.data?.status;

  return (
    <form className="card" onSubmit={save} data-testid="status-card">
      <h2>{t('site.statusTitle')}</h2>
      <p className="muted">
        {t('site.statusNow')}{' '}
        <strong data-testid="status-now">{now === undefined ? '…' : t(`site.statusCodes.${now}`)}</strong>
      </p>
      <p className="callout small">{t('site.statusReplaces')}</p>
      {stored.status === 'error' && (
        <p className="form-error" role="alert" data-testid="status-load-error">
          {stored.error instanceof Error ? stored.error.message : t('common.errorUnknown')}{' '}
          <button type="button" className="btn btn--small" onClick={stored.reload}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <label className="switch">
        <input
          type="checkbox"
          checked={enabled}
          disabled={locked}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        {t('site.maintenance')}
      </label>
      <div className="grid-2">
        <Field label={t('site.from')}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              disabled={locked}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('site.to')}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              disabled={locked}
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t('site.message')}>
        {(id) => (
          <textarea
            id={id}
            rows={2}
            maxLength={1000}
            disabled={locked}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('site.blockedCountries')} hint={t('site.listHint')}>
        {(id) => (
          <textarea
            id={id}
            rows={2}
            className="mono"
            disabled={locked}
            value={countries}
            onChange={(e) => setCountries(e.target.value)}
          />
        )}
      </Field>
      <div className="grid-2">
        <Field label={t('site.allowIps')}>
          {(id) => (
            <textarea
              id={id}
              rows={2}
              className="mono"
              disabled={locked}
              value={allowIps}
              onChange={(e) => setAllowIps(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('site.denyIps')}>
          {(id) => (
            <textarea
              id={id}
              rows={2}
              className="mono"
              disabled={locked}
              value={denyIps}
              onChange={(e) => setDenyIps(e.target.value)}
            />
          )}
        </Field>
      </div>
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
      {editable && (
        <div className="card__actions">
          <button type="submit" className="btn btn--primary" disabled={action.busy || !stored.data}>
            {t('common.save')}
          </button>
        </div>
      )}
    </form>
  );
}
