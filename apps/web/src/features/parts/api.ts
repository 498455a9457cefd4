import { api, list, type Envelope } from '../../shared/api';

const v11 = '/api/v11';

/** Assembly numbers of hubs that have parts; the answer lists numbers, or suggestion objects. */
export const partsApi = {
  assemblies: (text: string, signal?: AbortSignal) =>
    api
      .get<Envelope<string | { HubAssemblyNumber: string }>>(
        `${v11}/hubassemblynumbers/withaftermarketparts/${encodeURIComponent(text)}`,
        signal,
      )
      .then((e) => [...new Set(list(e).map((r) => (typeof r === 'string' ? r : r.HubAssemblyNumber)))]),
};
