import { MessageScreen } from '../../layout';

export default function Rejected() {
  return <MessageScreen screen="rejected" />;
}
