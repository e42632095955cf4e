import { LazyRoutePage } from '../../app/lazy-route-page';
import { createLazyPages } from '../member-centre/lazy-pages';

const HELP = createLazyPages<'page'>({ page: () => import('./help-page').then((module) => module.HelpPage) });
const SPONSOR = createLazyPages<'page'>({
  page: () => import('./written-page').then((module) => () => <module.WrittenPage kind="SPONSOR" />),
});
const ABOUT = createLazyPages<'page'>({
  page: () => import('./written-page').then((module) => () => <module.WrittenPage kind="ABOUT" />),
});

/** /help, loaded on its first visit. */
export function LazyHelpPage() {
  return <LazyRoutePage pages={HELP} />;
}

/** /sponsor and /description, loaded on their first visit. */
export function LazyWrittenPage({ kind }: { kind: 'SPONSOR' | 'ABOUT' }) {
  return <LazyRoutePage pages={kind === 'SPONSOR' ? SPONSOR : ABOUT} />;
}
