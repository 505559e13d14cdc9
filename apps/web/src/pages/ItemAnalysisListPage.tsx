import { ItemAnalysisList } from '../features/item-analysis';

/** /admin-dashboard/item-analysis: the assignments whose questions can be analysed. */
export function ItemAnalysisListPage() {
  return <ItemAnalysisList />;
}
