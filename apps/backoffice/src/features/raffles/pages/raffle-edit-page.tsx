import { createRaffle, updateRaffle } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canUse } from '../../../app/access';
import { ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useRemote } from '../../../lib/hooks/use-remote';
import { inLanguage } from '../../points/point-item-form';
import { useConsoleFacts } from '../../points/use-console-facts';
import { fetchRaffles } from '../api/get-raffles';
import { RaffleEditor } from '../components/raffle-editor';
import '../raffles.css';

/** `/raffles/new` and `/raffles/:id`: the editor, with the raffle read from the brand's list. */
export function RaffleEditPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const { currency, scale, role } = useConsoleFacts();
  const writable = canUse(id ? updateRaffle : createRaffle, role);
  const loaded = useRemote((signal) => fetchRaffles(signal), `raffles:${id ?? 'new'}`);
  const all = loaded.data?.list ?? [];
  const raffle = id ? (all.find((r) => r.id === id) ?? null) : null;
  const nextSortOrder = Math.min(9_999, Math.max(0, ...all.map((r) => r.sortOrder)) + 1);
  return (
    <div className="raffles-page" data-testid="raffle-edit-page">
      <PageHeader
        title={
          raffle
            ? t('raffles.editTitle', { title: inLanguage(raffle.title, i18n.language) ?? `#${raffle.id}` })
            : t('raffles.newTitle')
        }
        subtitle={t('raffles.editorSubtitle')}
        actions={
          <Link className="btn" to="/raffles">
            {t('common.back')}
          </Link>
        }
      />
      {loaded.status === 'error' ? (
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.status === 'loading' || !loaded.data ? (
        <div className="skeleton skeleton--page" data-testid="loading" />
      ) : id && !raffle ? (
        <ErrorPanel error={new Error(t('raffles.notFound', { id }))} />
      ) : (
        <RaffleEditor
          key={`${id ?? 'new'}:${raffle?.updatedAt ?? ''}`}
          raffle={raffle}
          nextSortOrder={nextSortOrder}
          currency={currency}
          scale={scale}
          writable={writable}
        />
      )}
    </div>
  );
}
