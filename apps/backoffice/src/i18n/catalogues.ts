import bnAgents from './locales/bn/agents.json';
import bnAuth from './locales/bn/auth.json';
import bnCashier from './locales/bn/cashier.json';
import bnCatalog from './locales/bn/catalog.json';
import bnChat from './locales/bn/chat.json';
import bnCommon from './locales/bn/common.json';
import bnContent from './locales/bn/content.json';
import bnFeedback from './locales/bn/feedback.json';
import bnHelp from './locales/bn/help.json';
import bnInsight from './locales/bn/insight.json';
import bnJackpot from './locales/bn/jackpot.json';
import bnMembers from './locales/bn/members.json';
import bnMessages from './locales/bn/messages.json';
import bnMissions from './locales/bn/missions.json';
import bnPoints from './locales/bn/points.json';
import bnRaffles from './locales/bn/raffles.json';
import bnReferrals from './locales/bn/referrals.json';
import bnRewards from './locales/bn/rewards.json';
import bnTeam from './locales/bn/team.json';
import enAgents from './locales/en/agents.json';
import enAuth from './locales/en/auth.json';
import enCashier from './locales/en/cashier.json';
import enCatalog from './locales/en/catalog.json';
import enChat from './locales/en/chat.json';
import enCommon from './locales/en/common.json';
import enContent from './locales/en/content.json';
import enFeedback from './locales/en/feedback.json';
import enHelp from './locales/en/help.json';
import enInsight from './locales/en/insight.json';
import enJackpot from './locales/en/jackpot.json';
import enMembers from './locales/en/members.json';
import enMessages from './locales/en/messages.json';
import enMissions from './locales/en/missions.json';
import enPoints from './locales/en/points.json';
import enRaffles from './locales/en/raffles.json';
import enReferrals from './locales/en/referrals.json';
import enRewards from './locales/en/rewards.json';
import enTeam from './locales/en/team.json';

export type ConsoleLanguage = 'EN' | 'BN';

/** One catalogue per language, merged from one file per area (the same keys in each language). */
export const CATALOGUES = {
  EN: {
    ...enCommon,
    ...enAuth,
    ...enCashier,
    ...enTeam,
    ...enContent,
    ...enMembers,
    ...enInsight,
    ...enCatalog,
    ...enChat,
    ...enAgents,
    ...enRewards,
    ...enPoints,
    ...enMissions,
    ...enReferrals,
    ...enJackpot,
    ...enRaffles,
    ...enMessages,
    ...enFeedback,
    ...enHelp,
  },
  BN: {
    ...bnCommon,
    ...bnAuth,
    ...bnCashier,
    ...bnTeam,
    ...bnContent,
    ...bnMembers,
    ...bnInsight,
    ...bnCatalog,
    ...bnChat,
    ...bnAgents,
    ...bnRewards,
    ...bnPoints,
    ...bnMissions,
    ...bnReferrals,
    ...bnJackpot,
    ...bnRaffles,
    ...bnMessages,
    ...bnFeedback,
    ...bnHelp,
  },
} as const;
