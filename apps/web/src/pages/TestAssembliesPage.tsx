import { TestAssemblies } from '../features/test-assemblies';

export function TestAssembliesPage() {
  return <TestAssemblies />;
}
