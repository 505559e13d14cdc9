import { exportFallbackName } from './export-file-name';

describe('exportFallbackName', () => {
  it("makes a results file's name from the test's title", () => {
    expect(exportFallbackName('Mock Test 3: "Final"', 'csv')).toBe('mock-test-3-final-results.csv');
    expect(exportFallbackName('日本語', 'xlsx')).toBe('test-results.xlsx');
  });
});
