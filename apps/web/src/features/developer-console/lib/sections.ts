import { PdfTexts } from '@cdi/contracts';
import type { NavItem } from '../../../shared/ui/ConsoleLayout';

export interface DeveloperSection extends NavItem {
  description: string;
}

export const DEVELOPER_SECTIONS: DeveloperSection[] = [
  { to: '/dev/tenants', label: 'Tenants', icon: 'building', description: 'Manage multi-tenant configurations' },
  { to: '/dev/stats', label: 'System Stats', icon: 'chart', description: 'Real-time system metrics' },
  { to: '/dev/live', label: 'Live Traffic', icon: 'view', description: 'Answers, latency and connections as they happen' },
  { to: '/dev/queues', label: 'Queues', icon: 'layers', description: 'Job queues, failures and retries' },
  { to: '/dev/tests', label: 'Test Manager', icon: 'layers', description: 'Exam and test configuration' },
  { to: '/dev/test-assemblies', label: 'Test Assemblies', icon: 'clipboard', description: 'Combine exam parts into tests' },
  // The PDF tools' welcome page (/admin-portal), which both consoles share.
  { to: '/admin-portal', label: PdfTexts.pdfTools, icon: 'document', description: PdfTexts.pdfToolsDescription },
  { to: '/dev/profile', label: 'Profile', icon: 'profile', description: 'Manage developer credentials' },
];
