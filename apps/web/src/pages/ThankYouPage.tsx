import { ThankYou } from '../features/exam-journey/components/ThankYou';

export function ThankYouPage() {
  return <ThankYou />;
}
