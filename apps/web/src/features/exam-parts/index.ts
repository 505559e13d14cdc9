// Uploaded exam parts: lists, detail, ingestion progress and the content preview.
export { examKeys } from './api/exam-parts-api';
export { ExamPartDetailView } from './components/ExamPartDetailView';
export { IngestionChecklist } from './components/IngestionChecklist';
export { PartStatus } from './components/PartStatus';
export { ProcessingProblems } from './components/ProcessingProblems';
export { ProcessingStatusBadge } from './components/ProcessingStatusBadge';
export { SectionFilter } from './components/SectionFilter';
export { SectionIcon, SectionLabel } from './components/SectionLabel';
export { TestGroupList } from './components/TestGroupList';
export { useExamPartPage } from './hooks/use-exam-part-page';
export { useExamPart, useIngestionProgress, useExamPartList } from './hooks/use-exam-parts';
export { useOpsCacheSync } from './hooks/use-ops-cache-sync';
export { type TenantTestGroups, groupByTestGroup, groupByTenant } from './lib/exam-part-groups';
export { isFinished } from './lib/processing';
export { parseSectionChoice, sectionFilter } from './lib/section-choice';
