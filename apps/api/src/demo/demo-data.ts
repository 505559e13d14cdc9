import type { StaffRole } from '@cdi/contracts';

/** The fixed demo logins, so anyone (and any script) can try the product at once. Not in production. */
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_DEVELOPER = {
  loginId: 'developer',
  firstName: 'Platform',
  lastName: 'Developer',
  email: 'developer@cdi.example',
};
export const DEMO_TENANT = { name: 'Demo Centre', adminLoginId: 'democentre' };
export const DEMO_GROUP = 'Demo Group';
/** The demo centre's staff: an invigilator (given the sample test's sitting at start) and an examiner. */
export const DEMO_STAFF: { loginId: string; firstName: string; lastName: string; staffRoles: StaffRole[] }[] = [
  { loginId: 'demoinvigilator', firstName: 'Ines', lastName: 'Invigilator', staffRoles: ['invigilator'] },
  { loginId: 'demoexaminer', firstName: 'Elif', lastName: 'Examiner', staffRoles: ['examiner'] },
];

const FIRST_NAMES = ['Amina', 'Bekzod', 'Chen', 'Dilnoza', 'Emre', 'Farida', 'Giorgi', 'Hana', 'Ibrahim', 'Jasmin'];
const LAST_NAMES = ['Karimova', 'Lee', 'Mensah', 'Nazarov', 'Okafor', 'Petrova', 'Quispe', 'Rahman', 'Saito', 'Tursunov'];

export const DEMO_STUDENTS = FIRST_NAMES.map((firstName, i) => ({
  loginId: `CAN${String(i + 1).padStart(4, '0')}`,
  firstName,
  lastName: LAST_NAMES[i]!,
}));
