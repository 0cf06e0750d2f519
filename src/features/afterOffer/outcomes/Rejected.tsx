import { MessageScreen } from './MessageScreen';

export default function Rejected() {
  return <MessageScreen screen="rejected" />;
}
