import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { PartFinderNoun } from '@wheelend/domain';
import { type FinderSpec, serializePairs, type Pairs, valueText, zeroWords } from '@wheelend/domain/finder';
import type { Text } from '../i18n/useT';
import type { FilterValue } from '@wheelend/domain/contract';
import { retry } from '../api';
import { FilterFlow } from './FilterFlow';
import { KnowNumber } from './KnowNumber';
import { PartDetails } from './PartDetails';
import { NoResults } from './NoResults';
import { PartResults } from './PartResults';
import { PartSearch, type PartMatch } from './PartSearch';
import p from '../ui/Page.module.css';
import type { PartPage } from './routes';

type Part = { Images: { ImageGuid: string; ImageTypeId: number }[] };

/** What a part finder (drums, rotors) is made of: its texts, its calls, its card and its details. */
export type PartFinderConfig<Summary, Detail extends Part> = {
  spec: FinderSpec;
  /** '/hub/replacement-drum' */
  root: string;
  texts: { question: Text; noun: PartFinderNoun; success: Text; results: Text };
  titles: Record<string, Text>;
  /** The answers that are words, by question and catalog name (shown translated); other names are data. */
  words?: Record<string, Record<string, Text>>;
  search: { name: Text; help: React.ReactNode; delayMs?: number; remember?: (m: PartMatch) => void; open: string };
  api: {
    numbers: (text: string, signal: AbortSignal) => Promise<PartMatch[]>;
    values: (code: string, pairs: string) => Promise<FilterValue[]>;
    matching: (pairs: string) => Promise<Summary[]>;
    recommended: (id: string) => Promise<Summary[]>;
    details: (id: string) => Promise<Detail | null>;
  };
  number: (part: Summary | Detail) => string;
  card: (part: Summary) => React.ReactNode;
  details: (part: Detail) => React.ReactNode;
  /** Shown on the recommendation above the part (e.g. the number searched for). */
  lead?: () => React.ReactNode;
  stop?: (pairs: Pairs) => React.ReactNode;
  /** Shown instead of recommending the parts found, however they were found (filters, a number). */
  instead?: (parts: Summary[]) => React.ReactNode;
};

export type { PartPage } from './routes';

/** One screen of a part finder. */
export function PartFinderPage<S, D extends Part>({
  config,
  page,
}: {
  config: PartFinderConfig<S, D>;
  page: PartPage;
}) {
  switch (page) {
    case 'start':
      return <KnowNumber question={config.texts.question} root={config.root} />;
    case 'search':
      return (
        <PartSearch
          noun={config.texts.noun}
          name={config.search.name}
          help={config.search.help}
          lookup={config.api.numbers}
          open={(m) => `${config.root}/${config.search.open}/${m.id}`}
          delayMs={config.search.delayMs}
          remember={config.search.remember}
        />
      );
    case 'filter':
      return (
        <FilterFlow
          spec={config.spec}
          root={config.root}
          title={(code) => config.titles[code] ?? code}
          label={(code, v) => ({
            main: zeroWords(v) ?? config.words?.[code]?.[v.Name.trim()] ?? valueText(config.spec.inchCodes, code, v),
            sub: [],
          })}
          values={config.api.values}
          search={`${config.root}/search`}
          results={(pairs, noResults) => (
            <Matching config={config} pairs={serializePairs(pairs)} noResults={noResults} />
          )}
          stop={config.stop}
        />
      );
    case 'recommended':
      return <Recommended config={config} />;
    case 'details':
      return <Details config={config} />;
  }
}

function Matching<S, D extends Part>({
  config,
  pairs,
  noResults,
}: {
  config: PartFinderConfig<S, D>;
  pairs: string;
  noResults: React.ReactNode;
}) {
  const query = useQuery({
    retry,
    queryKey: ['finder', config.spec.name, 'matching', pairs],
    queryFn: () => config.api.matching(pairs),
  });
  return (
    <PartResults
      query={query}
      title={query.data?.length === 1 ? config.texts.success : config.texts.results}
      label={config.number}
      render={config.card}
      instead={config.instead}
      noResults={noResults}
    />
  );
}

/** A list of parts loaded by `load`, one at a time with the pager (a recommendation, a casting's rotors). */
export function PartList<S>({
  queryKey,
  load,
  title,
  lead,
  number,
  card,
  instead,
  noResults,
}: {
  queryKey: readonly unknown[];
  load: () => Promise<S[]>;
  title: Text;
  lead?: React.ReactNode;
  number: (part: S) => string;
  card: (part: S) => React.ReactNode;
  instead?: (parts: S[]) => React.ReactNode;
  noResults?: React.ReactNode;
}) {
  const query = useQuery({ retry, queryKey, queryFn: load });
  return (
    <section className={p.page}>
      <PartResults
        query={query}
        title={title}
        lead={lead}
        label={number}
        render={card}
        instead={instead}
        noResults={noResults}
      />
    </section>
  );
}

function Recommended<S, D extends Part>({ config }: { config: PartFinderConfig<S, D> }) {
  const { id = '' } = useParams();
  return (
    <PartList
      queryKey={['finder', config.spec.name, 'recommended', id]}
      load={() => config.api.recommended(id)}
      title={config.texts.success}
      lead={config.lead?.()}
      number={config.number}
      card={config.card}
      instead={config.instead}
      noResults={<NoResults search={`${config.root}/search`} questions={`${config.root}/filter`} />}
    />
  );
}

function Details<S, D extends Part>({ config }: { config: PartFinderConfig<S, D> }) {
  const { id = '' } = useParams();
  const query = useQuery({
    retry,
    queryKey: ['finder', config.spec.name, 'details', id],
    queryFn: () => config.api.details(id),
  });
  return (
    <PartDetails query={query} number={config.number} back={`${config.root}/filter`}>
      {config.details}
    </PartDetails>
  );
}
