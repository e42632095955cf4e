import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchWithdrawProof } from '../api/get-withdraw-proof';

type Proof = { phase: 'loading' } | { phase: 'ready'; url: string } | { phase: 'failed' };

/** The proof images the member sent with a partial or not-received confirmation. */
export function ProofGallery({ id, count }: { id: string; count: number }) {
  const { t } = useTranslation();
  const [proofs, setProofs] = useState<Proof[]>(() =>
    Array.from({ length: count }, () => ({ phase: 'loading' })),
  );

  useEffect(() => {
    let live = true;
    Array.from({ length: count }, (_, index) =>
      fetchWithdrawProof(id, index + 1)
        .then(
          (proof) => ({ phase: 'ready', url: proof.dataUrl }) as const,
          () => ({ phase: 'failed' }) as const,
        )
        .then((proof) => {
          if (live) setProofs((all) => all.map((old, i) => (i === index ? proof : old)));
        }),
    );
    return () => {
      live = false;
    };
  }, [id, count]);

  return (
    <ul className="proof-gallery" aria-label={t('wd_proofs')} data-testid="proof-gallery">
      {proofs.map((proof, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: proofs are numbered 1–3 and never reorder
        <li key={index} className="proof-gallery__item">
          {proof.phase === 'ready' && (
            <img src={proof.url} alt={t('wd_proof_alt', { n: index + 1 })} className="proof-gallery__image" />
          )}
          {proof.phase === 'loading' && <span className="proof-gallery__placeholder skeleton__line" />}
          {proof.phase === 'failed' && (
            <span className="proof-gallery__failed">{t('common_load_failed')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
