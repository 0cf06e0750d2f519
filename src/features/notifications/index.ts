export { notify } from './notify';
export type { NotificationKey, NotificationKind } from './types';
export { Notifications } from './Notifications';
