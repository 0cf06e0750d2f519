import { useEffect, useState, type FormEvent } from 'react';
import { RangeField } from './RangeField';

/** The second step's address: the bench sees a working tap as the funnel's, by the address. */
const SECOND_STEP = 'personal-details';

const onSecondStep = () => window.location.pathname.endsWith(`/${SECOND_STEP}`);

/**
 * The bench's yardstick (scripts/bench.mjs): the funnel's first screen written by hand with
 * React alone. Amount and period, a button that moves to a second step; no router, store or
 * translations.
 */
export function ReferenceForm() {
  const [amount, setAmount] = useState(1000);
  const [period, setPeriod] = useState(61);
  const [secondStep, setSecondStep] = useState(onSecondStep);

  useEffect(() => {
    const followHistory = () => {
      setSecondStep(onSecondStep());
    };
    window.addEventListener('popstate', followHistory);
    return () => {
      window.removeEventListener('popstate', followHistory);
    };
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.history.pushState(null, '', SECOND_STEP);
    setSecondStep(true);
  };

  return (
    <main className="page">
      {secondStep ? (
        <section className="step">
          <h1>Sobre ti</h1>
          <p>
            {amount} € durante {period} días
          </p>
        </section>
      ) : (
        <form className="step" onSubmit={submit}>
          <h1>Tu préstamo</h1>
          <p className="step__intro">Elige el importe y el plazo. Podrás cambiarlo después.</p>
          <RangeField
            label="¿Cuánto necesitas?"
            unit="€"
            min={100}
            max={1000}
            step={50}
            value={amount}
            onChange={setAmount}
          />
          <RangeField
            label="¿Durante cuánto tiempo?"
            unit="días"
            min={61}
            max={90}
            step={1}
            value={period}
            onChange={setPeriod}
          />
          <p className="step__summary">
            {amount} € durante {period} días
          </p>
          <button type="submit" className="button--primary">
            Solicitar ahora
          </button>
        </form>
      )}
    </main>
  );
}
