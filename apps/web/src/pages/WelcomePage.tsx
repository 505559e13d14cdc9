import { Welcome } from '../features/exam-journey/components/Welcome';

export function WelcomePage() {
  return <Welcome />;
}
