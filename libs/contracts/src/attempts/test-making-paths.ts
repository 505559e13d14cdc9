// The test-making api's paths, apart from its schemas: the candidate's assigned-test routes name two of them.
export const TestMakingPaths = {
  createTest: '/admin/test-making/create-test',
  availableParts: '/admin/test-making/available-parts',
  templates: '/admin/test-making/templates',
  template: '/admin/test-making/templates/:id',
  partsByIds: '/admin/test-making/parts-by-ids',
  assignTemplate: '/admin/test-making/assign-template',
  groupHistory: '/admin/test-making/group-history/:groupId',
  studentHistory: '/admin/test-making/student-history/:studentId',
  shuffle: '/admin/test-making/shuffle',
  shuffleJob: '/admin/test-making/shuffle/:jobId',
  shufflePerStudent: '/admin/test-making/shuffle-per-student',
  shufflePerStudentJob: '/admin/test-making/shuffle-per-student/:jobId',
  exposure: '/admin/test-making/exposure',
  studentAssignedTests: '/admin/test-making/student/assigned-tests',
  studentAssignedTest: '/admin/test-making/student/assigned-test/:testId',
} as const;
