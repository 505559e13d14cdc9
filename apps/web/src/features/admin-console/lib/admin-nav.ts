import { type Capability, PdfTexts } from '@cdi/contracts';
import type { NavItem } from '../../../shared/ui/ConsoleLayout';
import { INVIGILATION_PATH } from '../../invigilation';
import { ITEM_ANALYSIS_PATH } from '../../item-analysis';
import { MARKING_PATH } from '../../marking';

export const ADMIN_HOME_PATH = '/admin-dashboard';
export const STAFF_PATH = '/admin-dashboard/staff';

/** The admin console's pages, each with the capability it needs: a user sees the ones they may use. */
export const ADMIN_NAV: (NavItem & { capability: Capability })[] = [
  { to: ADMIN_HOME_PATH, label: 'Dashboard', icon: 'dashboard', end: true, capability: 'settings' },
  { to: '/admin-dashboard/students', label: 'Students', icon: 'student', capability: 'students' },
  { to: '/admin-dashboard/groups', label: 'Groups', icon: 'group', capability: 'groups' },
  { to: '/admin-dashboard/tests', label: 'Tests', icon: 'document', capability: 'tests' },
  { to: '/admin-dashboard/test-making', label: 'Test Making/Shuffling', icon: 'shuffle', capability: 'tests' },
  { to: '/admin-dashboard/assignments', label: 'Assigned Tests', icon: 'clipboard', capability: 'assignments' },
  { to: INVIGILATION_PATH, label: 'Invigilation', icon: 'view', capability: 'invigilate' },
  { to: MARKING_PATH, label: 'Marking', icon: 'pen', capability: 'mark' },
  { to: ITEM_ANALYSIS_PATH, label: 'Item Analysis', icon: 'chart', capability: 'items' },
  // The PDF tools' welcome page (/admin-portal), which both consoles share.
  { to: '/admin-portal', label: PdfTexts.pdfTools, icon: 'document', capability: 'tests' },
  { to: STAFF_PATH, label: 'Staff', icon: 'profile', capability: 'staff' },
  { to: '/admin-dashboard/logs', label: 'Activity Logs', icon: 'chart', capability: 'settings' },
  { to: '/admin-dashboard/settings', label: 'Settings', icon: 'layers', capability: 'settings' },
];

/** The pages a centre user's capabilities open, in the console's order. */
export function adminNavFor(capabilities: readonly Capability[]): NavItem[] {
  return ADMIN_NAV.filter((item) => capabilities.includes(item.capability));
}

/** Where a centre user starts: the dashboard, or else the first page they may use (an invigilator's roster list). */
export function adminHomeFor(capabilities: readonly Capability[]): string {
  return adminNavFor(capabilities)[0]?.to ?? ADMIN_HOME_PATH;
}
