import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it("keeps the server's file name", () => {
    expect(exportFileName('attachment; filename="mock-3-group-a.xlsx"', 'Mock 3', 'xlsx')).toBe('mock-3-group-a.xlsx');
  });

  it("makes one from the test's title otherwise", () => {
    expect(exportFileName(null, 'Mock Test 3: "Final"', 'csv')).toBe('mock-test-3-final-results.csv');
    expect(exportFileName('attachment', '日本語', 'xlsx')).toBe('test-results.xlsx');
  });
});
