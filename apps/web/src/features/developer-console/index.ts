// The developer console's frame: its navigation, live connection and idle sign-out.
export { DeveloperLayout } from './components/DeveloperLayout';
export { DEVELOPER_SECTIONS } from './lib/sections';
