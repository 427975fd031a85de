import { Button } from '@showroom/ui';
import { ShoppingCart, UserRound } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { footerLinks } from '../config.ts';
import * as styles from './Shell.css.ts';

/** §2: every route is a child of this Home shell (new layout: header, content, footer). */
export function Shell() {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true" />
            Showroom
          </Link>
          <nav aria-label="Account and cart" className={styles.nav}>
            <Button asChild variant="ghost" size="sm" startIcon={<UserRound size={16} />}>
              <Link to="/login">Login</Link>
            </Button>
            <Button asChild variant="outline" size="sm" startIcon={<ShoppingCart size={16} />}>
              <Link to="/cart">Cart</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.bar} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
          <nav aria-label="Help and policies">
            <ul className={styles.footerLinks}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link className={styles.footerLink} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.copyright}>
            All transactions are in U.S. dollars. Shipping within the United States only.
          </p>
        </div>
      </footer>
    </div>
  );
}
