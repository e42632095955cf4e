import type { LotteryGame } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  gameParams,
  hasOneShots,
  launchedLanguage,
  launchedPrizeMode,
  launchLanguage,
  launchRedirect,
  MAX_VALUE_LENGTH,
  parseLaunchQuery,
  safeBackUrl,
  withoutOneShots,
} from './launch-query';
import { chooseGame, familySections, vnSections } from './menu-sections';

const parse = (query: string) => parseLaunchQuery(new URLSearchParams(query));
const long = (prefix: string) => prefix + 'A'.repeat(MAX_VALUE_LENGTH);

describe('the lobby launch query (spec §7.4)', () => {
  it('reads nothing from an empty query: the page as today', () => {
    expect(parse('')).toEqual({
      gameCode: null,
      prizeMode: null,
      view: 'lobby',
      backUrl: null,
      language: null,
      device: null,
      lottoArea: null,
      launchMode: null,
    });
  });

  it('reads every parameter of a full launch', () => {
    expect(
      parse(
        'lottoArea=VN&launchMode=LOTT&prizeMode=ZY&gameCode=PK10_1&view=betting&device=MOBILE&backUrl=%2Fhot&language=BN',
      ),
    ).toEqual({
      gameCode: 'PK10_1',
      prizeMode: 'ZY',
      view: 'betting',
      backUrl: '/hot',
      language: 'BN',
      device: 'MOBILE',
      lottoArea: 'VN',
      launchMode: 'LOTT',
    });
  });

  it('takes a game code in any case, and only a well-formed one', () => {
    expect(parse('gameCode=vn_n').gameCode).toBe('VN_N');
    expect(parse('gameCode=%2011X5_1%20').gameCode).toBe('11X5_1');
    for (const bad of ['X', 'PK10-1', 'PK10_1;drop', '<script>', '../SSC1', 'A'.repeat(33), long('SSC')]) {
      expect(parse(`gameCode=${encodeURIComponent(bad)}`).gameCode, bad).toBeNull();
    }
  });

  it('takes the four prize modes in any case and ignores others', () => {
    for (const mode of ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const) {
      expect(parse(`prizeMode=${mode}`).prizeMode).toBe(mode);
      expect(parse(`prizeMode=${mode.toLowerCase()}`).prizeMode).toBe(mode);
    }
    for (const bad of ['', 'VIP', 'ZY2', 'ZY,LOTT', 'javascript:alert(1)', long('ZY')]) {
      expect(parse(`prizeMode=${encodeURIComponent(bad)}`).prizeMode, bad).toBeNull();
    }
  });

  it('opens at view=betting only when asked; lobby otherwise', () => {
    expect(parse('view=betting').view).toBe('betting');
    expect(parse('view=BETTING').view).toBe('betting');
    for (const other of ['lobby', 'LOBBY', '', 'bet', 'betting2', 'board']) {
      expect(parse(`view=${other}`).view, other).toBe('lobby');
    }
  });

  it('takes a language the contracts know, written any common way', () => {
    expect(parse('language=BN').language).toBe('BN');
    expect(parse('language=en').language).toBe('EN');
    expect(parse('language=pt_br').language).toBe('PT-BR');
    expect(parse('language=PT-BR').language).toBe('PT-BR');
    for (const bad of ['XX', 'english', 'BN;EN', '../EN', '', long('BN')]) {
      expect(parse(`language=${encodeURIComponent(bad)}`).language, bad).toBeNull();
    }
    expect(launchLanguage(null)).toBeNull();
  });

  it('switches only to a language the brand offers', () => {
    expect(launchedLanguage('BN', ['BN', 'EN'])).toBe('BN');
    expect(launchedLanguage('JA', ['BN', 'EN'])).toBeNull();
    expect(launchedLanguage(null, ['BN', 'EN'])).toBeNull();
  });

  it('accepts the device, the lottery area and the launch mode, and ignores unknown values', () => {
    expect(parse('device=pc').device).toBe('PC');
    expect(parse('device=H5').device).toBe('MOBILE');
    expect(parse('device=toaster').device).toBeNull();
    expect(parse('lottoArea=vn').lottoArea).toBe('VN');
    expect(parse('lottoArea=SEA').lottoArea).toBe('SEA');
    expect(parse('lottoArea=MARS').lottoArea).toBeNull();
    expect(parse('launchMode=lott').launchMode).toBe('LOTT');
    expect(parse('launchMode=ELOTT').launchMode).toBe('ELOTT');
    expect(parse('launchMode=SLOTS').launchMode).toBeNull();
  });
});

describe('the back address', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeBackUrl('/hot')).toBe('/hot');
    expect(safeBackUrl('/')).toBe('/');
    expect(safeBackUrl('/rng?vassalage=PG&page=2#top')).toBe('/rng?vassalage=PG&page=2#top');
    expect(safeBackUrl('/a/../lott')).toBe('/lott');
    expect(parse(`backUrl=${encodeURIComponent('/lott?vassalage=LOTT')}`).backUrl).toBe(
      '/lott?vassalage=LOTT',
    );
  });

  it('refuses every outside or hostile address (no open redirect)', () => {
    const hostile = [
      'https://evil.example',
      'http://evil.example/hot',
      '//evil.com',
      '//evil.com/hot',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      ' //evil.com',
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'evil.com',
      'hot',
      './hot',
      '?x=1',
      '#top',
      '',
      `/${'a'.repeat(MAX_VALUE_LENGTH)}`,
    ];
    for (const value of hostile) {
      expect(safeBackUrl(value), JSON.stringify(value)).toBeNull();
      expect(parse(`backUrl=${encodeURIComponent(value)}`).backUrl, JSON.stringify(value)).toBeNull();
    }
    expect(safeBackUrl(null)).toBeNull();
  });

  it('is decoded once only: an encoded double slash stays a path on this site', () => {
    expect(parse('backUrl=%2F%252Fevil.com').backUrl).toBe('/%2Fevil.com');
  });
});

