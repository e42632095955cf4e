import type { LotteryDraw } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../../../components/icons';
import { checkDrawHash, commitmentText, type HashCheck } from '../draw-hash';

/**
 * A fast draw's hash check, recomputed in the browser: the hash published when the draw opened
 * against SHA-256 of the revealed numbers and salt. Official results carry no hash: nothing shows.
 */
export function HashCheckBadge({ draw, withDetails = false }: { draw: LotteryDraw; withDetails?: boolean }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<HashCheck | 'checking'>('checking');
  const { resultHash, numbers, salt } = draw;
  const key = `${resultHash}|${numbers?.join(',')}|${salt}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the three fields checked
  useEffect(() => {
    let current = true;
    setCheck('checking');
    checkDrawHash({ resultHash, numbers, salt }).then(
      (result) => {
        if (current) setCheck(result);
      },
      () => {
        if (current) setCheck('none');
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (check === 'none' || !draw.resultHash) return null;
  const label =
    check === 'verified'
      ? t('lottery_hash_verified')
      : check === 'mismatch'
        ? t('lottery_hash_mismatch')
        : check === 'committed'
          ? t('lottery_hash_committed')
          : t('lottery_hash_checking');
  return (
    <div className="lottery-hash" data-testid="lottery-hash" data-state={check}>
      <span className={`lottery-hash__badge lottery-hash__badge--${check}`} title={draw.resultHash}>
        {check === 'verified' && <CheckIcon aria-hidden="true" />}
        {check === 'mismatch' && <WarningIcon aria-hidden="true" />}
        {label}
      </span>
      {withDetails && (
        <details className="lottery-hash__details">
          <summary>{t('lottery_hash_how')}</summary>
          <dl>
            <dt>{t('lottery_hash_published')}</dt>
            <dd>
              <code>{draw.resultHash}</code>
            </dd>
            {draw.numbers && draw.salt && (
              <>
                <dt>{t('lottery_hash_text')}</dt>
                <dd>
                  <code>{commitmentText(draw.numbers, draw.salt)}</code>
                </dd>
              </>
            )}
          </dl>
          <p>{t('lottery_hash_explain')}</p>
        </details>
      )}
    </div>
  );
}
