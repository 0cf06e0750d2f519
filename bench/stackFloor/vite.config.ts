import { benchPageConfig } from '../pageConfig';

export default benchPageConfig(import.meta.dirname, 'stack-floor');
