export { stripPersonalParamsFromAddressBar } from './privateUrl';
export { addTrackingListeners } from './trackingMoments';
export { reportRenderingError } from './errorReporting';
export { LazyPrivacySettingsLink, LazyTrackingRoot } from './lazyTracking';
