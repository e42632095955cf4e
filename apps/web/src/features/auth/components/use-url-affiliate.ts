import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/dialog-store';
import { affiliateCodeFromUrl } from '../forms/register-request';
import { isAffiliateCodeValid } from '../register-flow';

export type UrlAffiliate =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string }
  | { status: 'invalid'; code: string };

/**
 * An invitation link (`?affiliateCode=` or `?code=`) is checked when the form opens: a valid code
 * hides the field and goes with the registration; an invalid one is announced and the field shows.
 */
export function useUrlAffiliate(): UrlAffiliate {
  const { t } = useTranslation();
  const [state, setState] = useState<UrlAffiliate>(() => {
    const code = affiliateCodeFromUrl(window.location.search);
    return code ? { status: 'checking', code } : { status: 'none' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per opening of the form
  useEffect(() => {
    if (state.status !== 'checking') return;
    let live = true;
    const { code } = state;
    isAffiliateCodeValid(code).then(
      (valid) => {
        if (!live) return;
        setState({ status: valid ? 'valid' : 'invalid', code });
        if (!valid) {
          void showAlert({
            title: t('in_popup_prompt'),
            message: t('err_invitation_code'),
            confirmLabel: t('common_ok'),
          });
        }
      },
      () => live && setState({ status: 'invalid', code }),
    );
    return () => {
      live = false;
    };
  }, []);

  return state;
}
