import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login-path';

describe('after a login', () => {
  it('goes home from everywhere but the agent home', () => {
    expect(afterLoginPath({ pathname: '/live', search: '?vassalage=X' })).toBe('/');
    expect(afterLoginPath({ pathname: '/', search: '' })).toBe('/');
    expect(afterLoginPath({ pathname: '/agentHomeless', search: '' })).toBe('/');
  });

  it('stays on the agent home, whatever the case or a trailing slash, with its page', () => {
    expect(afterLoginPath({ pathname: '/agentHome', search: '' })).toBe('/agentHome');
    expect(afterLoginPath({ pathname: '/agenthome/', search: '?ac=registerCenter' })).toBe(
      '/agenthome/?ac=registerCenter',
    );
  });
});