describe('launching /lottery for another area', () => {
  it('sends lottoArea=VN to /vnLottery with the rest of the query', () => {
    const params = new URLSearchParams('lottoArea=VN&gameCode=VN_N&view=betting&backUrl=%2Fhot');
    expect(launchRedirect('lottery', params)).toBe('/vnLottery?gameCode=VN_N&view=betting&backUrl=%2Fhot');
    expect(launchRedirect('lottery', new URLSearchParams('lottoArea=vn'))).toBe('/vnLottery');
  });

  it('stays put for other areas, other pages and no area', () => {
    expect(launchRedirect('lottery', new URLSearchParams('lottoArea=SEA&gameCode=SEA_4D'))).toBeNull();
    expect(launchRedirect('lottery', new URLSearchParams('lottoArea=EVIL'))).toBeNull();
    expect(launchRedirect('lottery', new URLSearchParams('gameCode=PK10_1'))).toBeNull();
    expect(launchRedirect('vn', new URLSearchParams('lottoArea=VN'))).toBeNull();
    expect(launchRedirect('sea', new URLSearchParams('lottoArea=VN'))).toBeNull();
  });
});

describe('parameters applied once', () => {
  const params = new URLSearchParams(
    'gameCode=PK10_1&prizeMode=ZY&view=betting&language=BN&backUrl=%2Fhot&device=PC&launchMode=LOTT',
  );

  it('leave the address once applied; the game, back address and device stay', () => {
    expect(hasOneShots(params)).toBe(true);
    const rest = withoutOneShots(params);
    expect(rest.toString()).toBe('gameCode=PK10_1&backUrl=%2Fhot&device=PC&launchMode=LOTT');
    expect(hasOneShots(rest)).toBe(false);
    expect(params.has('prizeMode')).toBe(true);
  });

  it('are not carried to another game picked on the page', () => {
    expect(gameParams(params, 'SSC1').toString()).toBe(
      'gameCode=SSC1&backUrl=%2Fhot&device=PC&launchMode=LOTT',
    );
    expect(gameParams(new URLSearchParams('gameCode=PK10_1'), 'SSC1').toString()).toBe('gameCode=SSC1');
  });

  it('play at the launched prize mode only when the game offers it', () => {
    expect(launchedPrizeMode('ZY', ['ELOTT', 'ZY'])).toBe('ZY');
    expect(launchedPrizeMode('ELOTT', ['ELOTT', 'ZY'])).toBe('ELOTT');
    expect(launchedPrizeMode('ZY', ['LOTT'])).toBeNull();
    expect(launchedPrizeMode('SEA', ['ELOTT', 'ZY'])).toBeNull();
    expect(launchedPrizeMode(null, ['ELOTT', 'ZY'])).toBeNull();
  });
});

describe('the game a launch opens', () => {
  const game = (gameCode: string, family: LotteryGame['family'], kind: LotteryGame['kind']): LotteryGame => ({
    gameCode,
    family,
    kind,
    area: family.startsWith('VN_') ? 'VN' : family === 'SEA' ? 'SEA' : 'CN',
    name: gameCode,
    cadenceSeconds: kind === 'FAST' ? 60 : null,
    region: family.startsWith('VN_') ? 'NORTH' : null,
  });
  const north = game('VN_N', 'VN_NORTH', 'DAILY');
  const hcm = game('VN_S_HCM', 'VN_SOUTH', 'DAILY');
  const vn = vnSections(
    {
      regions: [
        { region: 'NORTH', today: [], others: [north] },
        { region: 'SOUTH', today: [hcm], others: [] },
      ],
    },
    [],
  );
  const sea = familySections(
    [
      { family: 'SEA', games: [game('SEA_4D', 'SEA', 'OFFICIAL')] },
      { family: 'PK10', games: [game('PK10_1', 'PK10', 'FAST')] },
    ],
    'sea',
  );
  const open = (sections: typeof vn, area: 'vn' | 'sea', query: string) =>
    chooseGame(sections, area, parse(query).gameCode)?.gameCode;

  it('opens the named game on /vnLottery and /seaLottery', () => {
    expect(open(vn, 'vn', 'gameCode=VN_N')).toBe('VN_N');
    expect(open(vn, 'vn', 'gameCode=vn_n')).toBe('VN_N');
    expect(open(sea, 'sea', 'gameCode=SEA_4D')).toBe('SEA_4D');
  });

  it('falls back to the page’s default game for an unknown or malformed code', () => {
    expect(open(vn, 'vn', 'gameCode=VN_NOPE')).toBe('VN_S_HCM');
    expect(open(vn, 'vn', 'gameCode=%3Cscript%3E')).toBe('VN_S_HCM');
    expect(open(sea, 'sea', 'gameCode=PK10_1')).toBe('SEA_4D');
    expect(open(sea, 'sea', 'gameCode=')).toBe('SEA_4D');
  });
});
