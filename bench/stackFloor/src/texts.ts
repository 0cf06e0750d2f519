import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The first screen's texts, bundled as the funnel bundles them (no request before the first render). */
const texts = {
  title: 'Tu préstamo',
  intro: 'Elige el importe y el plazo. Podrás cambiarlo después.',
  amount: '¿Cuánto necesitas?',
  period: '¿Durante cuánto tiempo?',
  days: 'días',
  summary: '{{amount}} € durante {{period}} días',
  submit: 'Solicitar ahora',
  secondStep: 'Sobre ti',
};

export async function createTexts(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { translation: texts } },
    keySeparator: '>',
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
