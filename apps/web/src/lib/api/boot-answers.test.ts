// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servedMeta } from '../dom/served-meta';

const STATUS = { success: true, value: { status: 'OPEN' } };

/** A fresh module over a page holding `block` as its boot data. */
async function pageWith(block: string) {
  document.head.innerHTML = `<meta name="tessera-language" content="EN" /><script type="application/json" id="tessera-boot">${block}</script>`;
  vi.resetModules();
  return import('./boot-answers');
}

describe("the page's boot answers", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('hands an answer out once, for the same brand and language only', async () => {
    const block = JSON.stringify({
      merchant: 'TESSERA',
      answers: {
        '/wps/system/status': { language: null, envelope: STATUS },
        '/wps/relay/GCSGAME_getJackpot': { language: 'BN', envelope: { success: true, value: { pool: 5 } } },
      },
    });
    const boot = await pageWith(block);
    expect(boot.takeBootAnswer('/wps/system/status', 'OTHER', null)).toBeUndefined();
    expect(boot.takeBootAnswer('/wps/system/status', 'TESSERA', null)).toEqual({ status: 'OPEN' });
    expect(boot.takeBootAnswer('/wps/system/status', 'TESSERA', null)).toBeUndefined();
    // Asked for in another language: not used (and not kept for later).
    expect(boot.takeBootAnswer('/wps/relay/GCSGAME_getJackpot', 'TESSERA', 'EN')).toBeUndefined();
    expect(boot.takeBootAnswer('/wps/relay/GCSGAME_getJackpot', 'TESSERA', 'BN')).toBeUndefined();
    expect(boot.takeBootAnswer('/wps/relay/unknown', 'TESSERA', null)).toBeUndefined();
    // The brand's language the page names beside the block (features/site/language.ts reads it).
    expect(servedMeta('tessera-language')).toBe('EN');
  });

  it('ignores a block that does not parse, and a failure envelope', async () => {
    let boot = await pageWith('{not json');
    expect(boot.takeBootAnswer('/wps/system/status', 'TESSERA', null)).toBeUndefined();
    boot = await pageWith(
      JSON.stringify({
        merchant: 'TESSERA',
        answers: { '/wps/system/status': { language: null, envelope: { success: false, value: null } } },
      }),
    );
    expect(boot.takeBootAnswer('/wps/system/status', 'TESSERA', null)).toBeUndefined();
  });
});
