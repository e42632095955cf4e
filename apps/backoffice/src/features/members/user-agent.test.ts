import { describe, expect, it } from 'vitest';
import { deviceLabel, summariseUserAgent } from './user-agent';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  operaLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('summariseUserAgent', () => {
  it('names the browser with its major version and the system', () => {
    expect(summariseUserAgent(UA.chromeAndroid)).toEqual({
      browser: 'Chrome 126',
      os: 'Android',
      mobile: true,
    });
    expect(summariseUserAgent(UA.safariIphone)).toEqual({ browser: 'Safari 17', os: 'iPhone', mobile: true });
    expect(summariseUserAgent(UA.firefoxMac)).toEqual({ browser: 'Firefox 127', os: 'macOS', mobile: false });
  });

  it('tells browsers that also say Chrome or Safari apart', () => {
    expect(summariseUserAgent(UA.chromeIphone).browser).toBe('Chrome 126');
    expect(summariseUserAgent(UA.edgeWindows)).toEqual({ browser: 'Edge 126', os: 'Windows', mobile: false });
    expect(summariseUserAgent(UA.samsung).browser).toBe('Samsung Internet 25');
    expect(summariseUserAgent(UA.operaLinux)).toEqual({ browser: 'Opera 111', os: 'Linux', mobile: false });
    expect(summariseUserAgent(UA.headless).browser).toBe('Headless Chrome 131');
  });

  it('counts an iPad as a tablet, not a phone', () => {
    expect(summariseUserAgent(UA.ipad)).toEqual({ browser: 'Safari 17', os: 'iPad', mobile: false });
  });

  it('answers nothing for an empty or missing agent, and what it can for a tool', () => {
    expect(summariseUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
    expect(summariseUserAgent('  ')).toEqual({ browser: null, os: null, mobile: false });
    expect(summariseUserAgent('curl/8.5.0').browser).toBe('curl 8');
    expect(summariseUserAgent('node').browser).toBe('Node.js');
  });
});

describe('deviceLabel', () => {
  it('joins browser and system, or says unknown', () => {
    expect(deviceLabel(UA.chromeAndroid, '?')).toBe('Chrome 126 · Android');
    expect(deviceLabel('something odd', 'Unknown device')).toBe('Unknown device');
    expect(deviceLabel(undefined, 'Unknown device')).toBe('Unknown device');
  });
});
