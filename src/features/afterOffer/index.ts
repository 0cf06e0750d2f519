export { AFTER_OFFER_LOADERS, AFTER_OFFER_SCREENS } from './screens';
export { addLeadIdMemory } from './redirect/leadIdMemory';
