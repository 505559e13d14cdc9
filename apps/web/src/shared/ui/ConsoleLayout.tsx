import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useLightTheme } from '../hooks/use-light-theme';
import { useMediaQuery } from '../hooks/use-media-query';
import { readLocalChoice, writeLocalChoice } from '../session/local-choice';
import { STORAGE_PREFIX } from '../session/storage-keys';
import { ConsoleRoomContext } from './console-room';
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
  /** A second, smaller line under the title (the admin panel names its system, then says what it is). */
  subtitle?: string;
  titleTo: string;
  brandIcon: IconName;
  navLabel: string;
  items: NavItem[];
  userLabel: string;
  onLogout: () => void;
  children: ReactNode;
}

const SIDEBAR_ID = 'console-sidebar';
/** Below this width a page that asks for room (useConsoleRoom) gets the sidebar folded. */
const NARROW_SCREEN = '(max-width: 1439px)';
const SIDEBAR_CHOICE_KEY = `${STORAGE_PREFIX}console.sidebar`;
type SidebarChoice = 'collapsed' | 'expanded';

function storedSidebarChoice(): SidebarChoice | null {
  const value = readLocalChoice(SIDEBAR_CHOICE_KEY);
  return value === 'collapsed' || value === 'expanded' ? value : null;
}

/** The admin and developer frame: a collapsible sidebar, a top bar with the signed-in user, light theme. */
export function ConsoleLayout({
  title,
  subtitle,
  titleTo,
  brandIcon,
  navLabel,
  items,
  userLabel,
  onLogout,
  children,
}: ConsoleLayoutProps) {
  /** The user's own choice with the toggle, remembered, which always wins; null until they make one. */
  const [chosen, setChosen] = useState(storedSidebarChoice);
  const [pageWantsRoom, setPageWantsRoom] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const collapsed = chosen ? chosen === 'collapsed' : pageWantsRoom && narrow;
  const toggle = () => {
    const next: SidebarChoice = collapsed ? 'expanded' : 'collapsed';
    writeLocalChoice(SIDEBAR_CHOICE_KEY, next);
    setChosen(next);
  };
  useLightTheme();

  return (
    <div className={collapsed ? 'console console--collapsed' : 'console'}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <aside id={SIDEBAR_ID} className="console__sidebar">
        <Link to={titleTo} className="console__brand" title={collapsed ? title : undefined}>
          <Icon name={brandIcon} size={22} />
          <span className="console__label">
            {title}
            {subtitle && <span className="console__brand-subtitle">{subtitle}</span>}
          </span>
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
            onClick={toggle}
          >
            <Icon name={collapsed ? 'expand' : 'collapse'} />
          </button>
          <span className="console__user">
            <Icon name="profile" size={18} />
            {userLabel}
          </span>
        </header>
        <main id="main-content" className="console__content" tabIndex={-1}>
          <ConsoleRoomContext.Provider value={setPageWantsRoom}>{children}</ConsoleRoomContext.Provider>
        </main>
      </div>
    </div>
  );
}
