import { MessageScreen } from './MessageScreen';

export default function ThankYou() {
  return <MessageScreen screen="thank-you" tone="positive" />;
}
