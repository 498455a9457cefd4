import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { otherKindMatch, otherKindText, PART_FINDER_TYPE, searchAllText, type PartFinderNoun } from '@wheelend/domain';
import { homeSearchPath, lookupText } from '@wheelend/domain/finder';
import { useT } from '../i18n/useT';
import { useArea } from '../i18n/useArea';
import { allPartNumbers, ALL_PARTS_KEY, suggestionsQuery } from './useSuggestions';
import p from '../ui/Page.module.css';

/**
 * Under a number box that finds parts of one kind (`noun`): when its own lookup of `text` answered with
 * nothing (`unmatched`), asks the all-parts search; a part of that very number of another type is named
 * ('7327AX is listed as Brake Drum, not as a hub assembly.') with a link to the all-parts search of it.
 */
export function OtherKind({ text, unmatched, noun }: { text: string; unmatched: boolean; noun: PartFinderNoun }) {
  const t = useT();
  const ask = unmatched && !!lookupText(text);
  const allParts = useQuery({ ...suggestionsQuery(ALL_PARTS_KEY, text, allPartNumbers), enabled: ask });
  const other = ask && allParts.data ? otherKindMatch(text, allParts.data, PART_FINDER_TYPE[noun]) : undefined;
  // Its texts load with the first notice, not with every screen's first load.
  const ready = useArea('otherKind', !!other);
  return (
    <div role="status">
      {other && ready && (
        <p className={p.info}>
          {t(otherKindText(other, noun, t))}{' '}
          <Link to={homeSearchPath(other.CompetitorPartNumber)} className={p.tap}>
            {t(searchAllText(other.CompetitorPartNumber))}
          </Link>
        </p>
      )}
    </div>
  );
}
