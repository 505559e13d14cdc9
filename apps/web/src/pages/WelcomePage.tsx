import { Welcome } from '../features/sitting';

export function WelcomePage() {
  return <Welcome />;
}
