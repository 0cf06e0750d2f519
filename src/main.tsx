import * as brand from 'virtual:brand';
import { bootstrap } from './app/bootstrap';
import './styles/base.css';

void bootstrap(brand, document.getElementById('root'));
