import { GAME_CATEGORIES, type GameCategory, REBATE_MODES, type RebateMode } from '@tessera/contracts';
import { type FocusEvent, type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { DataTable } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import { SaveBar } from '../../../components/save-bar';
import { showToast } from '../../../components/toast';
import { formatMoney } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { putVipLevels } from '../api/put-vip-levels';
import {
  amountIn,
  amountText,
  draftsOf,
  type FieldKey,
  type LevelDraft,
  levelAbove,
  levelsBody,
  removable,
  type StaffVipLevel,
  VIP_LIMITS,
} from '../vip-levels';
import { type LevelRow, type TextField, useVipColumns } from './vip-level-columns';

/**
 * The VIP level table: levels with their names, thresholds, upgrade bonus and cash back, and a
 * second table of their rebate rates per game category (percent with two decimals, basis points
 * on the wire). Staff who may write it add a level on top, remove the top one while no member
 * holds it, and save the whole table; a control's problem shows once it was left or the table
 * was sent, the server's refusal above the buttons. Other roles read it.
 */
export function VipLevelEditor(props: {
  levels: StaffVipLevel[];
  /** The table's version as read: the save names it, so a newer table is not overwritten. */
  version: string;
  /** When the levels' rebates are paid. */
  rebateMode: RebateMode;
  currency: string;
  scale: number;
  writable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale, writable } = props;
  const [base, setBase] = useState(props.levels);
  const [version, setVersion] = useState(props.version);
  const [savedMode, setSavedMode] = useState(props.rebateMode);
  const [rebateMode, setRebateMode] = useState(props.rebateMode);
  const [drafts, setDrafts] = useState<LevelDraft[]>(() => draftsOf(props.levels, scale));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sent, setSent] = useState(false);
  const action = useAction();
  const { levels, problems } = useMemo(() => levelsBody(drafts, scale), [drafts, scale]);
  const problemCount = Object.keys(problems).length;
  const dirty = useMemo(
    () => rebateMode !== savedMode || JSON.stringify(drafts) !== JSON.stringify(draftsOf(base, scale)),
    [drafts, base, scale, rebateMode, savedMode],
  );
  // Leaving with changes not saved asks first (another page of the console, or the tab closed).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const money = useCallback(
    (value: number) => formatMoney(value, currency, lang, scale),
    [currency, lang, scale],
  );

  const update = useCallback((index: number, patch: (draft: LevelDraft) => LevelDraft) => {
    setDrafts((all) => all.map((draft, i) => (i === index ? patch(draft) : draft)));
  }, []);

  const message = useCallback(
    (key: FieldKey) => {
      const problem = problems[key];
      if (!problem || !(sent || touched.has(key))) return undefined;
      return t(`vip.invalid.${problem.key}`, {
        currency,
        level: problem.below?.level,
        amount: problem.below ? money(problem.below.amount) : undefined,
      });
    },
    [problems, sent, touched, t, currency, money],
  );

  const rows = useMemo<LevelRow[]>(() => {
    const canRemove = removable(drafts);
    return drafts.map((draft, index) => {
      const errors: LevelRow['errors'] = {};
      const keys: FieldKey[] = [
        `${index}:name`,
        `${index}:minValidBet`,
        `${index}:minDeposits`,
        `${index}:upgradeBonus`,
        `${index}:cashback`,
        `${index}:cashbackCap`,
        `${index}:keepValidBet`,
        ...GAME_CATEGORIES.map((c) => `${index}:rebate:${c}` as const),
      ];
      for (const key of keys) errors[key] = message(key);
      return {
        index,
        draft,
        errors,
        top: index === drafts.length - 1,
        canRemove,
        disabled: action.busy,
      };
    });
  }, [drafts, message, action.busy]);

  const remove = useCallback(() => {
    setDrafts((all) => (removable(all) ? all.slice(0, -1) : all));
  }, []);

  const { levelColumns, rateColumns } = useVipColumns({ writable, currency, base, money, update, remove });

  // A control is checked when it is left; a threshold left also checks the level above against it.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const field = (event.target as unknown as HTMLElement).dataset.field;
    if (!field) return;
    const [index = '', name = ''] = field.split(':');
    const above = name === 'minValidBet' || name === 'minDeposits' ? `${Number(index) + 1}:${name}` : null;
    if (touched.has(field) && (!above || touched.has(above))) return;
    setTouched((all) => new Set([...all, field, ...(above ? [above] : [])]));
  };

  // A value typed as `1.2` reads `1.20` once left, as the table shows rates; an amount is grouped.
  const tidy = (event: FocusEvent<HTMLFormElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    const field = input.dataset.field ?? '';
    const amount = /^(\d+):(minValidBet|minDeposits|upgradeBonus|cashbackCap|keepValidBet)$/u.exec(field);
    if (amount && input.value.trim()) {
      const value = amountIn(input.value, scale, Number.MAX_SAFE_INTEGER);
      const name = amount[2] as TextField;
      if (value !== null) update(Number(amount[1]), (d) => ({ ...d, [name]: amountText(value, scale) }));
      return;
    }
    const match = /^(\d+):(?:rebate:([A-Z]+)|(cashback))$/u.exec(field);
    if (!match || !/^\d{1,4}(?:\.\d{0,2})?$/u.test(input.value.trim())) return;
    const [whole = '0', cents = ''] = input.value.trim().split('.');
    const shown = `${Number(whole)}.${cents.padEnd(2, '0')}`;
    const index = Number(match[1]);
    const category = match[2] as GameCategory | undefined;
    update(index, (d) =>
      category ? { ...d, rebates: { ...d.rebates, [category]: shown } } : { ...d, cashback: shown },
    );
  };

  const add = () => {
    const index = drafts.length;
    setDrafts((all) => (all.length >= VIP_LIMITS.levels ? all : [...all, levelAbove(all[all.length - 1])]));
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLInputElement>(`[data-testid=vip-levels-table] input[data-field="${index}:name"]`)
        ?.focus(),
    );
  };

  const discard = () => {
    setDrafts(draftsOf(base, scale));
    setRebateMode(savedMode);
    setTouched(new Set());
    setSent(false);
    action.clear();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (problemCount > 0) {
      action.clear();
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-testid=vip-form] [aria-invalid=true]')?.focus(),
      );
      return;
    }
    let answer: StaffVipLevel[] = [];
    const ok = await action.run(async () => {
      const saved = await putVipLevels(levels, version, rebateMode);
      answer = saved.levels;
      setVersion(saved.version);
      setSavedMode(saved.rebateMode);
    });
    if (ok) {
      setBase(answer);
      setDrafts(draftsOf(answer, scale));
      setTouched(new Set());
      setSent(false);
      showToast(t('vip.saved'));
    }
  };

  const full = drafts.length >= VIP_LIMITS.levels;
  return (
    <>
      <form
        className="vip-form"
        onSubmit={save}
        onBlur={(event) => {
          onBlur(event);
          tidy(event);
        }}
        noValidate
        data-testid="vip-form"
      >
        {!writable && <p className="form-note">{t('vip.readOnlyNote')}</p>}
        <section className="vip-section" aria-labelledby="vip-levels-title">
          <div className="vip-section__head">
            <div>
              <h2 className="section-title" id="vip-levels-title">
                {t('vip.levelsTitle')}
              </h2>
              <p className="muted small">{t('vip.rule')}</p>
            </div>
            {writable && (
              <button
                type="button"
                className="btn"
                onClick={add}
                disabled={full || action.busy}
                title={full ? t('vip.full', { count: VIP_LIMITS.levels }) : undefined}
                data-testid="add-level"
              >
                <Icon name="plus" size={16} /> {t('vip.add')}
              </button>
            )}
          </div>
          <div className={`vip-table${writable ? '' : ' vip-table--read'}`}>
            <DataTable
              testId="vip-levels-table"
              columns={levelColumns}
              rows={rows}
              rowId={(row) => String(row.index)}
              loading={false}
              error={null}
              onRetry={discard}
              emptyTitle={t('vip.emptyTitle')}
              emptyText={writable ? t('vip.emptyText') : undefined}
            />
          </div>
        </section>
        <section className="vip-section" aria-labelledby="vip-rates-title">
          <div className="vip-section__head">
            <div>
              <h2 className="section-title" id="vip-rates-title">
                {t('vip.ratesTitle')}
              </h2>
              <p className="muted small">{t('vip.ratesHint')}</p>
            </div>
            <label className="field vip-mode">
              <span className="label">{t('vip.rebateMode')}</span>
              <select
                name="rebateMode"
                value={rebateMode}
                disabled={!writable || action.busy}
                onChange={(e) => setRebateMode(e.target.value as RebateMode)}
                data-testid="rebate-mode"
              >
                {REBATE_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`vip.rebateModes.${mode}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className={`vip-table vip-table--rates${writable ? '' : ' vip-table--read'}`}>
            <DataTable
              testId="vip-rates-table"
              columns={rateColumns}
              rows={rows}
              rowId={(row) => String(row.index)}
              loading={false}
              error={null}
              onRetry={discard}
              emptyTitle={t('vip.emptyTitle')}
            />
          </div>
        </section>
        {writable && (
          <SaveBar
            problems={sent && problemCount > 0 ? t('vip.fixFields', { count: problemCount }) : null}
            error={action.error}
            unsaved={dirty ? t('vip.unsaved') : null}
            busy={action.busy}
            canSave={drafts.length > 0}
            discardLabel={t('vip.discard')}
            saveLabel={t('vip.save')}
            onDiscard={discard}
          />
        )}
      </form>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('vip.leaveTitle')}
          submitLabel={t('vip.leave')}
          danger
          onConfirm={async () => {}}
          onDone={() => blocker.proceed()}
          onClose={() => blocker.reset()}
        >
          <p>{t('vip.leaveText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
