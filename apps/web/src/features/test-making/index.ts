// Test making: the hub, manual creation with templates, and intelligent shuffling.
export { IntelligentShuffle, TEST_MAKING_PATH } from './components/IntelligentShuffle';
export { ManualTestCreation } from './components/ManualTestCreation';
export { PublishedTestsPanel } from './components/PublishedTestsPanel';
export { TestMakingHub } from './components/TestMakingHub';
