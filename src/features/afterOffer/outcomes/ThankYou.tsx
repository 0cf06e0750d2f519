import { MessageScreen } from '../../layout';

export default function ThankYou() {
  return <MessageScreen screen="thank-you" tone="positive" />;
}
