import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useLightTheme } from '../hooks/use-light-theme';
import { Icon, type IconName } from './Icon';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Active only on this exact path, not on paths below it. */
  end?: boolean;
}

interface ConsoleLayoutProps {
  title: string;
  titleTo: string;
  brandIcon: IconName;
  navLabel: string;
  items: NavItem[];
  userLabel: string;
  onLogout: () => void;
  children: ReactNode;
}

const SIDEBAR_ID = 'console-sidebar';

/** The admin and developer frame: a collapsible sidebar, a top bar with the signed-in user, light theme. */
export function ConsoleLayout({ title, titleTo, brandIcon, navLabel, items, userLabel, onLogout, children }: ConsoleLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  useLightTheme();

  return (
    <div className={collapsed ? 'console console--collapsed' : 'console'}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <aside id={SIDEBAR_ID} className="console__sidebar">
        <Link to={titleTo} className="console__brand" title={collapsed ? title : undefined}>
          <Icon name={brandIcon} size={22} />
          <span className="console__label">{title}</span>
        </Link>
        <nav aria-label={navLabel} className="console__nav">
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => (isActive ? 'console__link console__link--active' : 'console__link')}
                  title={collapsed ? item.label : undefined}
                >
                  <Icon name={item.icon} />
                  <span className="console__label">{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="console__link console__logout"
          onClick={onLogout}
          title={collapsed ? 'Logout' : undefined}
        >
          <Icon name="logout" />
          <span className="console__label">Logout</span>
        </button>
      </aside>
      <div className="console__main">
        <header className="console__topbar">
          <button
            type="button"
            className="console__toggle"
            aria-controls={SIDEBAR_ID}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={() => setCollapsed((value) => !value)}
          >
            <Icon name={collapsed ? 'expand' : 'collapse'} />
          </button>
          <span className="console__user">
            <Icon name="profile" size={18} />
            {userLabel}
          </span>
        </header>
        <main id="main-content" className="console__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
