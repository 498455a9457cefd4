import { useEffect, useRef, useState } from 'react';
import { checkVin, cleanVin, decodeVin, makeValueId, vinTexts, type Message, type VinMake } from '@wheelend/domain';
import { useT } from '../../../shared/i18n';
import { useArea } from '../../../shared/i18n/useArea';
import { ScanButton } from '../../../shared/scan/ScanButton';
import { Button } from '../../../shared/ui/Button';
import { useFilterValues } from '../api/hooks';
import p from '../../../shared/ui/Page.module.css';
import box from '../../../shared/ui/Input.module.css';
import s from './VinStart.module.css';

/**
 * 'Start from the VIN' on the questionnaire's first screen: a VIN typed or scanned is checked (a
 * wrong one is refused with the reason) and its maker code and model year give the truck make,
 * handed to `onMake` as the catalog's truck-make value id.
 */
export function VinStart({ onMake }: { onMake: (tmake: number | undefined) => void }) {
  const [text, setText] = useState('');
  const t = useT();
  // The VIN panel's texts are the scan area's, with the scan button's.
  const ready = useArea('scan');
  const [error, setError] = useState<Message>();
  const [found, setFound] = useState<VinMake>();
  const input = useRef<HTMLInputElement>(null);
  const makes = useFilterValues(found?.make ? 'tmake' : undefined, '');
  const makeId = found?.make && makes.data ? makeValueId(found.make, makes.data) : undefined;
  const report = useRef(onMake);
  report.current = onMake;
  useEffect(() => report.current(makeId), [makeId]);

  const use = (value: string) => {
    const check = checkVin(value);
    if (!check.ok) {
      setFound(undefined);
      setError(check.reason);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setText(check.vin);
    setFound(decodeVin(check.vin));
  };

  const outcome = !found
    ? undefined
    : !found.make
      ? vinTexts.notRecognised(found.wmi)
      : makeId != null
        ? vinTexts.found(found.make, found.year)
        : makes.data
          ? vinTexts.notListed(found.make)
          : undefined;

  if (!ready) return null;
  return (
    <section className={`${p.panel} ${s.vin}`} aria-labelledby="vin-title">
      <h2 id="vin-title" className={s.title}>
        {t(vinTexts.title)}
      </h2>
      <form
        className={s.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          use(text);
        }}
      >
        <label htmlFor="vin" className={s.label}>
          {t(vinTexts.label)}
        </label>
        <div className={s.entry}>
          <input
            ref={input}
            id="vin"
            className={`${box.input} ${s.input}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'vin-help vin-error' : 'vin-help'}
          />
          <ScanButton
            label={vinTexts.label}
            vin
            onScan={(raw) => {
              setText(cleanVin(raw));
              use(raw);
            }}
          />
        </div>
        <p id="vin-help" className={s.help}>
          {t(vinTexts.help)}
        </p>
        {error && (
          <p id="vin-error" className={s.error}>
            {t(error)}
          </p>
        )}
        <div>
          <Button type="submit" variant="secondary">
            {t(vinTexts.submit)}
          </Button>
        </div>
      </form>
      <p role="status" className={outcome ? p.info : s.quiet}>
        {outcome && t(outcome)}
      </p>
    </section>
  );
}
