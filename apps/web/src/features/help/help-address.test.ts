import type { HelpTopic } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { searchArticles, searchOf, viewOf } from './help-address';

const TOPICS: HelpTopic[] = [
  {
    id: 1,
    kind: 'HELP',
    title: 'Deposits',
    articles: [
      { id: 10, title: 'How do I deposit?', body: '<p>Open <b>Deposit</b> and choose a channel.</p>' },
      { id: 11, title: 'Limits', body: '<p>From ৳200 to ৳50,000.</p>' },
    ],
  },
  {
    id: 2,
    kind: 'HELP',
    title: 'Security',
    articles: [{ id: 20, title: 'Passwords', body: '<p>Keep it secret.</p>' }],
  },
  {
    id: 3,
    kind: 'TERMS',
    title: 'Terms',
    articles: [{ id: 30, title: '1. Scope', body: '<p>All deposits.</p>' }],
  },
];
const view = (query: string) => viewOf(new URLSearchParams(query), TOPICS);

describe('help centre addresses', () => {
  it('reads a topic and an article, falling back to the first of each', () => {
    expect(view('')).toEqual({ kind: 'article', topicId: 1, articleId: 10 });
    expect(view('topic=2')).toEqual({ kind: 'article', topicId: 2, articleId: 20 });
    expect(view('topic=1&article=11')).toEqual({ kind: 'article', topicId: 1, articleId: 11 });
    expect(view('topic=1&article=20')).toEqual({ kind: 'article', topicId: 1, articleId: 10 });
    expect(view('topic=99&article=abc')).toEqual({ kind: 'article', topicId: 1, articleId: 10 });
  });

  it('reads a written page the brand has, a search, and writes each back', () => {
    expect(view('page=terms')).toEqual({ kind: 'page', page: 'TERMS' });
    expect(view('page=privacy')).toEqual({ kind: 'article', topicId: 1, articleId: 10 });
    expect(view('q=%20deposit%20')).toEqual({ kind: 'search', query: 'deposit' });
    for (const query of ['topic=1&article=11', 'page=terms', 'q=keep+it']) {
      expect(searchOf(view(query)!)).toBe(query);
    }
  });

  it('finds articles by every word of their title or text, not their markup', () => {
    const found = (query: string) => searchArticles(TOPICS, query).map((hit) => hit.article.id);
    expect(found('deposit')).toEqual([10, 30]);
    expect(found('CHANNEL open')).toEqual([10]);
    expect(found('৳200')).toEqual([11]);
    expect(found('b')).toEqual([]);
    expect(found('secret deposit')).toEqual([]);
  });
});
