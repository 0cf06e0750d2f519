import { productDefaults } from '../productDefaults';

/** Spain is the product default (specification section 9), so the country adds nothing. */
export const spainDefaults = productDefaults;
