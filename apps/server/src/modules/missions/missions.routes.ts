import {
  claimMission,
  createMission,
  getLeaderboardSettings,
  getMissionLeaderboard,
  getMissionSummary,
  getStaffLeaderboard,
  listStaffMissions,
  saveLeaderboardSettings,
  updateMission,
} from '@tessera/contracts';
import { requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Missions and the leaderboard: the member's calls (spec §7.4) and the back office's (issue 16). */
export function missionsRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { missions, leaderboards, admin } = services.missions;

  bind(app, gate, getMissionSummary, ({ ctx }) => missions.summary(ctx, requireMember(ctx)));
  bind(app, gate, claimMission, ({ ctx, body }) => missions.claim(ctx, requireMember(ctx), body));
  bind(app, gate, getMissionLeaderboard, ({ ctx, query }) =>
    leaderboards.read(ctx, requireMember(ctx), query.period),
  );

  bind(app, gate, listStaffMissions, async ({ ctx }) => ({ list: await admin.list(ctx) }));
  bind(app, gate, createMission, ({ ctx, body }) => admin.create(ctx, requireStaff(ctx), body));
  bind(app, gate, updateMission, ({ ctx, params, body }) =>
    admin.update(ctx, requireStaff(ctx), params.id, body),
  );
  bind(app, gate, getLeaderboardSettings, ({ ctx }) => admin.settings(ctx));
  bind(app, gate, saveLeaderboardSettings, ({ ctx, body }) =>
    admin.saveSettings(ctx, requireStaff(ctx), body),
  );
  bind(app, gate, getStaffLeaderboard, ({ ctx, query }) => leaderboards.standings(ctx, query.start));
}
