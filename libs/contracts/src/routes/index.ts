import { GroupRoutes } from '../groups';
import { MarkingRoutes } from '../marking';
import { PdfDocumentRoutes } from '../pdf-documents';
import { TestsRoutes } from '../practice-tests';
import { ResultRoutes } from '../results';
import type { RouteContract } from './define-route';

export * from './define-route';

/** Every REST route of the api, from each feature's route contracts: what the OpenAPI document lists. */
export const API_ROUTES: readonly RouteContract[] = [
  ...Object.values(GroupRoutes),
  ...Object.values(ResultRoutes),
  ...Object.values(MarkingRoutes),
  ...Object.values(PdfDocumentRoutes),
  ...Object.values(TestsRoutes),
];
