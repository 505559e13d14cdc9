// Public practice tests run on the device.
export { PracticeRunScreen } from './components/PracticeRunScreen';
export { PracticeTestList } from './components/PracticeTestList';
export { PracticeTestsLink } from './components/PracticeTestsLink';
export { PRACTICE_PATH, PRACTICE_RUN_PATH } from './lib/practice-paths';
