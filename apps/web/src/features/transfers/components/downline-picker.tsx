import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { fetchDownlines } from '../../agents/api/get-downlines';
import { SearchIcon } from '../../security/components/security-icons';

interface Downline {
  account: string;
  nickname: string | null;
  level: number;
}

type Results =
  | { phase: 'idle' }
  | { phase: 'loading'; list: Downline[] }
  | { phase: 'ready'; list: Downline[]; total: number; pageNo: number }
  | { phase: 'failed'; message: string };

const PAGE_SIZE = 8;

/** Search my team (any depth) by the start of a username, and pick the receiver. */
export function DownlinePicker({
  chosen,
  onChoose,
}: {
  chosen: string | null;
  onChoose: (account: string | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [results, setResults] = useState<Results>({ phase: 'idle' });

  useEffect(() => {
    const prefix = text.trim();
    if (!prefix) {
      setResults({ phase: 'idle' });
      return;
    }
    const controller = new AbortController();
    // Wait for a pause in typing before asking the server.
    const timer = setTimeout(() => {
      setResults((current) => ({
        phase: 'loading',
        list: page > 1 && current.phase === 'ready' ? current.list : [],
      }));
      fetchDownlines({ username: prefix, pageNo: page, pageSize: PAGE_SIZE }, controller.signal).then(
        (value) =>
          setResults((current) => ({
            phase: 'ready',
            list: page > 1 && current.phase === 'loading' ? [...current.list, ...value.list] : value.list,
            total: value.total,
            pageNo: value.pageNo,
          })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResults({
            phase: 'failed',
            message: isApiError(error) ? error.message : t('common_load_failed'),
          });
        },
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, page, t]);

  const list = results.phase === 'ready' || results.phase === 'loading' ? results.list : [];
  return (
    <div className="downline-picker" data-testid="downline-picker">
      <TextField
        label={t('tr_downline_search')}
        value={text}
        onChange={(value) => {
          setText(value);
          setPage(1);
          onChoose(null);
        }}
        hint={t('tr_downline_search_hint')}
        maxLength={64}
        name="downlineSearch"
        autoComplete="off"
        leading={
          <span className="downline-picker__glyph" aria-hidden="true">
            <SearchIcon />
          </span>
        }
      />
      {results.phase === 'failed' && (
        <p className="form-alert" role="alert">
          {results.message}
        </p>
      )}
      {results.phase === 'ready' && list.length === 0 && (
        <p className="sec-empty" data-testid="downline-empty">
          {t('tr_downline_none', { text: text.trim() })}
        </p>
      )}
      {list.length > 0 && (
        <ul className="downline-list" aria-label={t('tr_downline_results')}>
          {list.map((row) => (
            <li key={row.account}>
              <button
                type="button"
                className="downline-list__item"
                aria-pressed={chosen === row.account}
                onClick={() => onChoose(row.account)}
                data-testid="downline-option"
              >
                <span className="downline-list__avatar" aria-hidden="true">
                  {row.account.slice(0, 1).toUpperCase()}
                </span>
                <span className="downline-list__names">
                  <span className="downline-list__account">{row.account}</span>
                  {row.nickname && <span className="downline-list__nickname">{row.nickname}</span>}
                </span>
                <span className="downline-list__level">{t('tr_level', { level: row.level })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {results.phase === 'loading' && <Spinner size="small" />}
      {results.phase === 'ready' && list.length < results.total && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setPage(results.pageNo + 1)}
        >
          {t('tr_more', { count: results.total - list.length })}
        </button>
      )}
    </div>
  );
}
