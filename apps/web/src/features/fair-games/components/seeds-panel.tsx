import { isClientSeed, verifyCommitment } from '@tessera/fair';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { CheckIcon, WarningIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { useStore } from '../../../lib/store/create-store';
import { CopyButton } from '../../deposit/components/copy-button';
import { loadSeeds, rotateSeeds, seedsStore } from '../seeds-store';

/** A labelled seed or hash in full, monospaced, with a copy button. */
export function SeedValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="seed-value">
      <dt className="seed-value__label">{label}</dt>
      <dd className="seed-value__row">
        <code className="seed-value__text" data-testid={testId}>
          {value}
        </code>
        <CopyButton text={value} what={label} />
      </dd>
    </div>
  );
}

/**
 * The seeds: the active pair's commitment, client seed (editable: a new one rotates the pair) and
 * next nonce; the rotation that reveals the server seed; and the last revealed pair, checked
 * against its commitment right here in the browser.
 */
export function SeedsPanel() {
  const { t } = useTranslation();
  const state = useStore(seedsStore);
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    void loadSeeds();
  }, []);

  if (state.phase === 'loading') return <Skeleton lines={5} />;
  if (state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : undefined}
        onRetry={() => void loadSeeds()}
      />
    );
  }

  const { seeds } = state;
  const typed = clientSeed ?? seeds.clientSeed;
  const changed = typed !== seeds.clientSeed;
  const seedProblem = changed && !isClientSeed(typed);
  const previous = seeds.previous;
  const previousOk = previous ? verifyCommitment(previous.serverSeed, previous.commitment) : false;

  const rotate = async () => {
    if (rotating || seedProblem) return;
    setRotating(true);
    setFailure(null);
    try {
      await rotateSeeds(changed ? typed : undefined);
      setClientSeed(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setRotating(false);
    }
  };

  return (
    <div className="seeds-panel" data-testid="fair-seeds">
      <section className="fair-card">
        <h2 className="fair-card__title">{t('seamless_seeds_active')}</h2>
        <p className="fair-card__lead">{t('seamless_seeds_lead')}</p>
        <dl className="seed-list">
          <SeedValue
            label={t('seamless_seeds_commitment')}
            value={seeds.commitment}
            testId="fair-commitment"
          />
          <div className="seed-value">
            <dt className="seed-value__label">{t('seamless_seeds_next_nonce')}</dt>
            <dd className="seed-value__row">
              <code className="seed-value__text" data-testid="fair-next-nonce">
                {seeds.nextNonce}
              </code>
            </dd>
          </div>
        </dl>
        <form
          className={`field seeds-panel__client ${seedProblem ? 'field--invalid' : ''}`}
          onSubmit={(event) => {
            event.preventDefault();
            void rotate();
          }}
          noValidate
        >
          <label className="field__label" htmlFor="fair-client-seed">
            {t('seamless_seeds_client')}
          </label>
          <div className="field__row">
            <input
              id="fair-client-seed"
              className="field__input seeds-panel__input"
              value={typed}
              maxLength={64}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setClientSeed(event.target.value)}
              aria-invalid={seedProblem}
              aria-describedby="fair-client-seed-hint"
              data-testid="fair-client-seed"
            />
          </div>
          <span className={seedProblem ? 'field__error' : 'field__hint'} id="fair-client-seed-hint">
            {seedProblem ? t('seamless_seeds_client_invalid') : t('seamless_seeds_client_hint')}
          </span>
          {failure !== null && (
            <p className="form-alert" role="alert">
              {isApiError(failure) ? failure.message : t('common_load_failed')}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary"
            disabled={rotating || seedProblem}
            data-testid="fair-rotate"
          >
            {rotating && <Spinner size="small" />}
            {changed ? t('seamless_seeds_rotate_with') : t('seamless_seeds_rotate')}
          </button>
        </form>
      </section>

      <section className="fair-card">
        <h2 className="fair-card__title">{t('seamless_seeds_previous')}</h2>
        {previous ? (
          <>
            <p
              className={`seed-check ${previousOk ? 'seed-check--ok' : 'seed-check--bad'}`}
              data-testid="fair-previous-check"
            >
              {previousOk ? <CheckIcon /> : <WarningIcon />}
              {previousOk ? t('seamless_seeds_previous_ok') : t('seamless_seeds_previous_bad')}
            </p>
            <dl className="seed-list">
              <SeedValue
                label={t('seamless_seeds_server')}
                value={previous.serverSeed}
                testId="fair-previous-seed"
              />
              <SeedValue label={t('seamless_seeds_commitment')} value={previous.commitment} />
              <SeedValue label={t('seamless_seeds_client')} value={previous.clientSeed} />
              <div className="seed-value">
                <dt className="seed-value__label">{t('seamless_seeds_rounds')}</dt>
                <dd className="seed-value__row">
                  <code className="seed-value__text">{previous.nonceCount}</code>
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="fair-card__lead">{t('seamless_seeds_previous_none')}</p>
        )}
      </section>
    </div>
  );
}
