import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { adminRoutes } from './routes/admin-routes';
import { candidateRoutes } from './routes/candidate-routes';
import { developerRoutes } from './routes/developer-routes';
import { examRoutes } from './routes/exam-routes';
import { pdfToolsRoutes } from './routes/pdf-tools-routes';
import { Spinner } from './shared/ui/Spinner';

/** The first page opened, while its code loads (the session check shows the same). */
function RouteLoading() {
  return <Spinner fullPage />;
}

/**
 * The route table, one group of routes per file in routes/: the candidate's first screens come in the
 * first download; the candidate's other pages (a sitting, practice, results), the admin and developer
 * consoles and the PDF tools load when opened. scripts/bundle-report.mjs holds each group to its budget
 * and keeps the consoles' code out of the candidate's.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: RouteLoading,
    children: [...candidateRoutes, ...examRoutes, ...adminRoutes, ...developerRoutes, ...pdfToolsRoutes],
  },
];

export const router = createBrowserRouter(routes);
