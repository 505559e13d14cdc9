// Writing marking: the centre's queue of scripts and the examiner's mark form for each task.
export { ScriptsView } from './components/ScriptsView';
export { ScriptView } from './components/ScriptView';
export { MARKING_PATH } from './lib/paths';
