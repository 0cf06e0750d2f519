export { AFTER_OFFER_SCREENS } from './screens';
export { AFTER_OFFER_LOADERS } from './loaders';
export { addLeadIdMemory } from './redirect/leadIdMemory';
