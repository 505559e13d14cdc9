import { ThankYou } from '../features/sitting';

export function ThankYouPage() {
  return <ThankYou />;
}
