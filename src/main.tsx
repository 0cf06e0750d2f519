import * as brand from 'virtual:brand';
import { bootstrap } from './app/bootstrap';
import './styles/base.css';
// The consent banner's styles ship with the first screen's (a lazy chunk with styles of its own is
// only requested once they have loaded, a round trip the banner cannot afford), after the base
// styles so its buttons keep their own look.
import './features/consent/consent.css';

void bootstrap(brand, document.getElementById('root'));
