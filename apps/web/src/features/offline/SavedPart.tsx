import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { catalogWord, languageOf, rotorTypeLabel, savedSpecValue, type MessageKey } from '@wheelend/domain';
import { savedSpecInches, type SavedSpecLabel, type SavedSummary } from '@wheelend/domain/contract';
import { activeLocale, textOf, useT, type T } from '../../shared/i18n';
import { savedSummary } from '../../shared/offline/catalog';
import { ButtonLink } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/ErrorState';
import { Spinner } from '../../shared/ui/Spinner';
import p from '../../shared/ui/Page.module.css';
import s from './Offline.module.css';

const labels: Record<SavedSpecLabel, MessageKey> = {
  hubType: 'offline.spec.hubType',
  axlePosition: 'offline.spec.axlePosition',
  axle: 'offline.spec.axle',
  material: 'offline.spec.material',
  brakeType: 'offline.spec.brakeType',
  mounting: 'offline.spec.mounting',
  brakeSize: 'offline.spec.brakeSize',
  pilot: 'offline.spec.pilot',
  studHoles: 'offline.spec.studHoles',
  rotorNumber: 'offline.spec.rotorNumber',
  outsideDiameter: 'offline.spec.outsideDiameter',
  thickness: 'offline.spec.thickness',
  boltHoles: 'offline.spec.boltHoles',
  diameter: 'offline.spec.diameter',
  thread: 'offline.spec.thread',
  type: 'offline.spec.type',
  contains: 'offline.spec.contains',
};

/** A spec's label and value in the reader's language, the value's words as the part's live screen says
 * them; a copy saved before the labels were codes carries English words, shown as they are until it
 * is downloaded again. */
function spec(t: T, part: SavedSummary, [code, value]: SavedSummary['Specs'][number]): [string, string] {
  if (!Object.hasOwn(labels, code)) return [code, value];
  return [
    t(labels[code]),
    savedSpecInches.includes(code)
      ? t('offline.spec.inches', { value })
      : textOf(t, savedSpecValue(part.PartTypeId, code, value)),
  ];
}

function title(t: T, part: SavedSummary) {
  if (part.Of === 'drum') return t('offline.part.drum', { type: textOf(t, catalogWord(part.Title)) });
  if (part.Of === 'rotor') return t('offline.part.rotor', { type: textOf(t, rotorTypeLabel(part.Title)) });
  const lang = languageOf(activeLocale());
  return (lang !== 'en' && part.Titles?.[lang]) || part.Title;
}

/** A part's summary from the saved catalog, for a number found with no connection. */
export default function SavedPart() {
  const t = useT();
  const number = useParams().number ?? '';
  const q = useQuery({
    queryKey: ['offline', 'summary', number],
    queryFn: () => savedSummary(number),
    networkMode: 'always',
  });
  if (q.isPending) return <Spinner label={t('offline.part.opening')} />;
  const part = q.data;
  return (
    <section className={p.page}>
      {part ? (
        <>
          <h1 className={p.title}>
            {part.TypeName
              ? t('offline.part.title', { type: textOf(t, part.TypeName), number: part.Number })
              : t('offline.part.part', { number: part.Number })}
          </h1>
          <p className={p.lead}>{title(t, part)}</p>
          {part.Specs.length > 0 && (
            <dl className={s.specs}>
              {part.Specs.map((x) => spec(t, part, x)).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className={s.status}>{t('offline.part.note')}</p>
        </>
      ) : (
        <>
          <h1 className={p.title}>{t('offline.part.part', { number })}</h1>
          <EmptyState title={t('offline.part.none')}>
            <p>{t('offline.part.noneText', { number })}</p>
          </EmptyState>
        </>
      )}
      <div className={p.actions}>
        <ButtonLink to="/hub">{t('offline.part.another')}</ButtonLink>
      </div>
    </section>
  );
}
