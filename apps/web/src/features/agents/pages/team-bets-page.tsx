import { GAME_CATEGORIES, type GameCategory, type VendorLane } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { useVendorLanes } from '../../games/vendor-lanes-store';
import { vendorNameMap } from '../../games/vendor-names';
import { isGameCategory } from '../../records/bet-filters';
import { BetRecordDetail } from '../../records/components/bet-record-detail';
import { BetRecordList } from '../../records/components/bet-record-list';
import { BetTotalsStrip } from '../../records/components/bet-totals';
import { categoryKey } from '../../records/record-labels';
import { useSite } from '../../site/use-site';
import { GamepadIcon } from '../../wallet/components/wallet-icons';
import { pageCount } from '../../wallet/record-filters';
import { fetchTeamBet } from '../api/get-team-bet';
import { fetchTeamBets } from '../api/get-team-bets';
import { AnsweredDays } from '../components/answered-days';
import { ReportBar } from '../components/report-bar';
import { TEAM_PAGE_SIZE } from '../team-query';
import { useTeamReport } from '../use-team-report';

const NO_LANES: VendorLane[] = [];

/**
 * personalHistoryCopy in the agent centre, team betting (spec §2.4): the team's rounds and lottery
 * bets by member, game type and period, 20 a page, with the sums of everything the filter matches;
 * a row opens the round in full as the member's own record shows it, with whose it is.
 */
export function TeamBetsPage() {
  const { t } = useTranslation();
  const { currencyScale: scale, currencySymbol } = useSite().info.brand;
  const [openId, setOpenId] = useState<string | null>(null);
  const lanesState = useVendorLanes();
  const names = vendorNameMap(lanesState.phase === 'ready' ? lanesState.lanes : NO_LANES);
  const report = useTeamReport<{ gameType?: GameCategory }, Awaited<ReturnType<typeof fetchTeamBets>>>(
    {},
    fetchTeamBets,
  );
  if (openId) {
    return (
      <div className="agent-page" data-testid="team-bets">
        <BetRecordDetail
          id={openId}
          scale={scale}
          symbol={currencySymbol}
          vendorNames={names}
          onBack={() => setOpenId(null)}
          load={fetchTeamBet}
        />
      </div>
    );
  }
  return (
    <div className="agent-page" data-testid="team-bets">
      <ReportBar report={report}>
        <label className="field">
          <span className="field__label">{t('records_game_type')}</span>
          <select
            name="gameType"
            className="field__select"
            value={report.extra.gameType ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              report.setExtra(isGameCategory(value) ? { gameType: value } : {});
            }}
          >
            <option value="">{t('records_all_types')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(categoryKey(category))}
              </option>
            ))}
          </select>
        </label>
      </ReportBar>
      <LoadStates state={report.state} retry={report.retry}>
        {(page) => {
          const pages = pageCount(page.total, TEAM_PAGE_SIZE);
          return (
            <>
              <AnsweredDays from={page.from} to={page.to} />
              <BetTotalsStrip totals={page.totals} scale={scale} />
              {page.list.length === 0 ? (
                <EmptyState icon={<GamepadIcon />} testId="team-bets-empty">
                  {t('agent_bets_empty')}
                </EmptyState>
              ) : (
                <>
                  <BetRecordList
                    records={page.list}
                    scale={scale}
                    vendorNames={names}
                    onOpen={(record) => setOpenId(record.id)}
                  />
                  <Pager
                    page={report.pageNo}
                    pages={pages}
                    onChange={report.setPageNo}
                    text={t('records_page_of', { page: report.pageNo, pages, total: page.total })}
                  />
                </>
              )}
            </>
          );
        }}
      </LoadStates>
    </div>
  );
}
