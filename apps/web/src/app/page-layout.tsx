import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { MenuButton } from '../features/layout/components/menu-button';
import { RightBar } from '../features/layout/components/right-bar';
import { SideMenu } from '../features/layout/components/side-menu';
import type { Layout } from './route-table';

/** Wraps a page in the chrome its route asks for (spec §2.1). */
export function PageLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { t } = useTranslation();
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
      {layout.sideMenu && <SideMenu />}
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      {layout.footer && <Footer />}
      {layout.support && <RightBar />}
    </div>
  );
}
