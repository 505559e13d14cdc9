// Test assemblies of the developer console.
export { TestAssemblies } from './components/TestAssemblies';
