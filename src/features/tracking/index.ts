export { stripPersonalParamsFromAddressBar } from './addressBar';
export { addTrackingListeners } from './trackingMoments';
export { reportRenderingError } from './errorReporting';
export { LazyPrivacySettingsLink, LazyTrackingRoot } from './lazyTracking';
