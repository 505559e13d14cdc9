// Item analysis: how each Listening and Reading question of an assignment worked, and accepting alternative answers.
export { ItemAnalysisList } from './components/ItemAnalysisList';
export { ItemAnalysisView } from './components/ItemAnalysisView';
export { ITEM_ANALYSIS_PATH, itemAnalysisPath } from './lib/paths';
