import { api, schemas } from '../../shared/api';

const v11 = '/api/v11';
const enc = encodeURIComponent;

/** The calls of the home search besides its suggestions: a hub's filter set, a competitor part's own number. */
export const homeApi = {
  filtersByInterchange: (id: number) =>
    api.get(schemas?.hubFilterSetAnswer, `${v11}/aftermarkethubassemblyfilters?ciid=${id}`),
  competitorDetails: (number: string) =>
    api.get(schemas?.competitorParts, `${v11}/kits/CompetitorPartNumberDetails/${enc(number)}`),
};
