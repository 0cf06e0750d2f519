export { ApplicationPage as default } from '../../../app/ApplicationPage';
