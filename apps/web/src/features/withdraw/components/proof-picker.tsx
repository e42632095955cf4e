import { PROOF_RULES } from '@tessera/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { checkProof, serverMessage } from '../withdraw-rules';

export interface PickedProof {
  file: File;
  /** Object URL for the preview; revoked when the proof is removed or its owner goes away. */
  url: string;
}

/**
 * Up to 3 proof images with previews. Each file is checked before it is kept: a real PNG or JPEG
 * (its first bytes, not its name) of at most 5 MB. The server checks the same again.
 */
export function ProofPicker({
  proofs,
  onChange,
  required,
  disabled,
  error,
  label,
  hint,
  refusalCode = 'receipt.proof.invalid',
}: {
  proofs: readonly PickedProof[];
  onChange: (next: PickedProof[]) => void;
  required: boolean;
  disabled?: boolean;
  error?: string | null;
  /** The field's words where the images are not proofs (feedback's "Images"). */
  label?: string;
  hint?: string;
  /** The server's refusal of the same rule, shown for a file refused here. */
  refusalCode?: 'receipt.proof.invalid' | 'feedback.image.invalid';
}) {
  const { t, i18n } = useTranslation();
  const inputId = useUniqueId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = async (files: FileList | null) => {
    if (!files) return;
    setRefusal(null);
    const next = [...proofs];
    for (const file of Array.from(files)) {
      const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
      if (next.length >= PROOF_RULES.maxCount || checkProof(file.size, head)) {
        setRefusal(serverMessage(refusalCode, i18n.language));
        continue;
      }
      next.push({ file, url: URL.createObjectURL(file) });
    }
    onChange(next);
    if (input.current) input.current.value = '';
  };

  const remove = (index: number) => {
    URL.revokeObjectURL(proofs[index]!.url);
    onChange(proofs.filter((_, i) => i !== index));
  };

  const message = refusal ?? error ?? null;
  return (
    <div className={`field proof-picker ${message ? 'field--invalid' : ''}`} data-testid="proof-picker">
      <span className="field__label">
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
        {label ?? t('wd_proofs')}
      </span>
      <ul className="proof-picker__list">
        {proofs.map((proof, index) => (
          <li key={proof.url} className="proof-picker__item">
            <img src={proof.url} alt={t('wd_proof_alt', { n: index + 1 })} className="proof-picker__image" />
            <button
              type="button"
              className="proof-picker__remove"
              onClick={() => remove(index)}
              disabled={disabled}
              aria-label={t('wd_proof_remove', { n: index + 1 })}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
        {proofs.length < PROOF_RULES.maxCount && (
          <li>
            <label htmlFor={inputId} className={`proof-picker__add ${disabled ? 'is-disabled' : ''}`}>
              <span aria-hidden="true" className="proof-picker__plus">
                +
              </span>
              <span>{t('wd_proofs_add')}</span>
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="visually-hidden"
              disabled={disabled}
              onChange={(event) => void add(event.target.files)}
              data-testid="proof-input"
            />
          </li>
        )}
      </ul>
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : (
        <p className="field__hint">{hint ?? t('wd_proofs_hint')}</p>
      )}
    </div>
  );
}

/** A picked file as the data URL the receipt call carries. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
