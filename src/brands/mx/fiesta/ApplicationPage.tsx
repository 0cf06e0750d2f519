export { ApplicationPage as default } from '../../../features/funnel/ApplicationPage';
