import type { MessageAudience } from '@tessera/contracts';
import type { TFunction } from 'i18next';

/** Who a message went to, in words: "Member demo01", "VIP levels 2, 3", "Agent a01's team", "Everyone". */
export function audienceWords(t: TFunction, audience: MessageAudience): string {
  switch (audience.kind) {
    case 'MEMBER':
      return t('messages.audiences.memberIs', { username: audience.username });
    case 'VIP':
      return t('messages.audiences.vipIs', {
        count: audience.levels.length,
        levels: audience.levels.join(', '),
      });
    case 'TEAM':
      return t('messages.audiences.teamIs', { agent: audience.agent });
    default:
      return t('messages.audiences.ALL');
  }
}
