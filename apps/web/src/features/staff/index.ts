// The centre's staff: accounts with roles (administrator, invigilator, examiner).
export { StaffPanel } from './components/StaffPanel';
