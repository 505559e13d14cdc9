import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth';
import { lazyElement } from './lazy-element';

/**
 * The PDF tools (spec 2's admin portal): in the admin console for admins, the developer console for
 * developers. Their code (extraction, OCR driver, draft detector, pdf.js) loads when first opened. The
 * paths are features/pdf-tools' lib/paths.ts, spelled out as the consoles' route tables spell theirs:
 * importing them would bring the feature into every user's first download.
 */
export const pdfToolsRoutes: RouteObject[] = [
  {
    lazy: lazyElement(
      () =>
        Promise.all([
          import('../features/admin-console').then(({ RequireCapability }) => RequireCapability),
          import('../features/pdf-tools').then(({ PdfToolsLayout }) => PdfToolsLayout),
        ]),
      ([RequireCapability, PdfToolsLayout]) => (
        <RequireRole role={['admin', 'developer']}>
          {/* A centre's staff use the PDF tools only with the tests capability, as their api calls require. */}
          <RequireCapability capability="tests">
            <PdfToolsLayout />
          </RequireCapability>
        </RequireRole>
      ),
    ),
    children: [
      {
        path: '/admin-portal',
        lazy: lazyElement(
          () => import('../pages/AdminPortalPage'),
          (m) => <m.AdminPortalPage />,
        ),
      },
      {
        path: '/admin-portal/pdf-viewer',
        lazy: lazyElement(
          () => import('../pages/PdfViewerPage'),
          (m) => <m.PdfViewerPage />,
        ),
      },
      {
        path: '/admin-portal/text-extraction-results',
        lazy: lazyElement(
          () => import('../pages/TextExtractionResultsPage'),
          (m) => <m.TextExtractionResultsPage />,
        ),
      },
      {
        path: '/admin-portal/advanced-text-results',
        lazy: lazyElement(
          () => import('../pages/AdvancedTextResultsPage'),
          (m) => <m.AdvancedTextResultsPage />,
        ),
      },
    ],
  },
];
