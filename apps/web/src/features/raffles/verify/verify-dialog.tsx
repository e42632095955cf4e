import type { RaffleDraw, SeedState } from '@tessera/contracts';
import { isClientSeed } from '@tessera/fair';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { SeedValue } from '../../fair-games/components/seeds-panel';
import { fetchRaffleDraw } from '../api/get-raffle-draw';
import { postRaffleRotate } from '../api/post-raffle-rotate';
import { usePrizeFaces } from '../prize-faces';
import { checkDraw, revealedSeedOf } from './check-draw';

function Mark({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li className={`verify-check ${ok ? 'is-ok' : 'is-bad'}`}>
      <span className="verify-check__mark" aria-hidden="true">
        {ok ? <CheckIcon /> : <WarningIcon />}
      </span>
      <span className="verify-check__label">{children}</span>
    </li>
  );
}

/**
 * A draw checked in the browser with `@tessera/fair`: its seeds and weights, then, once its server
 * seed is revealed, the commitment and the drawn row recomputed. While the seed is secret it says
 * so and offers to reveal it by changing the seed pair (optionally to a client seed of the member's).
 */
export function VerifyDialog({
  draw: first,
  seeds,
  onSeeds,
  onClose,
}: {
  draw: RaffleDraw;
  seeds: SeedState;
  onSeeds: (seeds: SeedState) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const faceOf = usePrizeFaces();
  const [draw, setDraw] = useState(first);
  const [clientSeed, setClientSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = checkDraw(draw, revealedSeedOf(draw, seeds));
  const seedProblem = clientSeed !== '' && !isClientSeed(clientSeed);

  const reveal = async () => {
    if (busy || seedProblem) return;
    setBusy(true);
    setFailure(null);
    try {
      onSeeds(await postRaffleRotate(clientSeed === '' ? undefined : clientSeed));
      setDraw((await fetchRaffleDraw(draw.id)).draw);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common_load_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('raf_verify_title')} onClose={onClose} className="rf-verify">
      <div className="rf-verify__body" data-testid="raffle-verify">
        <p className="rf-verify__prize">
          {t('raf_verify_drawn', {
            prize: `${faceOf(draw.prize).title} · ${faceOf(draw.prize).caption}`,
            row: draw.prize.index + 1,
          })}
        </p>
        <dl className="seed-list">
          <SeedValue label={t('raf_fair_commitment')} value={draw.commitment} />
          <SeedValue label={t('raf_fair_client')} value={draw.clientSeed} />
          <SeedValue label={t('raf_verify_nonce')} value={String(draw.nonce)} />
          <SeedValue label={t('raf_verify_weights')} value={draw.weights.join(' · ')} />
          {check.state === 'checked' && (
            <SeedValue label={t('raf_verify_server')} value={check.serverSeed} testId="raffle-verify-seed" />
          )}
        </dl>
        {check.state === 'sealed' ? (
          <form
            className="rf-verify__sealed"
            data-testid="raffle-verify-sealed"
            onSubmit={(event) => {
              event.preventDefault();
              void reveal();
            }}
            noValidate
          >
            <p className="rf-verify__note">
              <WarningIcon aria-hidden="true" /> {t('raf_verify_sealed')}
            </p>
            <div className={`field ${seedProblem ? 'field--invalid' : ''}`}>
              <label className="field__label" htmlFor="rf-client-seed">
                {t('raf_verify_new_client')}
              </label>
              <div className="field__row">
                <input
                  id="rf-client-seed"
                  className="field__input"
                  value={clientSeed}
                  maxLength={64}
                  spellCheck={false}
                  autoComplete="off"
                  placeholder={t('raf_verify_new_client_hint')}
                  onChange={(event) => setClientSeed(event.target.value)}
                  aria-invalid={seedProblem}
                />
              </div>
              {seedProblem && <span className="field__error">{t('seamless_seeds_client_invalid')}</span>}
            </div>
            {failure && (
              <p className="form-alert" role="alert">
                {failure}
              </p>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || seedProblem}
              data-testid="raffle-reveal"
            >
              {busy && <Spinner size="small" />}
              {t('raf_verify_reveal')}
            </button>
          </form>
        ) : (
          <div className="verify-checks">
            <p
              className={`verify-verdict ${check.verified ? 'verify-verdict--ok' : 'verify-verdict--bad'}`}
              role={check.verified ? 'status' : 'alert'}
              data-testid="raffle-verify-verdict"
              data-verified={check.verified}
            >
              {check.verified ? <CheckIcon /> : <WarningIcon />}
              {check.verified ? t('raf_verify_ok') : t('raf_verify_bad')}
            </p>
            <ul className="verify-checks__list">
              <Mark ok={check.commitmentOk}>{t('raf_verify_commitment')}</Mark>
              <Mark ok={check.recomputed === draw.prize.index}>
                {check.recomputed === null
                  ? t('raf_verify_row_none')
                  : t('raf_verify_row', { row: check.recomputed + 1 })}
              </Mark>
            </ul>
          </div>
        )}
      </div>
    </Modal>
  );
}
