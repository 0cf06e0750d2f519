export { Loading } from './Loading';
export { loadingSlice, loadingSet, selectIsLoading } from './loadingSlice';
