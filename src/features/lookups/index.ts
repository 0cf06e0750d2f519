export {
  ensureLookupState,
  lookupApi,
  lookupOf,
  type Lookup,
  type LookupRequest,
} from './lookupApi';
