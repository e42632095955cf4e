import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { MenuButton } from '../features/layout/components/menu-button';
import { RightBar } from '../features/layout/components/right-bar';
import { SideMenu } from '../features/layout/components/side-menu';
import { useAfterPaint } from '../lib/render/use-after-paint';
import type { Layout } from './route-table';

/** Wraps a page in the chrome its route asks for (spec §2.1). */
export function PageLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { t } = useTranslation();
  // The closed side menu and the footer (below the fold) are drawn a frame after the page, in a
  // task of their own, so the first one is shorter (decision 0055).
  const afterPaint = useAfterPaint();
  return (
    <div className={`page ${layout.header ? 'page--with-header' : ''}`}>
      <a href="#main" className="skip-link">
        {t('common_skip_to_content')}
      </a>
      {layout.header && <Header withMenu={layout.sideMenu} />}
      {layout.sideMenu && !layout.header && (
        // Pages without a header still need a way to the side menu.
        <MenuButton className="icon-button floating-menu" />
      )}
      {layout.sideMenu && afterPaint && <SideMenu />}
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      {layout.footer && afterPaint && <Footer />}
      {layout.support && <RightBar />}
    </div>
  );
}
